#!/usr/bin/env bash
# session 17, device call 4 (the final code: the flat GEMV with one instance per row count of X; the GPU tests' measure for cancelling sums): every GPU
# test, the default bench and the issues' phases (scripts/gpu_suite.sh --prebuilt --extra, with the
# new decode_nt phase); compute-sanitizer memcheck over the flat kernel on a K tail, a column of B
# and fp32 with 2-4 rows of X, deep K with a tail (NT)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
t0=$(date +%s)
for spec in "f16 NT 1x4100x2562+6" "f16 NN 4100x1x2560" "f32 NT 1x4100x2562+6" "f32 NT 3x4100x264" "f32 NT 2x8192x3000+8" "f32 NT 4x4096x4098+2" "f32 NT 1x512x100003+5" "f16 NT 1x512x100003+5" ; do
  set -- $spec
  v=$([ $1 = f16 ] && echo hgemm_skinny || echo sgemm_skinny)
  timeout 60 compute-sanitizer --tool memcheck --print-limit 5 $B/bench/tcgemm-bench --dtype $1 --variants $v --trans $2 --shapes $3 --reps 1 --warmup 0 > $R/memcheck_$1_$2_$3.txt 2>&1
  echo "memcheck $spec rc $?: $(grep -E 'ERROR SUMMARY' $R/memcheck_$1_$2_$3.txt)"
done
echo "memcheck done at $(( $(date +%s) - t0 )) s"
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=${COMMIT:-unknown} timeout 500 scripts/gpu_suite.sh --prebuilt --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests:|FAIL|SM clock" $R/suite.txt | head -40
mkdir -p $R/x && tar -xzf $R/suite/extra.tar.gz -C $R/x
grep -hE "^auto" $R/x/extra/decode_nt.txt $R/x/extra/deepbench.txt | awk '$4+0 <= 35 || $3 ~ /^(1|2|4|8|16|35|64)x/'
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
