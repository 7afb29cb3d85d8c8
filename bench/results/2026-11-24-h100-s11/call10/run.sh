#!/usr/bin/env bash
# session 11, device call 10: alone at 4096^3 NN and TN, 16 ABBA cycles, the final build
# (af6c412) and 1963ea8 ("prev", without the device-side wait), alternating, after 2 s of heat
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c10; mkdir -p $R
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
    --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
S=$!
for rep in 1 2; do
  for bin in bench prev; do
    for t in NN TN; do
      timeout 100 $B/$bin/tcgemm-bench --dtype f16 --variants auto --sizes 4096 --trans $t --alone --cycles 16 --heat 2 --reps 30000 --warmup 500 --csv $R/alone_${bin}_${t}_$rep.csv > $R/alone_${bin}_${t}_$rep.txt 2>&1
      echo "rep $rep $bin $(grep -E '^auto' $R/alone_${bin}_${t}_$rep.txt | cut -c1-110)"
    done
  done
done
kill $S; wait $S 2>/dev/null
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
