#!/usr/bin/env bash
# session 50, device call 3 (H200). s50c = f5d52f7 (AUTO prices the 192 x 192 rows at 700). The
# host probe changed 200 of 1849 picks; every sixth of them by predicted gain (s50_sample.txt),
# grouped by layout and old/new pick (s50_groups.txt): old pick, new pick and AUTO named in one
# invocation, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50c.txz -C /tmp/s
B=/tmp/s/s50c/b90/bench/tcgemm-bench
R=$OUT/c3; rm -rf $R; mkdir -p $R
G=bench/results/2026-11-29-s50/call3/s50_groups.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $B --dtype f16 --variants $v --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
  done < $G
done
echo done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
