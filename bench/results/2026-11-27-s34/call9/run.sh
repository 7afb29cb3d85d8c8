#!/usr/bin/env bash
# session 34, device call 9 (H100): the whole GPU suite and the default bench at c0fb994 (the
# session's final code: residue tiles per map, AUTO's pitch term for the lone rows' 8 maps),
# call 8's binaries; the README's tables come from this bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fi.txz -C /tmp/s
R=$OUT/c9; mkdir -p $R
TCGEMM_COMMIT=c0fb994 BUILD=/tmp/s/i/b90 OUT=$R/suite timeout 560 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
