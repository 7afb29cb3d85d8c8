#!/usr/bin/env bash
# session 38, device call 2 (H100): where the burst helps. Call 1 found 6144 x {16,32,64} x 2048
# (96 tiles of the 64 x 64 row) 0.7-1.1 us faster with bursts of 2-4 k-blocks, and 4096 x 32 x
# 4096, 2560 x {32,64} x 2560, 1760 x 128 x 1760, 64 x 4096 x 4096 (40-64 tiles) 2-6 us slower.
# Sweep the tile count (m) and depth (k): hgemm_wgmma_64x64, bursts 1, 2, 4, alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38m.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/m/b90
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=4096x32x2048,5120x32x2048,6144x32x2048,7680x32x2048,8192x32x2048,8448x32x2048,5120x32x4096,6144x32x4096,8192x32x4096,6144x64x1024,6144x64x4096,8192x64x2048,7680x128x2560,6144x32x8192
for r in 1 2; do
  for b in 1 2 4; do
    TCGEMM_BURST=$b timeout 80 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --csv $R/b${b}_nn_r$r.csv > $R/b${b}_nn_r$r.txt 2>&1; echo "b$b nn r$r rc=$?"
  done
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
