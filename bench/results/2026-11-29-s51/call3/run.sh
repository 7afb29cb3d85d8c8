#!/usr/bin/env bash
# session 51, device call 3 (H200). s51a = 639b7ef. (1) AUTO on call 1's 41 sampled shapes, two
# rounds: does the library pick what the host probe said (the new row)? (2) gpu_suite.sh --extra
# (issues 12, 13, 14). (3) Issue 12's alone timing of 4096^3 twice more, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51a.txz -C /tmp/s
D=/tmp/s/s51a/b90
R=$OUT/c3; rm -rf $R; mkdir -p $R
G=bench/results/2026-11-29-s51/call1/s51_groups.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $D/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
  done < $G
done
TCGEMM_COMMIT=639b7ef BUILD=$D OUT=$R/x timeout 420 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
for r in 1 2; do for t in NN TN; do
  timeout 60 $D/bench/tcgemm-bench --dtype f16 --variants auto --sizes 4096 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_${t}_r$r.csv > $R/alone_${t}_r$r.txt 2>&1 || echo "alone r$r $t rc=$?"
done; done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
