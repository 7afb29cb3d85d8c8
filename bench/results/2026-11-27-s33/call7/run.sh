#!/usr/bin/env bash
# session 33, device call 7 (H100): the issues' benches (gpu_suite.sh --extra: Hopper alone and
# interleaved, llm, irregular with the repack, DeepBench, decode NT) at 4363264, call 6's binaries.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R
TCGEMM_COMMIT=4363264 BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 400 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
