#!/usr/bin/env bash
# session 53, device call 5 (H200). fin = 27379da. gpu_suite.sh --extra: issues 12, 13 and 14 at the
# final kernels (irregular_table.md from its irregular suite).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=27379da BUILD=/tmp/s/fin/b90 OUT=$R/x timeout 250 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
tail -5 $R/extra.log
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
