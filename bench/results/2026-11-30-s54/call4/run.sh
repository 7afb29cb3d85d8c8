#!/usr/bin/env bash
# session 54, device call 4 (H200). fin = c28f28b (the flat GEMV's short rows, call 2; 8 ring
# stages on fp16's decode grid, call 3). gpu_suite.sh --prebuilt: every GPU test and the default
# bench (the README's tables).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=c28f28b BUILD=/tmp/s/fin/b90 OUT=$R/suite timeout 580 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -15 $R/suite.log
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
