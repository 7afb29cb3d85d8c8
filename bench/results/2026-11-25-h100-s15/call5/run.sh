#!/usr/bin/env bash
# session 15, device call 5 (commit 79e96e5): do the Hopper rows pay for B boxes that cross n
# (TMA zero fill), as they paid for A's rows past m? The same grids with n = 16 or 32 (half-empty
# B boxes) and n = 64 (full ones), NN and NT
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c5; mkdir -p $R
S=6144x32x2048,6144x64x2048,4096x16x4096,4096x64x4096,1760x16x1760,1760x64x1760,2560x32x2560,2560x64x2560,35x700x2048,64x704x2048,64x700x2048
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128
for t in NN NT; do
  timeout 100 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 30 --trans $t --shapes $S --csv $R/b_$t.csv > $R/b_$t.txt 2>&1
done
grep -E "^(auto|hgemm)" $R/b_*.txt | awk '{printf "%-40s %-16s %s %s %s\n",$1,$3,$5,$6,$9}'
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
