#!/usr/bin/env bash
# session 49, device call 10 (H200). s49d = f9ad44d: the whole GPU suite (every GPU test and the
# default bench), gpu_suite.sh --prebuilt.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49cd.txz -C /tmp/s
R=$OUT/c10; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=f9ad44d BUILD=/tmp/s/s49d/b90 OUT=$R/suite bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
grep -h "gpu tests (all" $R/suite/tests.log; grep -h "^auto" $R/suite/bench.txt | cut -c1-100
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
