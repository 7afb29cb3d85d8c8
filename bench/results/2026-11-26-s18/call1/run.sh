#!/usr/bin/env bash
# session 18, device call 1 (binaries of 04b107b plus two stream-K rows of the Hopper kernel,
# hgemm_wgmma_64x64_sk and hgemm_wgmma_128x128_sk, AUTO not picking them yet): their GPU tests
# (and the 128x256 stream-K row's, whose hand-over now serves any consumer count), then the
# rows against AUTO and cuBLAS on the fp16 shapes whose tiles leave SMs idle, and on ragged
# aligned squares (4104^3)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
t0=$(date +%s)
timeout 220 $B/tests/test_gemm_gpu hgemm_wgmma_64x64_sk hgemm_wgmma_128x128_sk hgemm_wgmma_128x256_c2_sk > $OUT/tests.log 2>&1
echo "tests rc $? in $(( $(date +%s) - t0 )) s"; tail -5 $OUT/tests.log
V=auto,hgemm_skinny,hgemm_wgmma_64x64,hgemm_wgmma_64x64_sk,hgemm_wgmma_128x128,hgemm_wgmma_128x128_sk,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk
S=4096x16x4096,6144x32x2048,2560x64x2560,1760x16x1760,1760x128x1760,128x4096x4096,64x4096x4096,7680x128x2560,512x3000x1536,3072x4x1024,1024x700x512,2048x7000x2048,2560x7000x2560,1024x1024x1024,2048x2048x2048,4104x4104x4104,4096x4096x4096,4104x264x6152,3008x4104x2000,5124x700x2048
timeout 300 $B/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --csv $OUT/probe.csv > $OUT/probe.txt 2>&1
echo "bench rc $? in $(( $(date +%s) - t0 )) s"
grep -v "^#" $OUT/probe.txt | head -200
