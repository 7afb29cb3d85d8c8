#!/usr/bin/env bash
# session 27, device call 1 (H100): sgemm_splitk_64x32's k-loop by cp.async stages (s4: 4 stages,
# s6: 6) and its reduction two splits at a time, against the build at ec3ec60 (old), alternated.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
timeout 200 /tmp/s/s4/test sgemm_splitk_64x32 > $R/tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - t0 ))s"; tail -3 $R/tests.log
S1=6144x32x2048,6144x16x2048,4096x16x4096,4096x32x4096,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,1024x700x512,5124x700x2048,4224x1500x176,35x700x2048,1024x1024x1024,4096x4096x4096
S2=6144x32x2048,2560x64x2560,7680x128x2560
for r in 1 2; do
  for b in old s4 s6; do
    V=sgemm_splitk_64x32; [ $b = old ] && V=sgemm_splitk_64x32,sgemm_skinny,sgemm_warptile_streamk_256x32,auto
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --shapes $S1 --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$? $(( $(date +%s) - t0 ))s"
    for t in NT TN; do
      stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$? $(( $(date +%s) - t0 ))s"
    done
  done
done
timeout 120 ncu --kernel-name regex:sgemm_splitk -c 1 --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis /tmp/s/s4/bench --dtype f32 --variants sgemm_splitk_64x32 --shapes 6144x32x2048 --warmup 1 --reps 1 --no-check > $R/ncu.txt 2>&1; echo "ncu rc=$? $(( $(date +%s) - t0 ))s"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
