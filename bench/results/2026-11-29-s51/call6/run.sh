#!/usr/bin/env bash
# session 51, device call 6 (H200). s51b (0211e17 + hgemm_wgmma_128x64_c2, not kept). Where the
# pair's 2 us go at 1024^3: ncu (speed of light, warp states, scheduler, launch, memory) of the
# lone 128 x 64 row and the pair, NN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51b.txz -C /tmp/s
B=/tmp/s/s51b/b90/bench/tcgemm-bench
R=$OUT/c6; rm -rf $R; mkdir -p $R
for v in hgemm_wgmma_128x64 hgemm_wgmma_128x64_c2; do
  timeout 150 ncu --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis -k regex:"hgemm_wgmma" --launch-count 2 $B --dtype f16 --variants $v --shapes 1024x1024x1024 --reps 2 --warmup 1 --no-check > $R/ncu_$v.txt 2>&1; echo "ncu $v rc=$?"
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
