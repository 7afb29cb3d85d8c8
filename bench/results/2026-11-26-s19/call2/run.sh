#!/usr/bin/env bash
# session 19, device call 2 (probe): the inline copy's step size (k-blocks a step, from the
# probe's TCGEMM_PROBE_STEP; not committed) on misaligned shapes; every variant at 1000^3/1024^3
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
t0=$(date +%s)
S=4096x4096x4096+1,4095x4095x4095,1021x1021x1021,127x8191x4093,2039x2039x2039
for st in 1 4 16 64; do
  TCGEMM_PROBE_STEP=$st timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/step$st.csv > $R/step$st.txt 2>&1
  echo "step $st rc $? at $(( $(date +%s) - t0 )) s"; grep -E "^auto" $R/step$st.txt | awk '{print $3, $7, $8, $9}'
done
timeout 120 $B/bench/tcgemm-bench --dtype f16 --variants all --shapes 1000x1000x1000,1024x1024x1024 --csv $R/small.csv > $R/small.txt 2>&1
echo "small rc $? at $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
