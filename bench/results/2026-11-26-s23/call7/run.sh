#!/usr/bin/env bash
# session 23, device call 7 (H100): racecheck's report on the fp16 ring, old (4040e2a) and new
# (X [k][s] in wider boxes): call 6 saw one hazard over 6144 x 48 x 2048 and 4096 x 32 x 4096
# (call 2, with per-stage mbarriers, one over 35 x 700 x 2048). Each shape alone, the reports kept.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for v in old b90; do for s in 6144x48x2048 4096x32x4096 35x700x2048 1024x16x100000; do
  timeout 100 compute-sanitizer --tool racecheck --racecheck-report all --kernel-regex kns=stream_kernel --error-exitcode 9 \
    /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $s --warmup 0 --reps 1 > $R/rc_${v}_$s.txt 2>&1
  echo "$v $s rc $? | $(grep -hE 'RACECHECK SUMMARY' $R/rc_${v}_$s.txt) | $(grep -cE 'Error|Warning' $R/rc_${v}_$s.txt) lines"
done; done
grep -h -m1 -B2 -A14 -E "Error|Warning" $R/rc_*.txt | head -80 > $R/first_reports.txt
cat $R/first_reports.txt | head -60
for f in $R/rc_*.txt; do grep -E "RACECHECK SUMMARY" $f > /dev/null && head -c 4000 $f > $f.head && mv $f.head $f; done
