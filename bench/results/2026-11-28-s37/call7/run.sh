#!/usr/bin/env bash
# session 37, device call 7 (H100): the whole GPU suite and the default bench at 402d60d (AUTO:
# stream-K's sector share and the lone 128 x 256 row's pitch share; kernels as at 82f2b91), then
# the issues' benches (--extra: irregular, alone, llm, deepbench, decode NT).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s37l.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R
TCGEMM_COMMIT=402d60d BUILD=/tmp/s/l/b90 OUT=$R/suite timeout 420 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
TCGEMM_COMMIT=402d60d BUILD=/tmp/s/l/b90 OUT=$R/suite timeout 130 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
