#!/usr/bin/env bash
# session 45, device call 2 (H200), build s45a (95c7f04): ncu, full set with source counters, of
# (a) sgemm_skinny's deep grid at fp32 1024 x 16 x 500000 NN (609 us, 1.22x the floor; its FMAs,
# 64 M a block, want 0.286 ms at one issue a cycle: where does the other half go?) and (b) the
# split-K row at fp32 6144 x 32 x 2048 NN with A's chunks (38.0 us, 0.95x cuBLAS in call 1).
# (The first try skipped 1 launch and caught the bench's short-K estimate run, K / 64; then the
# bench, slowed by ncu, skipped the row as too slow: skip 2, --max-run-s.)
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45a.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
run() { # name kernel-regex variant shape trans
  timeout 240 ncu --kernel-name regex:$2 --launch-skip 2 --launch-count 1 --set full --import-source yes -o $R/$1 \
    $B --dtype f32 --variants $3 --shapes $4 --trans $5 --reps 2 --warmup 1 --no-check --max-run-s 100000 > $R/$1.ncu.log 2>&1
  echo "$1 ncu rc=$?"; tail -2 $R/$1.ncu.log
  ncu -i $R/$1.ncu-rep --page details > $R/$1.details.txt 2>&1
  ncu -i $R/$1.ncu-rep --page source --csv --print-source sass > $R/$1.sass.csv 2>&1
  grep -E "Duration|Warp Cycles Per Issued|Issued Ipc|Achieved Occupancy|Registers Per|L2 Hit|DRAM Throughput|SM Busy|Issue Slots Busy|Stall" $R/$1.details.txt | head -30
}
run deepk stream_kernel sgemm_skinny 1024x16x500000 NN
run splitk sgemm_splitk sgemm_splitk_64x32 6144x32x2048 NN
rm -f $R/*.ncu-rep
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
