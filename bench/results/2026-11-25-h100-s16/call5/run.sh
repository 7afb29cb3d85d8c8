#!/usr/bin/env bash
# session 16, device call 5 (commit 8884f7a; kernels as at 8494531, where call 4 passed every GPU test):
# the default bench (the README's tables) and the issues' phases (scripts/gpu_suite.sh --prebuilt
# --no-tests --extra)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c5; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=8884f7a timeout 570 scripts/gpu_suite.sh --prebuilt --no-tests --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "SM clock|^auto " $R/suite.txt | tail -40
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
