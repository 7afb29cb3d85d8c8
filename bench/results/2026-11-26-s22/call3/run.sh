#!/usr/bin/env bash
# session 22, device call 3 (H100): the whole GPU test suite on the final kernels (binaries built
# on the CPU machine at the commit named below).
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=cc566c5 timeout 570 scripts/gpu_suite.sh --prebuilt --no-bench
