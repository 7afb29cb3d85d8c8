#!/usr/bin/env bash
# session 9, device call 3 (commit 1a8a754): every GPU test and the default bench (README), through scripts/gpu_suite.sh --prebuilt
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r8; mkdir -p $R
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=1a8a754 timeout 540 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
grep -E "gpu tests|failing|passed, .* failed|during the bench|results:" $R/suite.txt | tail -8
grep -E "passed|FAIL" $R/suite/tests.log | head -40
cd $OUT && tar -czf r8.tgz r8 && rm -rf r8
