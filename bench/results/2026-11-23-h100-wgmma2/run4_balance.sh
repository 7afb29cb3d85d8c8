#!/usr/bin/env bash
tar xzf .devcarry/x.tgz -C .devcarry
B=.devcarry/x/tcgemm-bench
O=$OUT/balance.txt
for rep in 1 2 3; do
for cfg in "TCGEMM_EXP_NONE=1" "TCGEMM_EXP_BALANCE=1"; do
  echo "=== $cfg" >> $O
  env $cfg $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --sizes 4096 --trans NN --reps 30 2>&1 | grep "^hgemm" >> $O
  env $cfg $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --sizes 4096 --trans TN --reps 30 2>&1 | grep "^hgemm" >> $O
  env $cfg $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --sizes 4096,8192 --trans NN --reps 30 --alone 2>&1 | grep "^hgemm" >> $O
done
done
for cfg in "TCGEMM_EXP_NONE=1" "TCGEMM_EXP_BALANCE=1"; do
  echo "=== ncu $cfg" >> $O
  env $cfg ncu --metrics gpu__time_duration.sum,sm__cycles_elapsed.avg.per_second -k regex:hgemm_wgmma -c 1 $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --sizes 4096 --warmup 0 --reps 1 --no-check 2>&1 | grep -E "duration|elapsed" >> $O
done
cat $O
