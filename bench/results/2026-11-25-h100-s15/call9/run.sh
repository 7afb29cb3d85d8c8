#!/usr/bin/env bash
# session 15, device call 9 (commit 9f20356): ncu's full set on one launch of hgemm_wgmma_64x64 at
# 4096 x 16 x 4096 and 4096 x 64 x 4096 (NN, same 64 tiles): where do the 4.4 us go?
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c9; mkdir -p $R
for s in 4096x16x4096 4096x64x4096; do
  timeout 150 ncu --set full --cache-control none --clock-control none --kernel-name regex:hgemm_wgmma --launch-skip 10 --launch-count 1 \
    $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64 --shapes $s --reps 10 --warmup 2 > $R/ncu_full_$s.txt 2>&1
  echo "$s: rc $? $(grep -E ' Duration' $R/ncu_full_$s.txt | head -1)"
done
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
