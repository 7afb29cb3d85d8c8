#!/usr/bin/env bash
# session 50, device call 6 (H200). s50e = 58b6f6f (the 192 x 192 rows, AUTO with their rates and
# k-loops). gpu_suite.sh --prebuilt: every GPU test and the default bench (the README's tables).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50e.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=58b6f6f BUILD=/tmp/s/s50e/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -15 $R/suite.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
