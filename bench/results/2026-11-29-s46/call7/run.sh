#!/usr/bin/env bash
# session 46, device call 7 (H200), build s46d. Call 6: neither more warps (e1: 16 an SM) nor a
# shorter k-tile (e2: 12 an SM) made hgemm_mma_shifted_64x64 faster, so occupancy is not what
# holds it at 1.8x hgemm_mma_64x64 on the same grid (128 x 8192 x 4096: 67 against 36 us, 256
# tiles, 2 blocks an SM in both). ncu (full set, source counters) of both at that shape.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46d.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
B=/tmp/s/d/b90/bench/tcgemm-bench
run() { # name kernel-regex variant shape
  timeout 150 ncu --kernel-name regex:$2 --launch-skip 1 --launch-count 1 --set full --import-source yes -o $R/$1 \
    $B --dtype f16 --variants $3 --shapes $4 --reps 2 --warmup 1 --no-check --max-run-s 100000 > $R/$1.ncu.log 2>&1
  echo "$1 ncu rc=$?"
  ncu -i $R/$1.ncu-rep --page details > $R/$1.details.txt 2>&1
  ncu -i $R/$1.ncu-rep --page source --csv --print-source sass > $R/$1.sass.csv 2>&1
  grep -E "Duration|Warp Cycles Per Issued|Issued Ipc|Achieved Occupancy|Registers Per|L1/TEX Hit|L2 Hit|DRAM Throughput|Issue Slots Busy|Mem Busy|Max Bandwidth" $R/$1.details.txt | head -20
}
run shifted hgemm_mma_shifted hgemm_mma_shifted_64x64 128x8192x4096
run mma64 "hgemm_mma(\$|<)" hgemm_mma_64x64 128x8192x4096
rm -f $R/*.ncu-rep; gzip $R/*.sass.csv
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
