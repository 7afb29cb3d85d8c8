#!/usr/bin/env bash
# session 53, device call 7 (H200). fin = 27379da. compute-sanitizer over the Hopper rows whose
# descriptors changed: memcheck, racecheck and synccheck on the cluster row, memcheck on the
# stream-K row and the 64 x 64 row, through the bench on two small ragged shapes each.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
B=/tmp/s/fin/b90/bench/tcgemm-bench
R=$OUT/c7; rm -rf $R; mkdir -p $R
run() { # tool variant
  timeout 90 compute-sanitizer --tool $1 $B --dtype f16 --variants $2 --shapes 1000x1000x1000,520x712x264 --reps 1 --warmup 0 > $R/${1}_$2.txt 2>&1; echo "$1 $2 rc=$?"
  grep -hE "ERROR SUMMARY|RACECHECK SUMMARY|^hgemm" $R/${1}_$2.txt
}
for tool in memcheck racecheck synccheck; do run $tool hgemm_wgmma_128x256_c2; done
run memcheck hgemm_wgmma_128x256_c2_sk
run memcheck hgemm_wgmma_64x64
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
