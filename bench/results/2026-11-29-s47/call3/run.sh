#!/usr/bin/env bash
# session 47, device call 3 (H200). Build s47c: s47a with hgemm_wgmma_128x64's AUTO figures (480
# TFLOPS in one round, k_ns 4.3, pitch_share) and a new row hgemm_wgmma_128x192 (Config<192, 5,
# 1, 1, false>: the lone 128 x 256 row's kernel with 128 x 192 tiles, m64n192k16, 5 stages of
# 40 KB; provisional figure 650); call 2's stream-K 128 x 128 row dropped. GPU tests of both new
# rows and of AUTO (fp16, with and without the workspace); then the rows on the mid-size calls
# where cuBLAS led in call 2, NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47c.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
D=/tmp/s/c/b90
for v in hgemm_wgmma_128x192 hgemm_wgmma_128x64 auto_f16_main auto_f16_bare; do
  $D/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
grep -h '^gpu tests' $R/test_*.log
grep -h '^FAIL' $R/test_*.log | head -5
B=$D/bench/tcgemm-bench
V=auto,hgemm_wgmma_128x192,hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x128,hgemm_wgmma_128x64
S=1024x1024x1024,1280x1280x1280,1408x1408x1408,1536x1536x1536,1664x1664x1664,1792x1792x1792,2048x2048x2048,2304x2304x2304,2560x2560x2560,3072x3072x3072,1536x1536x4096,1536x4096x1536,4096x1536x1536,11008x192x4096,192x11008x1024,11008x256x1024,256x11008x1024,11008x384x4096,2048x3072x2048,4096x4096x4096,8192x8192x8192
for r in 1 2; do for t in NN TN; do
  $B --dtype f16 --variants $V --shapes $S --trans $t --csv $R/r${r}_$t.csv > $R/r${r}_$t.txt 2>&1; echo "r$r $t rc=$?"
done; done
grep -h WRONG $R/*.txt | grep -v "0 WRONG" | head -3
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
