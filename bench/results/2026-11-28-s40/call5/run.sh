#!/usr/bin/env bash
# session 40, device call 5 (H200): build b (76e6846): ncu on the two fp16 DeepBench calls that
# stay below cuBLAS by more than 3%: AUTO's kernel and cuBLAS's (the bench's reference) on
# 6144 x 32 x 2048 and 1024 x 16 x 500000 NN: time, DRAM bytes and throughput, L2 hit rate, SM
# throughput, grid. The bench's own fill kernels are filtered out by name.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/b && tar -xJf .devcarry/s40b.txz -C /tmp/s/b
R=$OUT/c5; rm -rf $R; mkdir -p $R
B=/tmp/s/b/q/b90/bench/tcgemm-bench
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sector_hit_rate.pct,launch__grid_size,launch__block_size,launch__cluster_dim_x,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__warps_active.avg.pct_of_peak_sustained_active
for s in 6144x32x2048 1024x16x500000; do
  timeout 120 ncu --clock-control none --metrics $M -k regex:'^(?!.*fill_random).*' --launch-skip 4 --launch-count 4 $B --dtype f16 --variants auto --shapes $s --reps 3 --warmup 2 > $R/ncu_$s.txt 2>&1
  echo "== $s rc=$?"
  grep -E "^  [a-zA-Z_<].*\(|duration|dram__|hit_rate|grid_size|block_size|cluster_dim|sm__throughput|warps_active" $R/ncu_$s.txt | cut -c1-150 | head -44
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
