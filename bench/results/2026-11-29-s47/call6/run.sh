#!/usr/bin/env bash
# session 47, device call 6 (H200). Build s47d (a55c07f; the later commits change comments and
# host tests only): the issues' benches (gpu_suite.sh --extra), no tests, no default bench.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47d.txz -C /tmp/s
TCGEMM_COMMIT=a55c07f BUILD=/tmp/s/d/b90 OUT=$OUT/c6 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
