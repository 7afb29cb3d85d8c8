#!/usr/bin/env bash
# session 49, device call 7 (H200). s49c = 507811d: the whole GPU suite (every GPU test and the
# default bench) on the binaries built here, gpu_suite.sh --prebuilt.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49c.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=507811d BUILD=/tmp/s/s49c/b90 OUT=$R/suite bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
ls $R/suite; tail -4 $R/suite/tests.log; grep -h "gpu tests:" $R/suite/tests.log | tail -2
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
