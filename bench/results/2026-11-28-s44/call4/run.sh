#!/usr/bin/env bash
# session 44, device call 4 (H200), build s44q (the fp32 split-K row as at 48f69c0): ncu, full set
# with source counters, of sgemm_splitk_64x32 at fp32 6144 x 32 x 2048 NN (41.1 us, 0.86x cuBLAS) and
# TN (32.0 us, 1.09x; call 1). The twenty-seventh session found NN stalled on MIO throttle and took
# the transposing stores out without closing the gap; this asks which instructions the stalls sit on.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44q.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
for t in NN TN; do
  timeout 200 ncu --kernel-name regex:sgemm_splitk --launch-skip 2 --launch-count 1 --set full --import-source yes -o $R/$t \
    $B --dtype f32 --variants sgemm_splitk_64x32 --shapes 6144x32x2048 --trans $t --reps 3 --warmup 2 --no-check > $R/$t.ncu.log 2>&1
  echo "$t ncu rc=$?"; tail -2 $R/$t.ncu.log
  ncu -i $R/$t.ncu-rep --page details > $R/$t.details.txt 2>&1
  ncu -i $R/$t.ncu-rep --page source --csv --print-source sass > $R/$t.sass.csv 2>&1 || ncu -i $R/$t.ncu-rep --page source --csv > $R/$t.sass.csv 2>&1
  head -c 600 $R/$t.sass.csv; echo
  grep -E "Duration|Warp Cycles Per Issued|Issued Ipc|Achieved Occupancy|Registers Per|L1/TEX Hit|L2 Hit|DRAM Throughput|Mem Busy|Max Bandwidth|Stall" $R/$t.details.txt | head -30
done
rm -f $R/*.ncu-rep.tmp
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
