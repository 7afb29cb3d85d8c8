#!/usr/bin/env bash
# session 51, device call 2 (H200). s51a = 639b7ef (the 192 x 192 rows' k-loop 14.0 / 14.0 ns).
# gpu_suite.sh --prebuilt: every GPU test and the default bench (the README's tables).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51a.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=639b7ef BUILD=/tmp/s/s51a/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -15 $R/suite.log
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
