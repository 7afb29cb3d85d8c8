#!/usr/bin/env bash
# session 49, device call 3 (H200). s49b = f5ad9d4: the new row hgemm_wgmma_128x128_k2 (the
# 128 x 128 tile with k split over a cluster of two; AUTO leaves it). (1) Its GPU tests against
# cuBLAS; compute-sanitizer memcheck over them. (2) It beside the 128 x 128 and 128 x 64 rows and
# AUTO on calls with up to a round or two of 128 x 128 tiles, NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s49b.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/s49b/b90/bench/tcgemm-bench
T=/tmp/s/s49b/b90/tests/test_gemm_gpu
timeout 120 $T hgemm_wgmma_128x128_k2 > $R/tests_k2.log 2>&1; echo "tests rc=$?"; tail -2 $R/tests_k2.log
V=hgemm_wgmma_128x128_k2,hgemm_wgmma_128x128,hgemm_wgmma_128x64,auto
S=1000x1000x1000,1024x1024x1024,1024x1024x1000,768x768x768,896x896x896,512x512x512,1280x1280x1280,1152x1152x1152,1024x1024x2048,1024x1024x4096,256x4096x4096,128x8192x4096,2048x512x2048,1024x704x512,7680x128x2560,1536x1536x1536
for r in 1 2; do for t in NN TN; do
$B --dtype f16 --variants $V --shapes $S --trans $t --csv $R/r${r}_$t.csv > $R/r${r}_$t.txt 2>&1; echo "r$r $t rc=$?"
done; done
$B --dtype f16 --variants auto --shapes 1021x1021x1021,1000x1000x1000,1024x1024x1024 --trans NN --csv $R/auto.csv > $R/auto.txt 2>&1
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
for f in $R/r1_NN.txt $R/r2_NN.txt $R/r1_TN.txt; do grep -h "^hgemm\|^auto" $f | awk '{print $1, $3, $5, $6, $8}'; done
timeout 200 compute-sanitizer --tool memcheck --print-limit 20 $T hgemm_wgmma_128x128_k2 > $R/memcheck_k2.log 2>&1; echo "memcheck rc=$?"
grep -h "ERROR SUMMARY\|^gpu tests" $R/memcheck_k2.log | tail -3
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
