#!/usr/bin/env bash
# session 11, device call 4: every GPU test and the default bench at the final kernels (prebuilt)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
BUILD=$B OUT=$R/suite TCGEMM_COMMIT=$1 timeout 560 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
grep -E "gpu tests|failing|passed, |SM clock|^auto " $R/suite.txt | tail -40
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
