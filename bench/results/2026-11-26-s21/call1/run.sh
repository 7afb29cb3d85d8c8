#!/usr/bin/env bash
# session 21, device call 1 (H100): the whole GPU test suite and the default bench at 96d58b2,
# binaries built on the CPU machine (sm_90, Release) and carried in .devcarry/b90.txz.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=96d58b2 timeout 580 scripts/gpu_suite.sh --prebuilt
