#!/usr/bin/env bash
# session 51, device call 4 (H200). s51a = 639b7ef. ncu of cuBLAS and of our rows at fp16 1000^3
# and 1024^3 NN (issue 14: 1000^3 reads 0.71 of 1024^3 in AUTO, 0.98 in cuBLAS): which kernel
# cuBLAS runs on rows 2000 bytes apart, its time, L2 requests and sectors, against the 128 x 64
# and 128 x 128 rows.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51a.txz -C /tmp/s
B=/tmp/s/s51a/b90/bench/tcgemm-bench
R=$OUT/c4; rm -rf $R; mkdir -p $R
M=gpu__time_duration.sum,sm__cycles_elapsed.avg,dram__bytes_read.sum,lts__t_bytes.sum,lts__t_requests_srcunit_tex.sum,lts__t_sectors_srcunit_tex.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,launch__grid_size,launch__block_size,launch__cluster_dim_x,launch__cluster_dim_y
for s in 1000x1000x1000 1024x1024x1024; do
  timeout 150 ncu --metrics $M -k regex:"^(?!fill)" --launch-count 24 $B --dtype f16 --variants hgemm_wgmma_128x64,hgemm_wgmma_128x128 --shapes $s --reps 2 --warmup 1 --no-check > $R/ncu_f16_$s.txt 2>&1; echo "ncu $s rc=$?"
done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
