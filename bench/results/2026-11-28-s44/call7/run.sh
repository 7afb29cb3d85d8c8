#!/usr/bin/env bash
# session 44, device call 7 (H200), build s44f (80b585b + the fp32 split-K row's 64 x 32 tile as
# four warps of 32 x 16, thread tile 4 x 4, on TCGEMM_SPLITK_FOUR=16: 16-deep slices, 6 blocks an
# SM, 80 registers, 24 bytes spilled; =8: 8-deep, 7 blocks, 72 registers; unset: the row as it is,
# two warps of 32 x 32, 8 x 4). Question: calls 4-6 left the NN calls' extra time as latency
# (short-scoreboard stalls with 3.7 warps a scheduler); do 6-7 warps a scheduler hide it? Bench
# only (every result checked against cuBLAS), the three alternated twice, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44f.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
S=6144x32x2048,4096x32x4096,35x700x2048,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,4224x1500x176,5124x700x2048
for r in 1 2; do
  for f in 0 16 8; do
    for t in NN TN; do
      TCGEMM_SPLITK_FOUR=$f $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $S --trans $t --reps 30 --csv $R/f$f.$r$t.csv > $R/f$f.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R f0 f16 f8
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
