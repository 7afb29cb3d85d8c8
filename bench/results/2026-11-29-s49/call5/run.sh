#!/usr/bin/env bash
# session 49, device call 5 (H200). s49b, as call 4. Call 4 found fp32 2039^3 434 us on
# sgemm_warptile_streamk read in place against 461 through sgemm_repack (AUTO's pick), 1021^3
# 85 on the 64 x 256 stream-K row in place against 90 repacked: does copying misaligned fp32
# operands pay anywhere on the H200? The irregular suite's fp32 shapes (and 4096^3 with ld + 1 /
# + 3 and pointers one element off) with the repack and the rows it would run, read in place,
# named; NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49b.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
B=/tmp/s/s49b/b90/bench/tcgemm-bench
V=auto,sgemm_repack,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_nbc
for r in 1 2; do
$B --dtype f32 --variants $V --shapes 4093x4093x4093,4095x4095x4095,4097x4097x4097,3001x4099x1999,127x8191x4093,4097x257x6151,1000x1000x1000,3000x3000x3000 --trans NN --csv $R/shapes_r$r.csv > $R/shapes_r$r.txt 2>&1; echo "shapes rc=$?"
$B --dtype f32 --variants $V --shapes 4096x4096x4096+1,4096x4096x4096+3,4096x4096x4096@1,4096x4096x4096@3 --trans NN --csv $R/pad_r$r.csv > $R/pad_r$r.txt 2>&1; echo "pad rc=$?"
done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
for f in $R/*_r1.txt $R/*_r2.txt; do grep -h "^[sa][a-z_0-9]* " $f | grep -v "^auto:" | awk '{print $1, $3, $5, $6, $8}'; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
