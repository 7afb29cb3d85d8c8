#!/usr/bin/env bash
# session 50, device call 2 (H200). s50b = the rows hgemm_wgmma_192x192 and _192x192_c2 (three
# consumer warpgroups; AUTO leaves them). (1) Their GPU tests. (2) memcheck on two of their
# shapes. (3) They, the cluster row, stream-K, the lone 128 x 192 row and AUTO named on the shapes
# where 192-wide tiles fill rounds (cuBLAS runs 192 x 192 at 3000^3 and 3008^3: call 1), NN two
# rounds, TN one.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50b.txz -C /tmp/s
D=/tmp/s/s50b/b90
R=$OUT/c2; rm -rf $R; mkdir -p $R
timeout 240 $D/tests/test_gemm_gpu hgemm_wgmma_192x192 hgemm_wgmma_192x192_c2 > $R/tests.log 2>&1; echo "tests rc=$?"
tail -3 $R/tests.log
for v in hgemm_wgmma_192x192 hgemm_wgmma_192x192_c2; do
  timeout 100 compute-sanitizer --tool memcheck $D/bench/tcgemm-bench --dtype f16 --variants $v --shapes 1000x1000x1000,3000x2999x1001+3 --reps 1 --warmup 0 > $R/memcheck_$v.txt 2>&1; echo "memcheck $v rc=$?"
  grep -E "ERROR SUMMARY" $R/memcheck_$v.txt
done
V=hgemm_wgmma_192x192,hgemm_wgmma_192x192_c2,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x192,auto
S=3000x3000x3000,3008x3008x3008,2304x2304x2304,2560x2560x2560,3072x3072x3072,3840x3840x3840,2560x7000x2560,2048x7000x2048,5124x9124x2560,4096x4096x4096,4096x11008x4096,8192x8192x8192,1536x1536x1536
for r in 1 2; do
  $D/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --trans NN --csv $R/nn_r$r.csv > $R/nn_r$r.txt 2>&1; echo "nn r$r rc=$?"
done
$D/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --trans TN --csv $R/tn_r1.csv > $R/tn_r1.txt 2>&1; echo "tn rc=$?"
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
