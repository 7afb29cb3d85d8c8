#!/usr/bin/env bash
# session 21, device call 14 (H100): the README's bench command as a new user runs it, from the
# committed tree (c3f8bc5, no prebuilt binaries): scripts/bench.sh builds natively and runs the
# default suite; then the GPU test binary is built in the same folder for call 15.
set -uo pipefail
R=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
( time scripts/bench.sh --csv $R/bench.csv ) > $R/bench.txt 2> $R/bench.err
echo "bench.sh rc $?"; tail -4 $R/bench.err
grep -A10 "fastest named" $R/bench.txt | head -12
grep -E "^auto +f16 +(2048|4096|8192)x" $R/bench.txt
( time cmake --build build-native -j "$(nproc)" --target test_gemm_gpu > $R/build_tests.log 2>&1 ) 2>&1 | tail -3
