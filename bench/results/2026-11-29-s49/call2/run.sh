#!/usr/bin/env bash
# session 49, device call 2 (H200). s49a = 748d984, as call 1. Where a ragged call's time goes:
# issue 14's 1000^3 took 13.3 us where 1024^3 took 9.9 (fewer flops, 34% more time), 2040^3 31.0
# where 2048^3 took 27.9. Each of m, n, k cut alone and together, by 24 (1000), 8 (1016) or a
# whole k-block (960), on the 128 x 64 and 128 x 128 rows near 1024 and the cluster and lone
# 128 x 256 rows near 2048; NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49a.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/s49a/b90/bench/tcgemm-bench
S1=1024x1024x1024,1000x1024x1024,1024x1000x1024,1024x1024x1000,1000x1000x1000,960x1024x1024,1024x960x1024,1024x1024x960,1016x1024x1024,1024x1016x1024,1024x1024x1016
S2=2048x2048x2048,2040x2048x2048,2048x2040x2048,2048x2048x2040,2040x2040x2040,2048x2048x1984
for r in 1 2; do
$B --dtype f16 --variants hgemm_wgmma_128x64,hgemm_wgmma_128x128 --shapes $S1 --trans NN --csv $R/s1_r$r.csv > $R/s1_r$r.txt 2>&1; echo "s1 rc=$?"
$B --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256 --shapes $S2 --trans NN --csv $R/s2_r$r.csv > $R/s2_r$r.txt 2>&1; echo "s2 rc=$?"
done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
for f in $R/s1_r1.txt $R/s1_r2.txt $R/s2_r1.txt $R/s2_r2.txt; do grep -h "^hgemm" $f | awk '{print $1, $3, $6}'; done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
