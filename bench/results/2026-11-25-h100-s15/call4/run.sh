#!/usr/bin/env bash
# session 15, device call 4 (commit 79e96e5, every GPU test passed there in call 3): the default
# bench (the README's tables) and the issues' phases (scripts/gpu_suite.sh --prebuilt --no-tests
# --extra)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=79e96e5 timeout 560 scripts/gpu_suite.sh --prebuilt --no-tests --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "SM clock|^auto " $R/suite.txt | tail -40
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
