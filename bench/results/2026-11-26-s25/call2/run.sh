#!/usr/bin/env bash
# session 25, device call 2 (H100): ncu (full set) on the fp32 skinny ring at 6144 x 32 x 2048 NN
# (deep grid, 32 rows) and 6144 x 16 x 2048 NN, d6d1cc1's kernels.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
R=$OUT/c2; mkdir -p $R
B=/tmp/s/c1/bench_base
for s in 6144x32x2048 6144x16x2048; do
  timeout 200 ncu --clock-control none --set full -k regex:stream_kernel --launch-skip 2 --launch-count 1 \
      --import-source no -o $R/$s $B --dtype f32 --variants sgemm_skinny --shapes $s --warmup 2 --reps 3 > $R/ncu_$s.log 2>&1
  ncu --import $R/$s.ncu-rep --page details > $R/details_$s.txt 2>&1
  ncu --import $R/$s.ncu-rep --page source --csv --print-source sass > $R/sass_$s.csv 2>&1
done
ls -la $R
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
