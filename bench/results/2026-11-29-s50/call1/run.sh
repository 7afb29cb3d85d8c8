#!/usr/bin/env bash
# session 50, device call 1 (H200). s50a = e8b35ef (kernels as f9ad44d). (1) ncu of cuBLAS and of
# AUTO at fp16 3000^3 and 3008^3 NN: which kernel cuBLAS runs where rows start 16 bytes off a
# 32-byte sector, and the L2 requests and sectors each kernel makes. (2) ncu of AUTO
# (sgemm_splitk_64x32) and of cuBLAS at fp32 6144 x 32 x 2048 NN: instructions, stalls,
# occupancy, per kernel. (3) gpu_suite.sh --extra on s50a (issues 12, 13, 14 again).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50a.txz -C /tmp/s
B=/tmp/s/s50a/b90/bench/tcgemm-bench
R=$OUT/c1; rm -rf $R; mkdir -p $R
M=gpu__time_duration.sum,sm__cycles_elapsed.avg,dram__bytes_read.sum,lts__t_bytes.sum,lts__t_requests_srcunit_tex.sum,lts__t_sectors_srcunit_tex.sum,lts__t_sectors_srcunit_ltcfabric.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,launch__grid_size,launch__block_size,launch__cluster_dim_x,launch__cluster_dim_y
for s in 3000x3000x3000 3008x3008x3008; do
  timeout 150 ncu --metrics $M --launch-count 40 $B --dtype f16 --variants auto --shapes $s --reps 2 --warmup 1 --no-check > $R/ncu_f16_$s.txt 2>&1; echo "ncu $s rc=$?"
  grep -E "^  [a-zA-Z_]|gpu__time_duration|lts__t_requests|lts__t_sectors_srcunit_tex" $R/ncu_f16_$s.txt | head -40
done
timeout 150 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats --section MemoryWorkloadAnalysis --section InstructionStats --launch-count 12 $B --dtype f32 --variants auto --shapes 6144x32x2048 --reps 2 --warmup 1 --no-check > $R/ncu_f32_6144x32x2048.txt 2>&1; echo "ncu f32 rc=$?"
grep -E "^  [a-zA-Z_]|Duration|Executed Ipc A|Achieved Occupancy|Registers Per|Block Size|Grid Size|Warp Cycles Per Issued|Stall" $R/ncu_f32_6144x32x2048.txt | head -60
TCGEMM_COMMIT=e8b35ef BUILD=/tmp/s/s50a/b90 OUT=$R/x timeout 260 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
