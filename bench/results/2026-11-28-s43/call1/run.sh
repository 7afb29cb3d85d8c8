#!/usr/bin/env bash
# session 43, device call 1 (H200): the library at 54eb21d (kernels of 44f1caf, build s41h).
# Issue 13's fp16 DeepBench misses beside their transposed twins (the same bytes, W and X
# swapped in the skinny path's terms): is the miss the shape or the layout? AUTO, the skinny
# path and the 64 x 64 Hopper row named, the read probe beside them; then ncu on the skinny
# kernel for 4096x16x4096 NN against 16x4096x4096 NT.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41h.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
V=auto,hgemm_skinny,hgemm_wgmma_64x64
$B --dtype f16 --variants $V --shapes 4096x16x4096,6144x32x2048,4096x32x4096,7680x1x2560,2560x16x4096 --trans NN --read-probe --heat 1 --reps 200 > $R/nn.txt 2>&1
$B --dtype f16 --variants $V --shapes 16x4096x4096,32x6144x2048,32x4096x4096,1x7680x2560,16x2560x4096 --trans NT --read-probe --reps 200 > $R/nt.txt 2>&1
$B --dtype f16 --variants $V --shapes 16x4096x4096,32x6144x2048,32x4096x4096 --trans NN --read-probe --reps 200 > $R/nn_twin.txt 2>&1
$B --dtype f16 --variants $V --shapes 4096x16x4096,6144x32x2048 --trans TN --read-probe --reps 200 > $R/tn.txt 2>&1
$B --dtype f16 --variants $V --shapes 4096x16x4096,6144x32x2048,4096x16x4096 --trans NN --read-probe --reps 200 > $R/nn2.txt 2>&1
grep -E "^(auto|hgemm|read)" $R/*.txt | cut -c1-140
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sector_hit_rate.pct,launch__grid_size,launch__block_size,launch__cluster_dim_x,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__warps_active.avg.pct_of_peak_sustained_active,lts__t_bytes.sum,dram__bytes_write.sum
for t in "NN 4096x16x4096" "NT 16x4096x4096" "NN 6144x32x2048" "NT 32x6144x2048"; do
  set -- $t
  timeout 100 ncu --clock-control none --metrics $M -k regex:'^(?!.*fill_random).*' --launch-skip 4 --launch-count 4 $B --dtype f16 --variants auto --trans $1 --shapes $2 --reps 3 --warmup 2 > $R/ncu_$1_$2.txt 2>&1
  echo "== $t rc=$?"
  grep -E "^  [a-zA-Z_<].*\(|duration|dram__|hit_rate|grid_size|block_size|cluster_dim|sm__throughput|warps_active|lts__t_bytes" $R/ncu_$1_$2.txt | cut -c1-150 | head -40
done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
