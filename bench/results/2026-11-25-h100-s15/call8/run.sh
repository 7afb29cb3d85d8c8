#!/usr/bin/env bash
# session 15, device call 8 (commit 9f20356, the final code: 79e96e5's kernels, AUTO's split-K fp32
# rate 14): every GPU test (scripts/gpu_suite.sh --prebuilt --no-bench); fp32 DeepBench, AUTO
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c8; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=9f20356 timeout 420 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"; grep -E "gpu tests \(all|failing cases" $R/suite.txt | head -3
timeout 100 $B/bench/tcgemm-bench --dtype f32 --variants auto --reps 10 --suite deepbench --csv $R/deepbench_f32.csv > $R/deepbench_f32.txt 2>&1
grep -E "WRONG|results:" $R/deepbench_f32.txt
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
