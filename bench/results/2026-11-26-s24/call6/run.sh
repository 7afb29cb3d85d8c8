#!/usr/bin/env bash
# session 24, device call 6 (H100): (1) racecheck over the 64 x 64 row with the old build (4b0769e)
# and the new (51f2bf1), narrow (n = 32) and wide (n = 64) B, to see whether the internal
# sanitizer error of call 5 is new; (2) at 51f2bf1: the DeepBench suite (AUTO, both dtypes) and
# decode 1-16 x 4096 x 4096 NT and NN (both dtypes).
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for b in bench_old tcgemm-bench; do
  for s in 704x24x1024 704x64x1024; do
    for v in hgemm_wgmma_64x64 hgemm_wgmma_128x128; do
      timeout 40 compute-sanitizer --tool racecheck --kernel-name kns=hgemm_wgmma_kernel /tmp/b90/b90/bench/$b \
        --dtype f16 --variants $v --warmup 1 --reps 1 --shapes $s > $R/race_tmp.txt 2>&1
      echo "$b $v $s rc=$? $(grep -cE 'Internal Sanitizer Error' $R/race_tmp.txt) internal errors; $(grep -E 'RACECHECK SUMMARY' $R/race_tmp.txt)" | tee -a $R/racecheck.txt
      cat $R/race_tmp.txt >> $R/racecheck_full.txt
    done
  done
done
rm -f $R/race_tmp.txt
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
for t in NT NN; do
  stdbuf -oL $B --dtype both --variants auto --trans $t --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_$t.txt 2>&1
done
grep -hE "^auto" $R/deepbench.txt $R/decode_NT.txt $R/decode_NN.txt | awk '{print $2,$3,$5,$6,$9,$11,$(NF-1)}' > $R/summary.txt
cat $R/summary.txt
cd $OUT && tar -czf ../c6.tgz . && rm -rf ./* && mv ../c6.tgz .
