#!/usr/bin/env bash
# session 33, device call 6 (H100): the whole GPU suite and the default bench at 4363264 (kernels as
# 4be219f: the 128 x 256 fp32 row's CLAMP instance), binaries built on the CPU-only machine for
# sm_90; the README's tables come from this bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R
TCGEMM_COMMIT=4363264 BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 520 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
