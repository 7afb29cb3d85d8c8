#!/usr/bin/env bash
# session 53, device call 3 (H200). old = bdec3b8; uni1 = call 1's `new` (warpgroup index
# broadcast: descriptors in uniform registers); uni2 = uni1 with the descriptors' high words
# constants and their low words stepped by 32-bit adds from stage 0's (OperandDescriptor).
# ncu counts of uni1 and uni2 (cluster row, 4096^3 NN), uni2's SASS source counters, then the
# alone timing (AUTO, then cuBLAS, 2 s of heat) at 4096^3 and 8192^3, NN and TN, in the order
# old uni1 uni2 uni2 uni1 old.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/u2.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
declare -A BIN=([old]=/tmp/s/old/tcgemm-bench [uni1]=/tmp/s/uni1/tcgemm-bench [uni2]=/tmp/s/uni2/b90/bench/tcgemm-bench)
M=gpu__time_duration.sum,lts__t_bytes.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg
for b in uni1 uni2; do
  timeout 100 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 ${BIN[$b]} --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/ncu_$b.txt 2>&1; echo "ncu $b rc=$?"
  grep -h "inst_executed\|cycles_elapsed\|duration\|hmma\|lts__t_bytes" $R/ncu_$b.txt | sed "s/^/$b /"
done
timeout 150 ncu --section SourceCounters -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 -o $R/src ${BIN[uni2]} --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/src.log 2>&1; echo "src rc=$?"
timeout 60 ncu -i $R/src.ncu-rep --page source --csv --print-source sass > $R/sass_uni2.csv 2> $R/sass.err; echo "sass rc=$? lines $(wc -l < $R/sass_uni2.csv)"
rm -f $R/src.ncu-rep
i=0
for b in old uni1 uni2 uni2 uni1 old; do i=$((i+1)); for t in NN TN; do
  ${BIN[$b]} --dtype f16 --variants auto --shapes 4096x4096x4096,8192x8192x8192 --trans $t --alone --heat 2 --csv $R/alone_${i}_${b}_${t}.csv > $R/alone_${i}_${b}_${t}.txt 2>&1; echo "alone $i $b $t rc=$?"
  grep -h "^auto" $R/alone_${i}_${b}_${t}.txt | awk -v b=$b '{print b, $3, $5, $6, $7, $8, $9}'
done; done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
