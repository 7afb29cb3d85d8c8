#!/usr/bin/env bash
# session 11, device call 6: #12's alone rule, repeated: AUTO and cuBLAS at 4096^3 NN and TN,
# 16 ABBA cycles (~4.8 s of runs per kernel), three repeats each after 2 s of heat
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c6; mkdir -p $R
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
    --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
S=$!
for rep in 1 2 3; do
  for t in NN TN; do
    timeout 100 $B/bench/tcgemm-bench --dtype f16 --variants auto --sizes 4096 --trans $t --alone --cycles 16 --heat 2 --reps 30000 --warmup 500 --csv $R/alone_${t}_$rep.csv > $R/alone_${t}_$rep.txt 2>&1
    echo "rep $rep $(grep -E '^auto' $R/alone_${t}_$rep.txt)"
  done
done
kill $S; wait $S 2>/dev/null
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
