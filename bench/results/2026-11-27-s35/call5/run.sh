#!/usr/bin/env bash
# session 35, device call 5 (H100), call 3's binaries (83288f4): compute-sanitizer memcheck over
# sgemm_peel and AUTO fp32 on calls the peel cuts (strips of 1-16 rows or columns, misaligned rows
# copied first, sub-matrix views), every layout: no part may touch memory outside the matrices.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35iq.txz -C /tmp/s
B=/tmp/s/q/b90/bench/tcgemm-bench
R=$OUT/c5; mkdir -p $R
S=257x260x99,321x263x77,260x257x33+1,1025x1025x1025,263x513x64@1,4097x257x615,300x4097x40+3,272x272x16
for t in NN TN NT TT; do
  timeout 130 compute-sanitizer --tool memcheck --print-limit 20 $B --dtype f32 --variants sgemm_peel,auto --shapes $S --trans $t --reps 1 --warmup 0 > $R/memcheck_$t.txt 2>&1; echo "memcheck $t rc=$?"; grep -c "Invalid" $R/memcheck_$t.txt; grep "ERROR SUMMARY" $R/memcheck_$t.txt
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
