#!/usr/bin/env bash
# session 47, device call 1 (H200). Build s47a: 5422589 + the mma_tile.cuh refactor (b69ab0b) + a
# new row hgemm_wgmma_128x64 (Config<64, 8, 1, 1, false>: two consumers of 64 x 64, 8 stages of
# 24 KB; provisional AUTO figures). GPU tests of the new row and of the three refactored rows'
# kernels, in parallel; then the new row against the rows AUTO takes on grids that leave SMs idle
# with 128 x 128 tiles, NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47a.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
D=/tmp/s/a/b90
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt 2>&1
for v in hgemm_wgmma_128x64 hgemm_mma_64x64 hgemm_mma_128x128 hgemm_mma_shifted_64x64; do
  $D/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
grep -h '^gpu tests' $R/test_*.log
grep -h '^FAIL' $R/test_*.log | head -5
B=$D/bench/tcgemm-bench
V=auto,hgemm_wgmma_128x64,hgemm_wgmma_128x128,hgemm_wgmma_64x64,hgemm_mma_64x64,hgemm_wgmma_128x256
S=512x512x512,768x768x768,1000x1000x1000,1024x1024x1024,1280x1280x1280,1536x1536x1536,2048x2048x2048,2048x2048x1024,1024x1024x4096,64x4096x4096,128x4096x4096,128x8192x4096,256x4096x4096,128x14336x4096,1760x128x1760,2560x64x2560,7680x128x2560,512x3000x1536,1024x700x512,4096x4096x4096
for r in 1 2; do for t in NN TN; do
  $B --dtype f16 --variants $V --shapes $S --trans $t --csv $R/r${r}_$t.csv > $R/r${r}_$t.txt 2>&1; echo "r$r $t rc=$?"
done; done
grep -h WRONG $R/*.txt | grep -v "0 WRONG" | head -3
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
