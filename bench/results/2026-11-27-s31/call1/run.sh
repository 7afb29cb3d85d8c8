#!/usr/bin/env bash
# session 31, device call 1 (H100): the whole GPU suite and the default bench at 3871314, binaries
# built on the CPU-only machine for sm_90 (tests/test_gemm_gpu, bench/tcgemm-bench) and carried.
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s &&
    TCGEMM_COMMIT=3871314 BUILD=/tmp/s/h/b90 timeout 580 bash scripts/gpu_suite.sh --prebuilt
