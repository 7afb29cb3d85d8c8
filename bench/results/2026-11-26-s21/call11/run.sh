#!/usr/bin/env bash
# session 21, device call 11 (H100): call 10's racecheck hazard in full: fp16 35 x 700 x 2048 and
# 35 x 6400 x 2048 on hgemm_skinny at 516282e (new) and at 96d58b2 (old), every hazard printed.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT
for v in b90 old; do for s in 35x700x2048 35x6400x2048 35x8457x4096; do
  timeout 120 compute-sanitizer --tool racecheck --racecheck-report all --kernel-regex kns=stream_kernel --print-limit 20 \
    /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $s --warmup 0 --reps 1 > $R/race_${v}_$s.txt 2>&1
  echo "$v $s rc $? $(grep -h 'RACECHECK SUMMARY' $R/race_${v}_$s.txt)"
done; done
grep -h -A12 "Error\|Warning" $R/race_b90_35x700x2048.txt | head -60
