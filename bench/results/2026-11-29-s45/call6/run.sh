#!/usr/bin/env bash
# session 45, device call 6 (H200), build s45f (= fdd68a0's kernels: 95c7f04 + call 4's linear.patch,
# clang-format aside): every GPU test of the library (AUTO's in four processes), no bench.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45f.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R
TCGEMM_COMMIT=fdd68a0 BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 420 bash scripts/gpu_suite.sh --prebuilt --no-bench
echo "suite rc=$?"; tail -3 $R/suite/tests.log; grep -E "^FAIL" $R/suite/tests.log | head
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
