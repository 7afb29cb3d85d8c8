#!/usr/bin/env bash
# session 21, device call 15 (H100, the machine of call 14, still warm): the whole GPU test suite on
# the test binary call 14 built natively from the committed tree (f8b1cdc).
BUILD=build-native TCGEMM_COMMIT=f8b1cdc timeout 540 scripts/gpu_suite.sh --prebuilt --no-bench
