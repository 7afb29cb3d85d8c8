#!/usr/bin/env bash
# session 15, device call 1 (de3513c + the fp32 stream-K rows for few rows / few columns, not
# committed): their GPU tests; fp32 DeepBench's small shapes with AUTO's candidates named; fp16
# ragged edges of 1024^3 and 3008^3 on the 128 x 128 and 64 x 64 rows (where does 1000^3 lose?)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version,clocks.sm,power.draw --format=csv > $R/gpu.txt
timeout 200 $B/tests/test_gemm_gpu sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_128x32 > $R/tests.txt 2>&1
echo "tests rc $? in $(( $(date +%s) - t0 )) s"; grep -E "passed|FAIL" $R/tests.txt | head -20
S=1760x16x1760,1760x128x1760,2560x64x2560,4096x16x4096,35x8457x4096,7680x128x2560,6144x32x2048,1024x700x512,35x700x2048,7680x1x2560,3072x4x1024,6144x2x2048,64x1x1216,4224x1500x176,512x3000x1536,5124x700x2048,40x8192x4096,64x8192x4096,4096x32x4096,8192x64x4096,1024x1024x1024,4096x4096x4096
V=auto,sgemm_skinny,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_128x32
timeout 150 $B/bench/tcgemm-bench --dtype f32 --variants $V --reps 20 --shapes $S --csv $R/f32.csv > $R/f32.txt 2>&1
echo "f32 bench rc $? at $(( $(date +%s) - t0 )) s"
S16=1000x1000x1000,1000x1024x1024,1024x1000x1024,1024x1024x1000,1024x1024x1024,1024x1024x1016,1024x1024x1008,2048x2048x2000,2048x2048x2048,3000x3000x3000,3008x3008x3000,3008x3008x3008
timeout 100 $B/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_128x128,hgemm_wgmma_64x64,hgemm_wgmma_128x256_c2_sk --reps 30 --shapes $S16 --csv $R/f16.csv > $R/f16.txt 2>&1
echo "f16 bench rc $? at $(( $(date +%s) - t0 )) s"
grep -E "^(auto|sgemm|hgemm)" $R/f32.txt $R/f16.txt | awk '{printf "%-40s %-16s %s %s\n",$1,$3,$6,$9}'
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
