#!/usr/bin/env bash
# session 39, device call 2 (H100): build e = eac2640 plus call2/exp.patch (run-time settings):
# TCGEMM_NARROW_STAGES=16 gives the 64 x 64 row's narrow-B kernel (n <= 32, B MN-major) 16 stages
# instead of 12, TCGEMM_BURST the thirty-eighth session's bursts of k-blocks; settings alternated
# twice over the calls that kernel serves (NN, and TN for two). Then TCGEMM_COPY_ROWS=2 (2 rows in
# flight a thread, 8 blocks an SM) against the copy as it is (4 rows, 4 blocks) on the repack's
# calls, alternated twice. Then the 64 x 64 row's GPU tests at 16 stages, burst 4.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39e.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/e/b90/bench/tcgemm-bench
S=6144x32x2048,6144x16x2048,4096x32x4096,4096x32x2048,5120x32x2048,7680x32x2048,8192x32x2048,2560x32x2560,4096x16x4096,1760x16x1760
for r in 1 2; do
  for st in 12 16; do for b in 1 4; do
    TCGEMM_NARROW_STAGES=$st TCGEMM_BURST=$b timeout 60 $B --dtype f16 --variants auto,hgemm_wgmma_64x64 --shapes $S --csv $R/s${st}b${b}_nn_r$r.csv > $R/s${st}b${b}_nn_r$r.txt 2>&1; echo "s$st b$b nn r$r rc=$?"
    TCGEMM_NARROW_STAGES=$st TCGEMM_BURST=$b timeout 30 $B --dtype f16 --variants auto,hgemm_wgmma_64x64 --trans TN --shapes 6144x32x2048,4096x32x4096 --csv $R/s${st}b${b}_tn_r$r.csv > $R/s${st}b${b}_tn_r$r.txt 2>&1; echo "s$st b$b tn r$r rc=$?"
  done; done
done
C=4096x4096x4096+1,4096x4096x4096+3,4095x4095x4095,4093x4093x4093,127x8191x4093,1021x1021x1021,2039x2039x2039,4096x4096x4096
for r in 1 2; do
  for cr in 4 2; do
    TCGEMM_COPY_ROWS=$cr timeout 60 $B --dtype f16 --variants auto --shapes $C --csv $R/copy${cr}_r$r.csv > $R/copy${cr}_r$r.txt 2>&1; echo "copy$cr r$r rc=$?"
  done
done
TCGEMM_COPY_ROWS=2 timeout 30 $B --dtype f32 --variants auto --shapes 4096x4096x4096+1,1021x1021x1021 --csv $R/copy2_f32.csv > $R/copy2_f32.txt 2>&1
TCGEMM_NARROW_STAGES=16 TCGEMM_BURST=4 timeout 150 stdbuf -oL /tmp/s/e/b90/tests/test_gemm_gpu hgemm_wgmma_64x64 > $R/tests_s16b4.txt 2>&1; echo "tests rc=$?"
TCGEMM_COPY_ROWS=2 timeout 100 stdbuf -oL /tmp/s/e/b90/tests/test_gemm_gpu hgemm_repack > $R/tests_copy2.txt 2>&1; echo "tests copy rc=$?"
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/*.txt | head -5
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
