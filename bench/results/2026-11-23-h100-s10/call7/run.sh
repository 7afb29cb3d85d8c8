#!/usr/bin/env bash
# session 10, device call 7: the deep grid's last block of a slab reads records with 64 loads in
# flight a thread (was 32); against ba15af0 (base), then skinny and AUTO tests of both types
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r7; mkdir -p $R
S=1024x16x500000,512x8x500000,512x1x500000,16x1024x500000,35x700x2048,6144x32x2048,35x8457x4096
for bin in $B/base/tcgemm-bench $B/bench/tcgemm-bench $B/base/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/deepk.txt
  timeout 60 $bin --dtype both --variants auto --shapes $S >> $R/deepk.txt 2>&1
done
grep -E "^==|^auto" $R/deepk.txt | cut -c1-112
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout 330 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do grep -vE "^device" $f | tail -3; done
cd $OUT && tar -czf r7.tgz r7 && rm -rf r7
