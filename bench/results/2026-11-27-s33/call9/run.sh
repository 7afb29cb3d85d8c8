#!/usr/bin/env bash
# session 33, device call 9 (H100): compute-sanitizer memcheck over the 128 x 256 fp32 stream-K
# row's CLAMP instance (misaligned rows, ragged tiles, m and n >= 4), every layout, at d1d65de (call
# 6's binaries): the clamped runs must read nothing outside the matrices.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c9; mkdir -p $R
S=133x261x77,5x301x63,260x7x99,1021x1021x1021,131x259x263+1,131x259x263@1,4x4x37,257x260x9
for t in NN TN NT TT; do
  timeout 120 compute-sanitizer --tool memcheck --print-limit 20 $B --dtype f32 --variants sgemm_warptile_streamk --shapes $S --trans $t --reps 1 --warmup 0 > $R/memcheck_$t.txt 2>&1; echo "memcheck $t rc=$?"; grep -c "Invalid" $R/memcheck_$t.txt; grep "ERROR SUMMARY" $R/memcheck_$t.txt
done
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
