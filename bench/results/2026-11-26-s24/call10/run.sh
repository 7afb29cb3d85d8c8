#!/usr/bin/env bash
# session 24, device call 10 (H100): issue 12's phases with the bench of call 8 (Hopper kernels of these shapes as ab64224):
# AUTO against cuBLAS at 4096^3 and 8192^3, NN and TN, interleaved after 2 s of heat, and each
# kernel timed alone (ABBA, 8 cycles), as chapter 05's "Alone, in cycles"; SM clock and board power
# sampled during the call.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
B=/tmp/s/c8/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
S=$!
for t in NN TN; do
  $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --heat 2 --csv $R/square_$t.csv > $R/square_$t.txt 2>&1
  $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1
done
kill $S
grep -hE "^auto" $R/square_*.txt $R/alone_*.txt
awk -F', *' '$2 > 1000 { n++; c += $2; p += $3 } END { if (n) printf "under load: %d samples, SM clock mean %.0f MHz, power mean %.0f W\n", n, c / n, p / n }' $R/power.csv
rm -f $R/power.csv
