#!/usr/bin/env bash
# session 11, device call 9: every GPU test, the default bench and the issues' phases (--extra)
# at the final kernels (prebuilt)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c9; mkdir -p $R
BUILD=$B OUT=$R/suite TCGEMM_COMMIT=$1 timeout 590 scripts/gpu_suite.sh --prebuilt --extra > $R/suite.txt 2>&1
grep -E "gpu tests \(all|failing|SM clock|^auto " $R/suite.txt | tail -30
