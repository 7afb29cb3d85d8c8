#!/usr/bin/env bash
# session 34, device call 6 (H100): where the small fp16 misses spend their time. ncu (clock not
# locked) times every kernel AUTO launches for 1021^3, 1000^3, 127 x 8191 x 4093 and the aligned
# 1024^3 and 128 x 8192 x 4096, g = f5333d9's bench (3 timed runs each, no check, so that only
# AUTO's kernels and cuBLAS's run).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34gh.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
B=/tmp/s/g/b90/bench/tcgemm-bench
for sh in 1021x1021x1021 1000x1000x1000 1024x1024x1024 127x8191x4093 128x8192x4096; do
  timeout 100 ncu --clock-control none --metrics gpu__time_duration.sum,launch__grid_size,launch__cluster_dim_x \
    $B --dtype f16 --variants auto --shapes $sh --warmup 1 --reps 3 --no-check > $R/ncu_$sh.txt 2>&1; echo "$sh rc=$?"
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
