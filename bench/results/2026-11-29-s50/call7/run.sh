#!/usr/bin/env bash
# session 50, device call 7 (H200). s50e = 58b6f6f. (1) racecheck and synccheck over the 192 x 192
# rows on two shapes each. (2) gpu_suite.sh --extra (issues 12, 13, 14).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50e.txz -C /tmp/s
D=/tmp/s/s50e/b90
R=$OUT/c7; rm -rf $R; mkdir -p $R
for v in hgemm_wgmma_192x192 hgemm_wgmma_192x192_c2; do for tool in racecheck synccheck; do
  timeout 120 compute-sanitizer --tool $tool $D/bench/tcgemm-bench --dtype f16 --variants $v --shapes 1000x1000x1000,600x700x300 --reps 1 --warmup 0 > $R/${tool}_$v.txt 2>&1; echo "$tool $v rc=$?"
  grep -E "ERROR SUMMARY|RACECHECK SUMMARY" $R/${tool}_$v.txt
done; done
TCGEMM_COMMIT=58b6f6f BUILD=$D OUT=$R/x timeout 300 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
