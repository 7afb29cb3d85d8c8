#!/usr/bin/env bash
# bench.sh — build for the GPU in this machine and run tcgemm-bench: every variant against
# cuBLAS in one run. Arguments go to the bench (try --help); none runs its default suite.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-native}
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=native >/dev/null
cmake --build "$BUILD" -j "$(nproc)" --target tcgemm-bench >/dev/null
exec "$BUILD/bench/tcgemm-bench" "$@"
