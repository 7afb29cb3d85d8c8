#!/usr/bin/env bash
# session 36, device call 8 (H100), the final binaries (82f2b91): compute-sanitizer memcheck over
# this session's paths. fp16: the Hopper rows and AUTO on calls whose last k-block holds at most 16
# columns (k = 65, 513, 1025; residue calls, whose k grows by 7; stream-K's rotated pieces). Both
# types: AUTO on the flat GEMV's short rows on small grids and its fenced deep fp32 rows, NN and NT.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36f.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c8; mkdir -p $R
H=300x520x65,512x512x513,257x263x129+1,1000x520x1025@1,600x1100x1025,2049x1030x70
for t in NN TN; do
  timeout 150 compute-sanitizer --tool memcheck --print-limit 20 $B --dtype f16 --variants auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x128,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256 --shapes $H --trans $t --reps 1 --warmup 0 > $R/memcheck_wgmma_$t.txt 2>&1; echo "wgmma $t rc=$?"; grep "ERROR SUMMARY" $R/memcheck_wgmma_$t.txt
done
S=64x1x1216,1000x1x1216,700x1x4096,5x1x3000,512x1x50000,100x1x100
timeout 120 compute-sanitizer --tool memcheck --print-limit 20 $B --dtype both --variants auto --shapes $S --reps 1 --warmup 0 > $R/memcheck_flat_NN.txt 2>&1; echo "flat NN rc=$?"; grep "ERROR SUMMARY" $R/memcheck_flat_NN.txt
timeout 120 compute-sanitizer --tool memcheck --print-limit 20 $B --dtype both --variants auto --trans NT --shapes 1x64x1216,1x1000x1216,4x700x4096,1x512x50000 --reps 1 --warmup 0 > $R/memcheck_flat_NT.txt 2>&1; echo "flat NT rc=$?"; grep "ERROR SUMMARY" $R/memcheck_flat_NT.txt
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
