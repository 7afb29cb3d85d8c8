#!/usr/bin/env bash
# session 27, device call 7 (H100): ea29d2a's binaries (the code as at 0d062dd): every GPU test and
# the default bench (scripts/gpu_suite.sh --prebuilt), for the README's tables.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
R=$OUT/c7; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=/tmp/c/b90 TCGEMM_COMMIT=ea29d2a timeout 575 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests|passed|failed|SM clock|checked ok" $R/suite.txt | head -40
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
