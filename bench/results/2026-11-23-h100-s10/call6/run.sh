#!/usr/bin/env bash
# session 10, device call 6 (commit ba15af0): skinny and AUTO tests of both types; DeepBench (both
# dtypes) and the llm suite's decode rows with AUTO
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r6; mkdir -p $R
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do grep -vE "^device" $f | tail -3; done
timeout 120 $B/bench/tcgemm-bench --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
grep -E "^auto" $R/deepbench.txt | awk '{split($3,s,"x"); if (s[1]<=35 || s[2]<=35) print}' | cut -c1-112
for t in NN NT; do
  timeout 60 $B/bench/tcgemm-bench --dtype both --variants auto --trans $t --shapes 1x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_$t.txt 2>&1
  grep -E "^auto" $R/decode_$t.txt | cut -c1-112
done
cd $OUT && tar -czf r6.tgz r6 && rm -rf r6
