#!/usr/bin/env bash
# session 44, device call 9 (H200), build s44k (the kept code: 80b585b + A's chunks by cp.async in
# the fp32 split-K row, no switch). The row's GPU tests, and compute-sanitizer memcheck / racecheck
# on ragged NN and NT calls of it (rows past m, k past the matrix inside a float4 and a chunk, lda a multiple of 4 so that the chunks serve: the zero
# fill), all at once on the one GPU.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44k.txz -C /tmp/s
R=$OUT/c9; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
(timeout 200 stdbuf -oL $T sgemm_splitk_64x32 > $R/tests.log 2>&1; echo "tests rc=$?" >> $R/rc.txt) &
for c in "memcheck 1001x33x1997+3 NN" "memcheck 6144x32x2050+2 NT" "racecheck 1001x33x1997+3 NN"; do
  set -- $c
  (timeout 150 compute-sanitizer --tool $1 --kernel-name kns=sgemm_splitk --error-exitcode 1 $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $2 --trans $3 --reps 1 --warmup 0 > $R/san_$1_$2_$3.txt 2>&1; echo "$c rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/san_$1_$2_$3.txt | head -1) $(grep -c ' ok ' $R/san_$1_$2_$3.txt) ok-lines" >> $R/rc.txt) &
done
wait
cat $R/rc.txt; grep -E "^FAIL" $R/tests.log | head -5; tail -2 $R/tests.log
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
