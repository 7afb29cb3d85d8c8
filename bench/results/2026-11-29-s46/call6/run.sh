#!/usr/bin/env bash
# session 46, device call 6 (H200). hgemm_mma_shifted_64x64 after call 5 (s46d: 127 x 8191 x 4093
# 72.5 us, level with hgemm_repack's 72.9; 128 x 8192 x 4096 66 against hgemm_mma_64x64's 36;
# 4096^3 1.04 against 0.44 ms). Call 3's ncu: 2 blocks of 4 warps an SM (246 registers: two
# k-tiles of loads in registers), issue slots 25% busy, the warps waiting on latency. Two tiles
# that hold more warps, alternated twice with s46d: e1 = 64 x 64 x 64 with 8 warps of 32 x 16
# (256 threads, 128 registers: 2 blocks, 16 warps an SM); e2 = 64 x 64 x 32 with 4 warps of
# 32 x 32 (166 registers: 3 blocks, 12 warps).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46d.txz -C /tmp/s && tar -xJf .devcarry/s46e.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
SH=127x8191x4093,128x8192x4096,63x8191x4093,1021x1021x1021,1024x1024x1024,4097x257x6151,2039x2039x2039,4096x4096x4096
for r in 1 2; do
  for x in d e1 e2; do
    /tmp/s/$x/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_mma_shifted_64x64 --shapes $SH --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
  done
done
python3 bench/ab_table.py $R d e1 e2 | tee $R/ab_table.txt
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
