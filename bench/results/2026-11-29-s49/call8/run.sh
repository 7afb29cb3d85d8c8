#!/usr/bin/env bash
# session 49, device call 8 (H200). s49c = 507811d. Issue 12's last points: what the cluster row
# and cuBLAS's kernel each move and issue at 4096^3 (NN and TN), under ncu (clocks locked by
# ncu's default, so bytes and instruction counts, not times, are the comparison): DRAM and L2
# bytes, shared-memory wavefronts, instructions, tensor-pipe activity, the launch shape.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49c.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
B=/tmp/s/s49c/b90/bench/tcgemm-bench
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_bytes.sum,lts__t_sectors_srcunit_tex_op_read_lookup_hit.sum,lts__t_sectors_srcunit_tex_op_read.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg,launch__grid_size,launch__block_size,launch__cluster_dim_x,launch__cluster_dim_y,launch__registers_per_thread,launch__shared_mem_per_block_dynamic
for t in NN TN; do
  timeout 120 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans $t --reps 3 --warmup 2 --no-check > $R/ncu_ours_$t.txt 2>&1; echo "ours $t rc=$?"
  timeout 120 ncu --metrics $M -k regex:'^(sm90|nvjet|cutlass|xmma)' --launch-skip 3 --launch-count 1 $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans $t --reps 3 --warmup 2 --no-check > $R/ncu_cublas_$t.txt 2>&1; echo "cublas $t rc=$?"
done
for f in $R/ncu_*.txt; do echo "== $f"; grep -E "^  [a-zA-Z_].*\(|duration|dram__|lts__|wavefronts|inst_executed|hmma|cycles_elapsed|grid_size|block_size|cluster_dim|registers|shared_mem" $f | cut -c1-150; done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
