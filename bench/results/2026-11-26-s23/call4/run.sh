#!/usr/bin/env bash
# session 23, device call 4 (H100): the final kernels (4040e2a: fp32 ring stages by TMA, the
# kernels of ee896ef; AUTO's fp32 wide-ring rate 28 TFLOPS). Probes for fp32 6144 x 32 x 2048 (the
# same rows and K-major W on other grids: is it the deep grid's records or the layout?), ncu on two
# of them, then the whole GPU test suite.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype f32 --variants sgemm_skinny --shapes 6144x32x2048,8192x32x2048,4096x32x4096,6144x32x4096,4224x32x2048,32x4096x4096 > $R/probe.txt 2>&1
stdbuf -oL $B --dtype f32 --variants sgemm_skinny --trans NT --shapes 32x6144x2048,32x8192x2048,32x4096x4096 >> $R/probe.txt 2>&1
grep -E "^sgemm" $R/probe.txt | awk '{print $2,$3,$4,$5,$6,$9,$NF}'
for s in 6144x32x2048 8192x32x2048; do
  timeout 100 ncu --kernel-name regex:stream_kernel --launch-count 1 --section SpeedOfLight \
    --metrics smsp__inst_executed.sum,smsp__cycles_active.avg,sm__cycles_active.avg,gpu__time_duration.sum,smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,smsp__average_warps_issue_stalled_wait_per_issue_active.ratio \
    $B --dtype f32 --variants sgemm_skinny --shapes $s --warmup 0 --reps 1 > $R/ncu_$s.txt 2>&1
  grep -E "inst_executed|cycles_active|time_duration|stalled" $R/ncu_$s.txt | sed "s/^/$s /"
done
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=4040e2a timeout $((590 - SECONDS)) scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
tail -4 $R/suite.txt
