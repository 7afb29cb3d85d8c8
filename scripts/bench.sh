#!/usr/bin/env bash
# bench.sh — build for the GPU in this machine and run tcgemm-bench: every variant against
# cuBLAS in one run. Arguments go to the bench (try --help); none runs its default suite.
# Without a GPU it says so and exits 77 (the bench's own "no CUDA device" status) instead of
# letting CMake fail on the "native" architecture it cannot detect.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build-native}
if command -v nvidia-smi >/dev/null; then
    nvidia-smi -L 2>/dev/null | grep -q '^GPU' && gpu=1 || gpu=0
else
    [ -e /dev/nvidia0 ] && gpu=1 || gpu=0
fi
if [ "$gpu" = 0 ]; then
    echo "bench.sh: no CUDA device: the bench needs one (scripts/test.sh builds and tests without)" >&2
    exit 77
fi
run() {
    echo "+ $*" >&2
    "$@"
}
run cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES=native >/dev/null
run cmake --build "$BUILD" -j "$(nproc)" --target tcgemm-bench >/dev/null
echo "+ $BUILD/bench/tcgemm-bench $*" >&2
exec "$BUILD/bench/tcgemm-bench" "$@"
