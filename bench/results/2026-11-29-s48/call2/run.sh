#!/usr/bin/env bash
# session 48, device call 2 (H200). The binaries of call 1 (skexp, stream-K's switch left at 0:
# the committed schedule). AUTO's model refitted on the host (stream-K charged its hand-over,
# the 128 x 192 row at 665 TFLOPS, the 128 x 128 row's k-loop at 5.6 ns) changes 192 of 972 picks
# of a grid of NN shapes (384-14336 x 384-14336 x 1024-4096): a stratified sample of 24 of them, the
# shapes of the forty-seventh session's misses and the suite shapes whose picks change, each with
# the rows named (the old pick and the new among them), cuBLAS in the same run, NN and TN, two
# rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/skexp.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/skexp/bench/tcgemm-bench
V=hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x192,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256,hgemm_wgmma_128x128,hgemm_wgmma_128x64
S=2560x2304x2048,1792x5120x2048,1280x3584x2048,2560x2304x4096,3584x1536x2048,2560x2048x4096,1792x3072x4096,4096x1536x4096,2560x1792x2048,1536x3584x1024,6144x2304x1024,8192x1280x1024,3072x2304x1024,1792x3584x2048,1792x3584x1024,6144x1024x1024,384x8192x2048,3584x6144x2048,6144x3584x2048,1536x14336x1024,6144x3584x4096,5120x5120x4096,5120x5120x1024,5120x5120x2048
S2=128x8192x4096,1536x4096x1536,4096x1536x1536,2048x3072x2048,2176x2176x2176,2304x2304x2304,2432x2432x2432,2560x2560x2560,2944x2944x2944,3072x3072x3072,1792x1792x1792,2048x2048x2048
for r in 1 2; do for t in NN TN; do
  $B --dtype f16 --variants $V --shapes $S,$S2 --trans $t --csv $R/r${r}_$t.csv > $R/r${r}_$t.txt 2>&1; echo "r$r $t rc=$?"
done; done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
