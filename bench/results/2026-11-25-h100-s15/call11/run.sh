#!/usr/bin/env bash
# session 15, device call 11 (commit 1c83b31, the final code: the workspace layout named once, values
# unchanged): every GPU test (scripts/gpu_suite.sh --prebuilt --no-bench); fp32 DeepBench, AUTO
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c11; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=1c83b31 timeout 420 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"; grep -E "gpu tests \(all|failing cases" $R/suite.txt | head -3
timeout 100 $B/bench/tcgemm-bench --dtype f32 --variants auto --reps 10 --suite deepbench --csv $R/deepbench_f32.csv > $R/deepbench_f32.txt 2>&1
grep -E "WRONG|results:" $R/deepbench_f32.txt
cd $OUT && tar -czf c11.tgz c11 && rm -rf c11
