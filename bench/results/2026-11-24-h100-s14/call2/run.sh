#!/usr/bin/env bash
# session 14, device call 2 (commit 766db51): why hgemm_wgmma_128x128 takes ~30 us at 1 x 4096 x
# 4096 in the bench and ~24 at 2 x 4096 x 4096 when ncu (call 1) timed both kernels at 28.1-28.6
# us: ncu without its cache flush and clock lock, five launches each, against the bench's rows
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
for t in NN TN; do
  timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x128,hgemm_skinny --trans $t --reps 50 --shapes 1x4096x4096,2x4096x4096,1x4104x4096,1x4096x4104 > $R/bench_$t.txt 2>&1
  grep -E "^hgemm" $R/bench_$t.txt | cut -c1-100
done
for s in 1x4096x4096 2x4096x4096; do
  timeout 60 ncu --cache-control none --clock-control none --kernel-name regex:hgemm_wgmma --launch-skip 10 --launch-count 5 --metrics gpu__time_duration.sum,dram__bytes_read.sum,lts__t_bytes.sum \
    $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x128 --shapes $s --reps 10 --warmup 2 > $R/ncu_$s.txt 2>&1
  echo "$s: $(grep -E 'gpu__time_duration' $R/ncu_$s.txt | awk '{print $NF}' | tr '\n' ' ')"
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
