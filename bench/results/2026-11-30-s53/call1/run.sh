#!/usr/bin/env bash
# session 53, device call 1 (H200). old = bdec3b8's bench (s52's final library); new = the same
# with the kernel's warpgroup index broadcast from lane 0 (__shfl_sync), so that the compiler
# can keep the consumers' stage addresses and wgmma descriptors in uniform registers.
# Question: does the cluster row at 4096^3 issue fewer instructions (s52: 29.10 M, 1.7x cuBLAS's),
# and does that move issue 12's alone ratios? ncu counts of both builds, then the alone timing
# (AUTO, then cuBLAS, blocks of their own, 2 s of heat) at 4096^3 and 8192^3, NN and TN,
# alternating old and new twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/u1.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
declare -A BIN=([old]=/tmp/s/old/tcgemm-bench [new]=/tmp/s/new/b90/bench/tcgemm-bench)
M=gpu__time_duration.sum,lts__t_bytes.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg
for b in old new; do
  timeout 100 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 ${BIN[$b]} --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/ncu_$b.txt 2>&1; echo "ncu $b rc=$?"
  grep -h "inst_executed\|cycles_elapsed\|duration\|hmma\|lts__t_bytes" $R/ncu_$b.txt | sed "s/^/$b /"
done
for r in 1 2; do for b in old new; do for t in NN TN; do
  ${BIN[$b]} --dtype f16 --variants auto --shapes 4096x4096x4096,8192x8192x8192 --trans $t --alone --heat 2 --csv $R/alone_${b}_${t}_r$r.csv > $R/alone_${b}_${t}_r$r.txt 2>&1; echo "alone $b $t r$r rc=$?"
  grep -h "^auto" $R/alone_${b}_${t}_r$r.txt | awk -v b=$b '{print b, $3, $5, $6, $7, $8, $9}'
  grep -h "phase" $R/alone_${b}_${t}_r$r.txt | tail -1
done; done; done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
