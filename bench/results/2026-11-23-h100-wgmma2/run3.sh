#!/usr/bin/env bash
tar xzf .devcarry/bins.tgz -C .devcarry
T=.devcarry/t; P=.devcarry/p
W="hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk"
(time $T/test_gemm_gpu $W auto) > $OUT/tests_wgmma_auto.log 2>&1
tail -3 $OUT/tests_wgmma_auto.log
{ for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk; do
    for tool in memcheck synccheck; do (time compute-sanitizer --tool $tool $T/test_gemm_gpu $v) 2>&1 | grep -v "^$"; done
  done
  (time compute-sanitizer --tool racecheck $T/test_gemm_gpu hgemm_wgmma_128x256_c2) 2>&1 | grep -v "^$"
} > $OUT/sanitizer.txt 2>&1
grep -E "SUMMARY|passed" $OUT/sanitizer.txt
{ $T/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_128x256_c2 --sizes 2048,3072,4096,8192 --trans NN
  $T/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans TN
  $T/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans NN --alone
  $T/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans TN --alone; } > $OUT/bench_quick.txt 2>&1
grep "% of cuBLAS" $OUT/bench_quick.txt
(time timeout 200 $P/test_gemm_gpu hgemm_skinny sgemm_skinny hgemm_repack sgemm_repack auto) > $OUT/port_tests.log 2>&1
tail -4 $OUT/port_tests.log
