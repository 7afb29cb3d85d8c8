#!/usr/bin/env bash
# session 49, device call 1 (H200). s49a = 748d984: the new row hgemm_wgmma_128x192_c2 (128 x 192
# tiles in clusters of two sharing B; AUTO leaves it). (1) Its GPU tests against cuBLAS. (2) The
# row named beside the cluster row, the lone 128 x 192 row and stream-K on middle sizes, aligned
# rows on and off 128-byte lines (3000^3: issue 14's cliff), NN and TN; (3) the 128 x 64 and
# 128 x 128 rows at 1000^3 and 1024^3 (issue 14's 1000^3: AUTO takes 128 x 128 there).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49a.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/s49a/b90/bench/tcgemm-bench
timeout 150 /tmp/s/s49a/b90/tests/test_gemm_gpu hgemm_wgmma_128x192_c2 > $R/tests_128x192_c2.log 2>&1
echo "tests rc=$?"; tail -2 $R/tests_128x192_c2.log
V=hgemm_wgmma_128x192_c2,hgemm_wgmma_128x192,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk
S=3000x3000x3000,3008x3008x3008,2304x2304x2304,3072x3072x3072,1536x1536x1536,1536x4096x1536,2048x2048x2048,2560x2560x2560,2816x2816x2816,3584x3584x3584,4096x4096x4096,5000x5000x5000,2376x2376x2376,1792x4096x2048,6144x3584x4096
ST=3000x3000x3000,3008x3008x3008,2304x2304x2304,3072x3072x3072,1536x4096x1536,4096x4096x4096
$B --dtype f16 --variants $V --shapes $S --trans NN --csv $R/rows_NN.csv > $R/rows_NN.txt 2>&1; echo "NN rc=$?"
$B --dtype f16 --variants $V --shapes $ST --trans TN --csv $R/rows_TN.csv > $R/rows_TN.txt 2>&1; echo "TN rc=$?"
$B --dtype f16 --variants hgemm_wgmma_128x64,hgemm_wgmma_128x128,auto --shapes 1000x1000x1000,1024x1024x1024 --trans NN --csv $R/small.csv > $R/small.txt 2>&1; echo "small rc=$?"
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
grep -h "^hgemm\|^auto" $R/rows_NN.txt $R/rows_TN.txt $R/small.txt | cut -c1-110
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
