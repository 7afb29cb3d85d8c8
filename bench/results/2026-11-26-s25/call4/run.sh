#!/usr/bin/env bash
# session 25, device call 4 (H100): d6d1cc1's binaries (this session's experiments reverted, the
# code as at d6d1cc1): every GPU test and the default bench (scripts/gpu_suite.sh --prebuilt),
# for the README's tables.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
R=$OUT/c4; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=/tmp/c/b90 TCGEMM_COMMIT=d6d1cc1 timeout 560 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests|passed|failed|SM clock|checked ok" $R/suite.txt | head -20
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
