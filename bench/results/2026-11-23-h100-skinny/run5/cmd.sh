#!/usr/bin/env bash
# The device command of run5 (from the worktree root): build, the GPU tests of the skinny
# variants, the decode bench rows (NN and NT, fp16 and fp32, cuBLAS in the same process), ncu
# of the fp16 1 x 4096 x 4096 NN decode kernel. OUT, BUILD and TCGEMM_COMMIT from the environment.
set -u
B=${BUILD:-/tmp/b-decode}
S=1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv >"$OUT/env.txt"
cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=90 \
    -DTCGEMM_BENCH_COMMIT="$TCGEMM_COMMIT" >"$OUT/build.log" 2>&1 &&
    cmake --build "$B" -j "$(nproc)" --target tcgemm-bench test_gemm_gpu >>"$OUT/build.log" 2>&1 ||
    { tail -30 "$OUT/build.log"; exit 1; }
echo "build ok $SECONDS s"
timeout 75 stdbuf -oL "$B/tests/test_gemm_gpu" hgemm_skinny sgemm_skinny >"$OUT/tests.log" 2>&1
echo "tests rc $? $SECONDS s"; grep -E -i "fail|wrong|passed" "$OUT/tests.log" | head -20; tail -2 "$OUT/tests.log"
for t in NN NT; do
    timeout 60 "$B/bench/tcgemm-bench" --variants hgemm_skinny,sgemm_skinny,hgemm_mma_64x64,auto \
        --trans $t --reps 15 --shapes $S --csv "$OUT/bench_$t.csv" >"$OUT/bench_$t.txt" 2>&1
    grep -E "^(hgemm_skinny|sgemm_skinny|auto|hgemm_mma_64x64) " "$OUT/bench_$t.txt"
done
echo "bench done $SECONDS s"
timeout 25 ncu --clock-control none --section SpeedOfLight --section WarpStateStats \
    --section LaunchStats --section Occupancy -k regex:decode -c 1 "$B/bench/tcgemm-bench" \
    --dtype f16 --variants hgemm_skinny --shapes 1x4096x4096 --reps 3 --warmup 1 --no-check \
    >"$OUT/ncu.txt" 2>&1
grep -E "Duration|DRAM Throughput|Registers Per|Achieved Occupancy|Compute \(SM\)|Issued Ins" "$OUT/ncu.txt"
echo "done $SECONDS s"
