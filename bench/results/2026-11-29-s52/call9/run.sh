#!/usr/bin/env bash
# session 52, device call 9 (H200). s52c = bdec3b8. gpu_suite.sh --extra: issues 12, 13 and 14 at
# the final kernels (irregular_table.md from its irregular suite).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s52c.txz -C /tmp/s
R=$OUT/c9; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=bdec3b8 BUILD=/tmp/s/s52c/b90 OUT=$R/x timeout 250 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
tail -5 $R/extra.log
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
