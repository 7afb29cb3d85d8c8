#!/usr/bin/env bash
# session 44, device call 5 (H200), build s44r (2423767 + TCGEMM_SPLITK_PAIRS=1: the fp32 split-K
# row's k-contiguous A loaded as two rows of one k quad a thread and stored transposed as four
# 8-byte pairs, not eight scalars; the inner loop and shared layout unchanged). Question: call 4
# found NN's extra time in short-scoreboard and MIO-throttle stalls with the same shared-memory
# wavefronts as TN and three times its store instructions; is the count of stores the cost? The
# row's GPU tests with the pairs, both ways alternated twice, NN and TN (and NT, TT: B k-contiguous
# keeps its scalar stores).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44r.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
TCGEMM_SPLITK_PAIRS=1 timeout 250 stdbuf -oL $T sgemm_splitk_64x32 > $R/tests_pairs.log 2>&1; echo "tests rc=$?"
grep -E "^FAIL" $R/tests_pairs.log | head -5; tail -2 $R/tests_pairs.log
S=6144x32x2048,4096x32x4096,35x700x2048,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,4224x1500x176,5124x700x2048
for r in 1 2; do
  for x in scalars pairs; do
    e=TCGEMM_NONE=1; [ $x = pairs ] && e=TCGEMM_SPLITK_PAIRS=1
    for t in NN TN NT; do
      env $e $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $S --trans $t --reps 30 --csv $R/$x.$r$t.csv > $R/$x.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R scalars pairs
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
