#!/usr/bin/env bash
# session 9, device call 2: where does test_gemm_gpu hgemm_skinny stop? The skinny test shapes through the bench in every layout (progress line by line), then the tests, then 16x1024x500000 with per-box L2 promotion
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
SH=1x1x500000,3x40x100000+8,40x7x65536,16x1000x4096,17x300x2000+8,1000x33x3000,48x129x300,1x4097x1000+1,1x4100x1000,5x4096x4104,16x4096x4096,4096x9x777+7,2x8192x3000+8,9x4096x520,8x4001x1000+7,3x4100x264@8,300x12x40000+8,8x704x30000,1x640x100003,35x700x2048,35x1001x1500+1,20x3001x900+3,48x9000x640+1,33x515x30000+1
for o in row col; do for t in NN NT TN TT; do
  echo "== $o $t" >> $OUT/diag.txt
  timeout 40 stdbuf -oL $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $SH --order $o --trans $t --reps 3 --warmup 1 --max-run-s 0.5 >> $OUT/diag.txt 2>&1
  echo "rc=$?" >> $OUT/diag.txt
done; done
grep -E "^==|^rc|WRONG|rror" $OUT/diag.txt
for o in row col; do for t in NN NT TN TT; do awk -v o=$o -v t=$t '/^==/{on=($2==o && $3==t)} on && /^hgemm_skinny/{last=$3} END{print o, t, "last row:", last}' $OUT/diag.txt; done; done
timeout 240 stdbuf -oL $B/tests/test_gemm_gpu hgemm_skinny > $OUT/test_hgemm_skinny.log 2>&1; echo "tests rc=$?"; cat $OUT/test_hgemm_skinny.log | tail -5
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes 16x1024x500000,1024x16x500000,1x4096x4096,1x11008x4096 > $OUT/deepk.txt 2>&1; grep -E "^hgemm" $OUT/deepk.txt
