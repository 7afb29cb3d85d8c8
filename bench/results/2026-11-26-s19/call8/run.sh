#!/usr/bin/env bash
# session 19, device call 8: binaries of 3c9aa60 (the session's final kernels): every GPU test and
# the default bench (scripts/gpu_suite.sh --prebuilt)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c8; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=${COMMIT:-unknown} timeout 520 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests \(all|failing cases|gpu tests:|SM clock" $R/suite.txt | head -20
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
