#!/usr/bin/env bash
# session 27, device call 9 (H100): ncu on the 128 x 256 stream-K row (AUTO's pick) at fp32
# 4224 x 1500 x 176, where it takes 2.3x AUTO's estimate, for the next session.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c9; mkdir -p $R
for v in sgemm_warptile_streamk sgemm_splitk_64x32; do
  timeout 100 ncu --kernel-name regex:sgemm -c 1 --section SpeedOfLight --section LaunchStats --section Occupancy --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis $B --dtype f32 --variants $v --shapes 4224x1500x176 --warmup 1 --reps 1 --no-check > $R/ncu_$v.txt 2>&1; echo "$v rc=$?"
done
$B --dtype f32 --variants sgemm_warptile_streamk,sgemm_splitk_64x32,sgemm_warptile_streamk_64x256,sgemm_warptile_nbc,auto --shapes 4224x1500x176,1024x700x512 > $R/bench.txt 2>&1; echo "bench rc=$?"
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
