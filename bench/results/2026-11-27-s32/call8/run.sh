#!/usr/bin/env bash
# session 32, device call 8 (H100): call 7's second question again, every hgemm_wgmma launch of
# the bench's run (call 7 took the first, which was not the timed call): the 64 x 64 row's k split
# (f) against whole tiles (h) at 1024 x 64 x 8192.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c8; mkdir -p $R
M=gpu__time_duration.sum,sm__cycles_active.avg,sm__cycles_active.max,dram__bytes_read.sum,launch__grid_size,launch__cluster_dim_x
for b in f h; do
  timeout 60 ncu --metrics $M --kernel-name regex:hgemm_wgmma --launch-count 4 --csv /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --warmup 1 --reps 1 --no-check --variants hgemm_wgmma_64x64 --shapes 1024x64x8192 > $R/split_$b.csv 2> $R/split_$b.err; echo "$b rc=$?"
  grep -E '"(gpu__time|sm__cycles|dram__|launch__)' $R/split_$b.csv | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'
done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
