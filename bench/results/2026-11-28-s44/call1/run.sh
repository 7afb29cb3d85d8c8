#!/usr/bin/env bash
# session 44, device call 1 (H200), build s44d (48f69c0 + the split-K row's k-slice as a template
# parameter, chosen by TCGEMM_SPLITK_DEEP for this A/B: unset = 8-deep slices, 8 blocks an SM;
# 6 = 16-deep, 6 blocks an SM (168 registers, 24 bytes spilled); 5 = 16-deep, 5 blocks an SM (194
# registers)). Question: is fp32 NN at 6144 x 32 x 2048 (0.88x cuBLAS) held by its 32-byte row
# pieces a slice and the one slice of loads in flight? The row's GPU tests in each setting, then
# the three alternated twice on the split-K calls, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44d.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
for d in 0 6 5; do
  (TCGEMM_SPLITK_DEEP=$d timeout 200 stdbuf -oL $T sgemm_splitk_64x32 > $R/tests_$d.log 2>&1; echo "deep=$d tests rc=$?" >> $R/rc.txt) &
done
wait; cat $R/rc.txt
for d in 0 6 5; do grep -E "^FAIL" $R/tests_$d.log | head -3; tail -1 $R/tests_$d.log; done
S=6144x32x2048,4096x32x4096,35x700x2048,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,4224x1500x176,1024x700x512,5124x700x2048
for r in 1 2; do
  for d in 0 6 5; do
    for t in NN TN; do
      TCGEMM_SPLITK_DEEP=$d $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $S --trans $t --reps 30 --csv $R/d$d.$r$t.csv > $R/d$d.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R d0 d6 d5
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
