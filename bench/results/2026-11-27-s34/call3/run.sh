#!/usr/bin/env bash
# session 34, device call 3 (H100): the whole GPU suite and the default bench at f5333d9 (the
# session's kernels: residue maps' tiles counted per map), binaries built on the CPU-only machine
# for sm_90; the README's tables come from this bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fg.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R
TCGEMM_COMMIT=f5333d9 BUILD=/tmp/s/g/b90 OUT=$R/suite timeout 540 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
