#!/usr/bin/env bash
# session 38, device call 5 (H100): the issues' benches (--extra) at 938f66a: issue 12's square,
# alone and llm phases, issue 13's decode and DeepBench phases, issue 14's irregular suite.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38q.txz -C /tmp/s
R=$OUT/c5; mkdir -p $R
TCGEMM_COMMIT=938f66a BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 400 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
