#!/usr/bin/env bash
# session 51, device call 8 (H200). s51c = accc264 (the 192 x 192 rows' k-loop 14.0 / 14.0 ns and
# the lone 128 x 256 row's one-round k-loop 12.0 ns). gpu_suite.sh --prebuilt: every GPU test and
# the default bench (the README's tables).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51c.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=accc264 BUILD=/tmp/s/s51c/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -15 $R/suite.log
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
