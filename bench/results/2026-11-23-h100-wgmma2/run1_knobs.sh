#!/usr/bin/env bash
# scratch: issue 12 experiments (env-selected configs of the c2 row)
B=.devcarry/exp/tcgemm-bench
O=$OUT/exp.txt
nvidia-smi --query-gpu=name,driver_version,clocks.sm,power.draw --format=csv >> $O
run() { # label env... -- bench args
  echo "=== $*" >> $O
  env "$@" >> $O 2>&1
}
V=hgemm_wgmma_128x256_c2
for rep in 1 2; do
for cfg in "TCGEMM_EXP=0" "TCGEMM_EXP_PROMO=0" "TCGEMM_EXP_PROMO=128" "TCGEMM_EXP=1" "TCGEMM_EXP=2" "TCGEMM_EXP=3" "TCGEMM_EXP=4"; do
  run $cfg $B --dtype f16 --variants $V --sizes 4096 --trans NN --reps 30
  run $cfg $B --dtype f16 --variants $V --sizes 4096 --trans TN --reps 30
done
done
for cfg in "TCGEMM_EXP=0" "TCGEMM_EXP=3" "TCGEMM_EXP=4"; do
  run $cfg $B --dtype f16 --variants $V,hgemm_wgmma_128x256_c2_sk --sizes 3072,8192,2048 --trans NN --reps 20
  run $cfg $B --dtype f16 --variants $V --shapes 4096x12288x4096,4096x11008x4096,2048x14336x4096 --trans NN --reps 20
done
run TCGEMM_EXP=5 $B --dtype f16 --variants $V --sizes 4096,8192 --trans NN --reps 30 --no-check
for cfg in "TCGEMM_EXP=0" "TCGEMM_EXP=3" "TCGEMM_EXP=4"; do
  echo "=== ncu $cfg" >> $O
  env $cfg ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,lts__t_bytes.sum,sm__cycles_elapsed.avg.per_second -k regex:hgemm_wgmma -c 1 $B --dtype f16 --variants $V --sizes 4096 --warmup 0 --reps 1 --no-check >> $O 2>&1
done
echo "=== ncu sk row" >> $O
ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,lts__t_bytes.sum,sm__cycles_elapsed.avg.per_second -k regex:hgemm_wgmma -c 1 $B --dtype f16 --variants hgemm_wgmma_128x256_c2_sk --sizes 4096 --warmup 0 --reps 1 --no-check >> $O 2>&1
