#!/usr/bin/env bash
# session 16, device call 8 (commit 52ca64c, the final code: after 8494531, where every GPU test passed,
# only AUTO's constants and where a helper is declared moved): the GPU tests of AUTO (both types)
# and of every fp32 stream-K row and the skinny path, one process each; fp32 DeepBench, AUTO
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c8; mkdir -p $R
t0=$(date +%s)
for v in auto_f32 auto_f16 sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 sgemm_skinny; do
  timeout 330 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "gpu tests:|FAIL" $R/tests_*.txt | head -20
timeout 100 $B/bench/tcgemm-bench --dtype f32 --variants auto --reps 10 --suite deepbench --csv $R/deepbench_f32.csv > $R/deepbench_f32.txt 2>&1
echo "deepbench rc $? at $(( $(date +%s) - t0 )) s"; grep -E "results:" $R/deepbench_f32.txt
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
