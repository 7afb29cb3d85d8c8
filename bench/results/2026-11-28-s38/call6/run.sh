#!/usr/bin/env bash
# session 38, device call 6 (H100): issue 12's "alone" rule, repeated. AUTO and cuBLAS at 4096^3
# and 8192^3, NN and TN, each timed alone in 16 ABBA cycles after 2 s of heat, three times in a
# row, with the board's clock and power sampled (938f66a).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38q.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
sampler=$!
for i in 1 2 3; do
  for t in NN TN; do
    timeout 120 $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 16 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_${t}_$i.csv > $R/alone_${t}_$i.txt 2>&1
    echo "$t $i rc=$?"; grep "^auto" $R/alone_${t}_$i.txt
  done
done
kill $sampler
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
