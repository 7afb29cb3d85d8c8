#!/usr/bin/env bash
# session 47, device call 2 (H200). Build s47b: s47a + hgemm_wgmma_128x128_sk (the 128 x 128 row
# with stream-K, Config<128, 6, 1, 2, true>; provisional figure 440) + the stream-K flags placed
# after the largest partial tile for every stream-K row + the 128 x 64 row's AUTO figures (480
# TFLOPS in one round, k_ns 4.3, pitch_share). GPU tests of the new rows, the cluster stream-K row
# and AUTO (fp16, with and without the workspace), in parallel; then the rows on square sizes
# 768-2048 and on the calls AUTO's probe gives the 128 x 64 row, NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47b.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
D=/tmp/s/b/b90
for v in hgemm_wgmma_128x64 hgemm_wgmma_128x128_sk hgemm_wgmma_128x256_c2_sk auto_f16_main auto_f16_bare; do
  $D/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
grep -h '^gpu tests' $R/test_*.log
grep -h '^FAIL' $R/test_*.log | head -5
B=$D/bench/tcgemm-bench
V=auto,hgemm_wgmma_128x64,hgemm_wgmma_128x128,hgemm_wgmma_128x128_sk,hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_64x64
S=768x768x768,1024x1024x1024,1152x1152x1152,1280x1280x1280,1408x1408x1408,1536x1536x1536,1664x1664x1664,1792x1792x1792,1920x1920x1920,2048x2048x2048,2304x2304x2304,3072x3072x3072,1024x1024x4096,128x8192x4096,256x4096x4096,512x2048x4096,7680x128x2560,11008x192x4096,11008x192x1024,192x11008x1024,11008x256x1024,256x11008x1024,1536x1536x4096,1536x4096x1536,4096x4096x4096
for r in 1 2; do for t in NN TN; do
  $B --dtype f16 --variants $V --shapes $S --trans $t --csv $R/r${r}_$t.csv > $R/r${r}_$t.txt 2>&1; echo "r$r $t rc=$?"
done; done
grep -h WRONG $R/*.txt | grep -v "0 WRONG" | head -3
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
