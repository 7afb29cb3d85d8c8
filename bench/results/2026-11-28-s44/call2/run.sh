#!/usr/bin/env bash
# session 44, device call 2 (H200), build s44p (48f69c0 + B of exactly 32 columns read packed by
# the narrow 64 x 64 row: 128-byte rows of two k rows, the halves of every other four lines
# swapped into the 64-byte swizzle by producer warp 1; TCGEMM_B_UNPACKED=1 turns it off for this
# A/B). Question: does 6144 x 32 x 2048 NN (0.93x cuBLAS; half its L2 requests B's 64-byte rows,
# call 9 of the forty-third session) reach its NT twin's time once B's requests halve? The row's
# GPU tests, compute-sanitizer over packed calls, then both ways alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44p.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
timeout 150 stdbuf -oL $T hgemm_wgmma_64x64 > $R/tests.log 2>&1; echo "tests rc=$?"
grep -E "^FAIL" $R/tests.log | head -5; tail -2 $R/tests.log
for c in "memcheck 6144x32x2048 NN" "memcheck 4100x32x1000 TN" "synccheck 6144x32x2048 NN" "memcheck 1024x32x8192 NN"; do
  set -- $c
  timeout 60 compute-sanitizer --tool $1 --kernel-name kns=hgemm_wgmma --error-exitcode 1 $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $2 --trans $3 --reps 1 --warmup 0 > $R/san_$1_$2_$3.txt 2>&1
  echo "$c rc=$? $(grep -E 'ERROR SUMMARY' $R/san_$1_$2_$3.txt | head -1) $(grep -c WRONG $R/san_$1_$2_$3.txt) wrong"
done
S=6144x32x2048,4096x32x4096,8192x32x2048,2560x32x4096,4100x32x1000,1024x32x8192,32x6144x2048
for r in 1 2; do
  for x in unpacked packed; do
    e=TCGEMM_NONE=1; [ $x = unpacked ] && e=TCGEMM_B_UNPACKED=1
    for t in NN TN; do
      env $e $B --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --trans $t --reps 100 --csv $R/$x.$r$t.csv > $R/$x.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R unpacked packed
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
