#!/usr/bin/env bash
# session 38, device call 4 (H100): the whole GPU suite and the default bench at 938f66a (the
# kernels of 82f2b91, AUTO's model of 402d60d; AUTO's tests in four processes); the README's
# tables come from this bench.csv.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38q.txz -C /tmp/s
R=$OUT/c4; mkdir -p $R
TCGEMM_COMMIT=938f66a BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
