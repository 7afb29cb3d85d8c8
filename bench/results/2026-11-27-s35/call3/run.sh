#!/usr/bin/env bash
# session 35, device call 3 (H100): the whole GPU suite and the default bench at 83288f4 (sgemm_peel,
# AUTO's choices remembered per thread), call 2's q binaries; the README's tables come from this
# bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35iq.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R
TCGEMM_COMMIT=83288f4 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 560 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
