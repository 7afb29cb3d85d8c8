#!/usr/bin/env bash
# session 49, device call 6 (H200). s49c = 507811d: AUTO's stream-K share on rows off 32-byte
# sectors 0.85 -> 0.96 (no kernel change). (1) 18 of the 50 picks it changes on an off-sector
# grid (800 shapes: M 512-8000, N and K = 8 mod 16, NN and TN), each with the old pick (the
# cluster row or hgemm_repack) and the new (stream-K) named beside AUTO, cuBLAS in the same run,
# two rounds. (2) The issues' benches (gpu_suite.sh --extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49c.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
B=/tmp/s/s49c/b90/bench/tcgemm-bench
V=auto,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256_c2,hgemm_repack
SN=1024x5000x3000,1536x3000x2024,2376x5000x3000,3000x3000x3000,3000x3000x4024,5000x2376x3000,6000x1000x4024,6000x3512x4024,1024x6008x4024,1024x5000x4024,1536x3000x3000,3000x1512x4024,6000x1512x4024
ST=2376x2024x3000,3000x3000x3000,3000x7000x4024,2376x3512x4024,5000x2376x4024
for r in 1 2; do
$B --dtype f16 --variants $V --shapes $SN --trans NN --csv $R/nn_r$r.csv > $R/nn_r$r.txt 2>&1; echo "NN rc=$?"
$B --dtype f16 --variants $V --shapes $ST --trans TN --csv $R/tn_r$r.csv > $R/tn_r$r.txt 2>&1; echo "TN rc=$?"
done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
for f in $R/nn_r1.txt $R/nn_r2.txt $R/tn_r1.txt $R/tn_r2.txt; do grep -h "^[ha][a-z_0-9]* " $f | grep -v "^auto:" | awk '{print $1, $3, $5, $6, $8}'; done
TCGEMM_COMMIT=507811d BUILD=/tmp/s/s49c/b90 OUT=$R/x bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null; ls $R/x; tail -5 $R/extra.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
