#!/usr/bin/env bash
B=.devcarry/exp/tcgemm-bench
O=$OUT/exp2.txt
V=hgemm_wgmma_128x256_c2
M=gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,dram__bytes_write.sum
for cfg in "TCGEMM_EXP=0" "TCGEMM_EXP=5" "TCGEMM_EXP=6" "TCGEMM_EXP_DIRECT=1" "TCGEMM_EXP=7"; do
  echo "=== ncu $cfg" >> $O
  env $cfg ncu --metrics $M -k regex:hgemm_wgmma -c 1 $B --dtype f16 --variants $V --sizes 4096 --warmup 0 --reps 1 --no-check 2>&1 | grep -E "duration|elapsed|tensor|dram" >> $O
done
for rep in 1 2; do
for cfg in "TCGEMM_EXP=0" "TCGEMM_EXP=7" "TCGEMM_EXP=8"; do
  echo "=== $cfg" >> $O
  env $cfg $B --dtype f16 --variants $V --sizes 4096,8192,3072 --trans NN --reps 30 2>&1 | grep "^hgemm" >> $O
  env $cfg $B --dtype f16 --variants $V --sizes 4096 --trans TN --reps 30 2>&1 | grep "^hgemm" >> $O
done
done
for cfg in "TCGEMM_EXP=5" "TCGEMM_EXP=6" "TCGEMM_EXP_DIRECT=1"; do
  echo "=== $cfg" >> $O
  env $cfg $B --dtype f16 --variants $V --sizes 4096,8192 --trans NN --reps 30 --no-check 2>&1 | grep "^hgemm" >> $O
done
echo "=== alone EXP=7" >> $O
TCGEMM_EXP=7 $B --dtype f16 --variants $V --sizes 4096,8192 --trans NN --reps 30 --alone 2>&1 | grep "^hgemm" >> $O
TCGEMM_EXP=7 $B --dtype f16 --variants $V --sizes 4096,8192 --trans TN --reps 30 --alone 2>&1 | grep "^hgemm" >> $O
