#!/usr/bin/env bash
# session 47, device call 4 (H200). Build s47d at a55c07f (the two new Hopper rows with their AUTO
# figures, the mma_tile.cuh refactor): every GPU test and the default bench in one run (the
# README's tables), then AUTO on calls whose pick the new rows changed in a host probe, against
# the row AUTO took there before, NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47d.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=a55c07f BUILD=/tmp/s/d/b90 OUT=$R/suite bash scripts/gpu_suite.sh --prebuilt
B=/tmp/s/d/b90/bench/tcgemm-bench
S=1536x1536x1536,1600x1600x1600,1472x1472x1472,1728x1728x1728,2496x2496x2496,14336x384x4096,8192x384x4096,768x4096x4096,4096x768x2048,1024x3072x2048,1536x2048x2048,256x11008x4096,7680x128x2560,1024x1024x1024
for r in 1 2; do
  $B --dtype f16 --variants auto,hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x128 --shapes $S --csv $R/changed_r$r.csv > $R/changed_r$r.txt 2>&1; echo "changed r$r rc=$?"
done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
