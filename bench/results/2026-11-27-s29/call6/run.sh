#!/usr/bin/env bash
# session 29, device call 6 (H100): f = acb638d; u = f with the staged epilogue's chunks all read
# from shared memory before any is stored (one wait for the loads per part, not five).
# fp16 AUTO on the staged shapes, f/u alternated three times; ncu cycles.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096+1,4096x4096x4096@1,4095x4095x4095,4093x4093x4093,8191x8191x8191,3001x4099x1999,2039x2039x2039,1021x1021x1021,4096x4096x4096
for r in 1 2 3; do
  for b in f u; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 10 --warmup 3 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
for b in f u; do
  for s in 4096x4096x4096+1 4095x4095x4095; do
    timeout 60 ncu --kernel-name regex:wgmma -c 1 --metrics gpu__time_duration.sum,sm__cycles_elapsed.max /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu_${b}_$s.txt 2>&1; echo "ncu $b $s rc=$?"
  done
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
