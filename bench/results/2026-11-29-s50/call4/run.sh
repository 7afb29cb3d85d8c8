#!/usr/bin/env bash
# session 50, device call 4 (H200). s50d = 0ab5f5e (the 192 x 192 rows at 700 TFLOPS with their k-loop, 13.0 and 14.0 ns). The
# host probe changes 138 of 1849 picks; every fourth of the 110 not timed in calls 2-3, by predicted gain (s50_sample2.txt),
# grouped by layout and old/new pick (s50_groups2.txt): old pick, new pick and AUTO named in one
# invocation, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50d.txz -C /tmp/s
B=/tmp/s/s50d/b90/bench/tcgemm-bench
R=$OUT/c4; rm -rf $R; mkdir -p $R
G=bench/results/2026-11-29-s50/call4/s50_groups2.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $B --dtype f16 --variants $v --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
  done < $G
done
echo done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
