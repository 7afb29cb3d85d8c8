#!/usr/bin/env bash
# session 28, device call 6 (H100): a84060e's binaries (built on the CPU machine for sm_90):
# scripts/gpu_suite.sh --prebuilt: every GPU test and the default bench (the README's tables).
set -u
rm -rf /tmp/c && mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
R=$OUT/c6; rm -rf $R; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=/tmp/c/b90 TCGEMM_COMMIT=a84060e timeout 575 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests|passed|failed|SM clock|checked ok" $R/suite.txt | head -40
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
