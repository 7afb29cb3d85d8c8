#!/usr/bin/env bash
# session 33, device call 1 (H100): what each candidate row measures on the irregular shapes that
# miss issue 14's 0.85 (and their aligned neighbours), against AUTO's pick and cuBLAS, so that
# AUTO's estimates can be checked: fp32 the stream-K rows' unaligned instances against
# sgemm_repack, fp16 the wgmma rows against hgemm_repack. Binaries: 1f13dec (kernels as HEAD).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
B=/tmp/s/a/b90/bench/tcgemm-bench
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $R/gpu.txt
S32=1021x1021x1021,1024x1024x1024,2039x2039x2039,2040x2040x2040,2048x2048x2048,127x8191x4093,128x8192x4096,4097x4097x4097,4096x4096x4096,4096x4096x4096+1
V32=auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_repack
S16=1000x1000x1000,1021x1021x1021,1024x1024x1024,1024x1024x1024+1,127x8191x4093,128x8192x4096,4095x4095x4095,4096x4096x4096,4096x4096x4096+1,4097x4097x4097
V16=auto,hgemm_repack,hgemm_wgmma_128x128,hgemm_wgmma_64x64,hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2
for round in 1 2; do
  timeout 150 $B --dtype f32 --variants $V32 --shapes $S32 --csv $R/f32_$round.csv > $R/f32_$round.txt 2>&1; echo "f32 $round rc=$?"
  timeout 90 $B --dtype f16 --variants $V16 --shapes $S16 --csv $R/f16_$round.csv > $R/f16_$round.txt 2>&1; echo "f16 $round rc=$?"
done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
