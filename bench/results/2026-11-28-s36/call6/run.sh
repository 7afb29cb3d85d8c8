#!/usr/bin/env bash
# session 36, device call 6 (H100): the whole GPU suite and the default bench at 82f2b91 (the short
# last k-block, the flat GEMV on short rows and fenced fp32 loads); the README's tables come from
# this bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36f.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R
TCGEMM_COMMIT=82f2b91 BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
