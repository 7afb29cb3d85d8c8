#!/usr/bin/env bash
# session 11, device call 8: programmatic dependent launch behind the repack with the old copy
# grid (this build) against 1963ea8 ("prev"): irregular fp16 A/B/A/B, fp32 A/B
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c8; mkdir -p $R
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/irr.txt
  timeout 100 $bin --dtype f16 --variants auto --suite irregular >> $R/irr.txt 2>&1
done
grep -E "^==|^auto|results:" $R/irr.txt | cut -c1-100
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/irr32.txt
  timeout 100 $bin --dtype f32 --variants auto --suite irregular >> $R/irr32.txt 2>&1
done
grep -E "^==|^auto|results:" $R/irr32.txt | cut -c1-100
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
