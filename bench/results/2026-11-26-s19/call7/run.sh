#!/usr/bin/env bash
# session 19, device call 7: the skinny ring's exact edge chunks in the last stage of K, as 4-byte cp.async pieces (a plain load only for a last odd half;
# uncommitted). compute-sanitizer memcheck over the GPU tests of hgemm_skinny and hgemm_repack (call 4:
# out-of-bounds reads there at f136199); the skinny path and AUTO on DeepBench's fp16 shapes,
# old (f136199) and new alternated twice
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
B=/tmp/c/b90
R=$OUT/c7; mkdir -p $R
t0=$(date +%s)
for v in hgemm_skinny hgemm_repack; do
  timeout 170 stdbuf -oL compute-sanitizer --tool memcheck --error-exitcode 9 $B/tests/test_gemm_gpu $v > $R/memcheck_$v.txt 2>&1
  echo "memcheck $v rc $? at $(( $(date +%s) - t0 )) s"; grep -E "passed|ERROR SUMMARY" $R/memcheck_$v.txt | tail -3
done
for r in 1 2; do
  for w in old new; do
    bin=$B/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 60 $bin --dtype f16 --variants auto,hgemm_skinny --suite deepbench --csv $R/$w$r.csv > $R/$w$r.txt 2>&1
    echo "$w $r rc $? at $(( $(date +%s) - t0 )) s"
  done
done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
