#!/usr/bin/env bash
# session 39, device call 1 (H100): at eac2640 (the kernels of 82f2b91, AUTO's cluster_share of
# 77e8b4e), every GPU test (AUTO's in four processes) and the default bench (the README's
# tables), then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39q.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R
TCGEMM_COMMIT=eac2640 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
TCGEMM_COMMIT=eac2640 BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 130 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
