#!/usr/bin/env bash
# session 27, device call 8 (H100): ea29d2a's bench: issue 13's DeepBench phase (AUTO, both dtypes,
# NN, cuBLAS in the same run), then issue 12's 4096^3 phases (interleaved after 2 s of heat, then
# each kernel alone, ABBA, 8 cycles), clock and power sampled.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c8; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
S=$!
timeout 150 $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1; echo "deepbench rc=$? $(( $(date +%s) - t0 ))s"
for t in NN TN; do
  timeout 40 $B --dtype f16 --variants auto --sizes 4096 --trans $t --heat 2 --csv $R/square_$t.csv > $R/square_$t.txt 2>&1; echo "square $t rc=$? $(( $(date +%s) - t0 ))s"
  timeout 60 $B --dtype f16 --variants auto --sizes 4096 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1; echo "alone $t rc=$? $(( $(date +%s) - t0 ))s"
done
kill $S
grep -hE "^auto" $R/square_*.txt $R/alone_*.txt
awk -F', *' '$2 > 1000 { n++; c += $2; p += $3 } END { if (n) printf "under load: %d samples, SM clock mean %.0f MHz, power mean %.0f W\n", n, c / n, p / n }' $R/power.csv
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
