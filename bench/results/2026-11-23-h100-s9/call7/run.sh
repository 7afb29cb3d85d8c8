#!/usr/bin/env bash
# session 9, device call 7 (commit 397b85f): short slabs on the decode grid (kShortStages) — small-L shapes against eb42e82's bench, then the skinny and AUTO GPU tests of both types side by side
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/exp.tgz -C /tmp/c
B=/tmp/c/b90; E=/tmp/c/exp
R=$OUT/r12; mkdir -p $R
S=1760x16x1760,64x1x1216,3072x4x1024,512x8x2048,1024x16x1024,1x300x77,300x1x77,16x1000x1024,2560x16x2560
for bin in $B/bench/tcgemm-bench $E/tcgemm-bench-eb42e82 $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/short.txt
  timeout 40 $bin --dtype both --variants auto,hgemm_skinny,sgemm_skinny --shapes $S >> $R/short.txt 2>&1
done
grep -E "^==|^(auto|hgemm_skinny|sgemm_skinny)" $R/short.txt | cut -c1-120
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout 300 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
cat $R/test_*.log | grep -vE "^device" | head -20
cd $OUT && tar -czf r12.tgz r12 && rm -rf r12
