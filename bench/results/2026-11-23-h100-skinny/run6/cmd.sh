#!/usr/bin/env bash
# The device command of run6/run7 (from the worktree root): build, the host test of AUTO's picks,
# the decode bench rows (NN and NT, fp16 and fp32, cuBLAS in the same process), ncu of the fp16
# 1 x 4096 x 4096 ring kernel (NN and NT), the GPU tests of the skinny variants (time-limited).
# OUT, BUILD and TCGEMM_COMMIT from the environment.
set -u
B=${BUILD:-/tmp/b-stream}
S=${SHAPES:-1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096}
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm --format=csv >"$OUT/env.txt"
date -u +%FT%TZ >>"$OUT/env.txt"
cmake -S . -B "$B" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=90 \
    -DTCGEMM_BUILD_EXAMPLES=OFF -DTCGEMM_BENCH_COMMIT="$TCGEMM_COMMIT" >"$OUT/build.log" 2>&1 &&
    cmake --build "$B" -j "$(nproc)" --target tcgemm-bench test_gemm_gpu test_api \
        >>"$OUT/build.log" 2>&1 || { tail -30 "$OUT/build.log"; exit 1; }
echo "build ok $SECONDS s"
"$B/tests/test_api" >"$OUT/tests.log" 2>&1
echo "test_api rc $?"; grep -E "FAIL|passed" "$OUT/tests.log" | head -8
for t in NN NT; do
    timeout 60 "$B/bench/tcgemm-bench" --variants hgemm_skinny,sgemm_skinny,hgemm_mma_64x64,auto \
        --trans $t --reps ${REPS:-15} --shapes $S --csv "$OUT/bench_$t.csv" >"$OUT/bench_$t.txt" 2>&1
    grep -E "^(copy|hgemm_skinny|sgemm_skinny|auto|hgemm_mma_64x64) " "$OUT/bench_$t.txt"
done
echo "bench done $SECONDS s"
for t in N T; do
    timeout 20 ncu --clock-control none --section SpeedOfLight --section WarpStateStats \
        --section Occupancy -k regex:stream_kernel -c 1 "$B/bench/tcgemm-bench" --dtype f16 \
        --variants hgemm_skinny --shapes 1x4096x4096 --trans N$t --reps 3 --warmup 1 --no-check \
        >>"$OUT/ncu.txt" 2>&1
done
grep -E "Duration|DRAM Throughput|Elapsed Cycles|SM Active Cycles|Registers Per" "$OUT/ncu.txt"
echo "ncu done $SECONDS s"
# The GPU tests of both variants side by side (correctness only: their times mean nothing).
for v in hgemm_skinny sgemm_skinny; do
    timeout ${TEST_S:-60} stdbuf -oL "$B/tests/test_gemm_gpu" $v >"$OUT/tests_$v.log" 2>&1 &
done
wait
cat "$OUT"/tests_*.log >>"$OUT/tests.log"; rm -f "$OUT"/tests_*.log
grep -E -i "fail|wrong" "$OUT/tests.log" | head -20; grep -E "passed" "$OUT/tests.log" | tail -4
echo "done $SECONDS s"
