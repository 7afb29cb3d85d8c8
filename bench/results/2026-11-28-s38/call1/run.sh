#!/usr/bin/env bash
# session 38, device call 1 (H100): the producer's k-blocks issued in bursts (TCGEMM_BURST =
# 1, 2, 4, 8: wait until that many stages are free, then issue them back to back, so that each
# row of A's box is asked for 128 * burst contiguous bytes at once). One build (m = b9266c8 plus
# the run-time burst, call1/burst.patch); burst 1 is the code as it was. Alternated twice:
# fp16 AUTO and hgemm_wgmma_64x64 on the calls the 64 x 64 row serves. Then the 64 x 64 row's
# GPU tests with burst 4 and 8.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38m.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/m/b90
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=6144x32x2048,4096x32x4096,6144x64x2048,2560x64x2560,1760x128x1760,2560x32x2560,6144x16x2048,64x4096x4096
for r in 1 2; do
  for b in 1 2 4 8; do
    TCGEMM_BURST=$b timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_64x64 --shapes $S --csv $R/b${b}_nn_r$r.csv > $R/b${b}_nn_r$r.txt 2>&1; echo "b$b nn r$r rc=$?"
    TCGEMM_BURST=$b timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_64x64 --trans TN --shapes 6144x32x2048,4096x32x4096,2560x64x2560 --csv $R/b${b}_tn_r$r.csv > $R/b${b}_tn_r$r.txt 2>&1; echo "b$b tn r$r rc=$?"
  done
done
for b in 4 8; do
  TCGEMM_BURST=$b timeout 150 stdbuf -oL $B/tests/test_gemm_gpu hgemm_wgmma_64x64 > $R/tests_b$b.txt 2>&1; echo "tests b$b rc=$?"
done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
