#!/usr/bin/env bash
# session 50, device call 8 (H200). s50e = 58b6f6f. Issue 12's alone timing (the --extra phases'
# command: AUTO, then cuBLAS, in blocks of their own, 8 cycles, after 2 s of heat) three more
# times each for NN and TN at 4096^3 and 8192^3, for the spread of the ratio at one build.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50e.txz -C /tmp/s
B=/tmp/s/s50e/b90/bench/tcgemm-bench
R=$OUT/c8; rm -rf $R; mkdir -p $R
for r in 1 2 3; do for t in NN TN; do
  $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_${t}_r$r.csv > $R/alone_${t}_r$r.txt 2>&1 || echo "r$r $t rc=$?"
  grep -h "^auto" $R/alone_${t}_r$r.txt | awk -v r=$r '{print "r" r, $3, $5, $9}'
done; done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
