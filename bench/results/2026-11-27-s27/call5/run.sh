#!/usr/bin/env bash
# session 27, device call 5 (H100): ncu on sgemm_splitk_64x32 at fp32 6144 x 32 x 2048, NN against TN
# and NT (where the NN k-loop's time goes), at 0d062dd.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; mkdir -p $R
M=smsp__average_warp_latency_issue_stalled_lg_throttle.ratio,smsp__average_warp_latency_issue_stalled_mio_throttle.ratio,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_short_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_math_pipe_throttle.ratio,smsp__average_warp_latency_issue_stalled_wait.ratio,smsp__average_warp_latency_issue_stalled_not_selected.ratio,smsp__average_warp_latency_issue_stalled_selected.ratio,smsp__average_warp_latency_issue_stalled_dispatch_stall.ratio,smsp__average_warp_latency_issue_stalled_tex_throttle.ratio,l1tex__t_requests_pipe_lsu_mem_global_op_ld.sum,l1tex__t_sectors_pipe_lsu_mem_global_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum,l1tex__throughput.avg.pct_of_peak_sustained_active,l1tex__lsu_writeback_active.avg.pct_of_peak_sustained_active,l1tex__t_sector_hit_rate.pct,smsp__inst_executed.sum,smsp__issue_active.avg.pct_of_peak_sustained_active,gpu__time_duration.sum,lts__t_sectors_srcunit_tex_op_read.sum,dram__bytes_read.sum,l1tex__m_xbar2l1tex_read_sectors.sum
for t in NN TN NT; do
  timeout 150 ncu --kernel-name regex:sgemm_splitk -c 1 --metrics $M --section WarpStateStats --section MemoryWorkloadAnalysis_Tables /tmp/s/f/bench --dtype f32 --variants sgemm_splitk_64x32 --shapes 6144x32x2048 --trans $t --warmup 1 --reps 1 --no-check > $R/ncu_$t.txt 2>&1; echo "ncu $t rc=$?"
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
