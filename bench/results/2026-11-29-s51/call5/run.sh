#!/usr/bin/env bash
# session 51, device call 5 (H200). s51b = 0211e17 + the experimental row hgemm_wgmma_128x64_c2
# (the 128 x 64 tile in clusters of two stacked along m, sharing B: the last CTA loads its one box
# for both; AUTO leaves it). (1) Its GPU tests; memcheck on two shapes. (2) It, the lone 128 x 64
# row and the 128 x 128 row named on one-round calls (cuBLAS runs 1024^3 on 128 x 64 tiles in
# pairs: call 4), NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51b.txz -C /tmp/s
D=/tmp/s/s51b/b90
R=$OUT/c5; rm -rf $R; mkdir -p $R
timeout 200 $D/tests/test_gemm_gpu hgemm_wgmma_128x64_c2 > $R/tests.log 2>&1; echo "tests rc=$?"
tail -3 $R/tests.log
timeout 100 compute-sanitizer --tool memcheck $D/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x64_c2 --shapes 1000x1000x1000,333x2999x1001+3 --reps 1 --warmup 0 > $R/memcheck.txt 2>&1; echo "memcheck rc=$?"
grep -E "ERROR SUMMARY" $R/memcheck.txt
V=hgemm_wgmma_128x64,hgemm_wgmma_128x64_c2,hgemm_wgmma_128x128
S=1024x1024x1024,1000x1000x1000,768x768x768,1024x1024x4096,256x4096x4096,7680x128x2560,1024x2048x1024,2048x1024x2048,1280x1280x1280
for r in 1 2; do for t in NN TN; do
  $D/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --trans $t --csv $R/${t}_r$r.csv > $R/${t}_r$r.txt 2>&1 || echo "$t r$r rc=$?"
done; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
