#!/usr/bin/env bash
# session 19, device call 4: binaries of f136199 (the code as committed). compute-sanitizer
# memcheck found an out-of-bounds read of the skinny ring (hgemm_skinny's stream kernel, L-major
# misaligned W) under hgemm_repack's GPU tests in call 1: is it there at f136199, and on which calls
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
t0=$(date +%s)
for v in hgemm_skinny hgemm_repack; do
  for sh in 1x300x77 300x1x77 1x300x77+8 7x5x3+3 1x136x264 33x17x300+5@6; do
    for tr in NN NT; do
      for o in row; do
        timeout 30 compute-sanitizer --tool memcheck --error-exitcode 9 $B/bench/tcgemm-bench --dtype f16 --variants $v --shapes $sh --trans $tr --order $o --reps 1 --warmup 0 > $R/one.txt 2>&1
        rc=$?
        [ $rc -ne 0 ] && { echo "$v $sh $tr $o rc $rc"; grep -m3 -E "Invalid|Access|nearest" $R/one.txt; }
      done
    done
  done
done > $R/memcheck_bench.txt 2>&1
echo "bench memcheck done at $(( $(date +%s) - t0 )) s"; head -40 $R/memcheck_bench.txt
timeout 200 compute-sanitizer --tool memcheck $B/tests/test_gemm_gpu hgemm_skinny > $R/memcheck_skinny.txt 2>&1
echo "skinny tests memcheck rc $? at $(( $(date +%s) - t0 )) s"; grep -m5 -E "Invalid|Access|nearest|passed|ERROR SUMMARY" $R/memcheck_skinny.txt
rm -f $R/one.txt
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
