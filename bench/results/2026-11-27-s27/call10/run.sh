#!/usr/bin/env bash
# session 27, device call 10 (H100): compute-sanitizer memcheck and racecheck over the split-K row
# at the final code (its reduction changed this session), a few split and ragged calls, both
# layouts of A; the bench checks each result against cuBLAS.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c10; mkdir -p $R
S=6144x32x2048,35x700x2048,1000x33x777,129x65x3001
for tool in memcheck racecheck; do
  for t in NN TN; do
    timeout 70 compute-sanitizer --tool $tool --error-exitcode 1 $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $S --trans $t --warmup 1 --reps 2 > $R/${tool}_$t.txt 2>&1; echo "$tool $t rc=$?"
    grep -E "ERROR SUMMARY|RACECHECK SUMMARY|checked ok|WRONG" $R/${tool}_$t.txt | tail -3
  done
done
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
