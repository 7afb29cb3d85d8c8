#!/usr/bin/env bash
# session 14, device call 3 (commit 766db51): call 2 timed hgemm_wgmma_128x128 at 1 x 4096 x 4096
# 28.7-29.6 us and at 2 x 4096 x 4096 23.7-24.9 (ncu, no cache flush, no clock lock). ncu's full
# set on one launch of each, same conditions, to see where the one-row call loses 5 us.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
for s in 1x4096x4096 2x4096x4096; do
  timeout 150 ncu --set full --cache-control none --clock-control none --kernel-name regex:hgemm_wgmma --launch-skip 10 --launch-count 1 \
    $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x128 --shapes $s --reps 10 --warmup 2 > $R/ncu_full_$s.txt 2>&1
  echo "$s: rc $? $(grep -E ' Duration' $R/ncu_full_$s.txt | head -1)"
done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
