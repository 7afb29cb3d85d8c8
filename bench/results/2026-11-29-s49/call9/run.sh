#!/usr/bin/env bash
# session 49, device call 9 (H200). s49c = 507811d (descriptors from each step's address), s49d =
# f9ad44d (a step added to the tile's descriptor: the same bits, fewer instructions). (1) ncu of
# the cluster row at 4096^3 NN and TN on s49d (instructions, against call 8's 31.7M / 30.8M and
# cuBLAS's 16.9M / 17.0M). (2) Issue 12's alone timing (AUTO, then cuBLAS, in blocks of their own)
# at 4096^3 and 8192^3, the two builds alternated A B A B, NN and TN. (3) gpu_suite.sh --extra on
# s49d.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49cd.txz -C /tmp/s
R=$OUT/c9; rm -rf $R; mkdir -p $R
M=gpu__time_duration.sum,dram__bytes_read.sum,lts__t_bytes.sum,l1tex__data_pipe_lsu_wavefronts_mem_shared.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg
for t in NN TN; do
  timeout 100 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 /tmp/s/s49d/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans $t --reps 3 --warmup 2 --no-check > $R/ncu_s49d_$t.txt 2>&1; echo "ncu $t rc=$?"
done
grep -h "inst_executed\|cycles_elapsed" $R/ncu_s49d_*.txt
for r in 1 2; do for t in NN TN; do for b in s49c s49d; do
  /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4096x4096x4096,8192x8192x8192 --trans $t --alone --heat 2 --csv $R/alone_${b}_${t}_r$r.csv > $R/alone_${b}_${t}_r$r.txt 2>&1; echo "alone $b $t r$r rc=$?"
  grep -h "^auto" $R/alone_${b}_${t}_r$r.txt | awk -v b=$b '{print b, $3, $5, $6, $7, $8, $9}'
done; done; done
TCGEMM_COMMIT=f9ad44d BUILD=/tmp/s/s49d/b90 OUT=$R/x timeout 200 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
