#!/usr/bin/env bash
# session 25, device call 5 (H100): what cuBLAS runs for fp32 6144 x 32 x 2048 NN, and how (ncu:
# launch, speed of light, scheduler and warp-state statistics of the first six kernels of a
# short bench, ours and cuBLAS's); d6d1cc1's bench.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
R=$OUT/c5; mkdir -p $R
B=/tmp/c/b90/bench/tcgemm-bench
timeout 240 ncu --clock-control none --section LaunchStats --section SpeedOfLight --section SchedulerStats \
  --section WarpStateStats --section InstructionStats --section Occupancy --launch-count 8 \
  $B --dtype f32 --variants sgemm_skinny --shapes 6144x32x2048 --warmup 1 --reps 2 > $R/ncu_f32_6144x32x2048.txt 2>&1
echo "rc $?"
grep -E "^  [a-z_].*\(|Duration|Registers Per|Issue Slots Busy|Block Size|Grid Size|Executed Ipc A" $R/ncu_f32_6144x32x2048.txt | cut -c1-160 | head -60
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
