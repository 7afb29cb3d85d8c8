#!/usr/bin/env bash
# session 46, device call 9 (H200). Build s46g = commit f0b5b49 (hgemm_mma_shifted_64x64 with
# call 8's AUTO figures, k_ns 14, and chunks of k rows of MN loaded whole wherever the rows they
# may reach into exist: call 8's tall calls with narrow B rows (4096 x 16 x 4096 with ldb 17)
# checked every element in every k-tile). memcheck of the new row; every GPU test and the default
# bench (the README's tables); then call 8's comparisons again (the calls AUTO gives the row, with
# the repack's scratch and without it, against the rows they displaced).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46g.txz -C /tmp/s
R=$OUT/c9; rm -rf $R; mkdir -p $R
BD=/tmp/s/g/b90 B=/tmp/s/g/b90/bench/tcgemm-bench
timeout 120 compute-sanitizer --tool memcheck --error-exitcode 1 $BD/tests/test_gemm_gpu hgemm_mma_shifted_64x64 > $R/memcheck.log 2>&1; echo "memcheck rc=$?"; tail -n2 $R/memcheck.log
TCGEMM_COMMIT=f0b5b49 BUILD=$BD OUT=$R/suite timeout 470 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log; grep -E "^FAIL" $R/suite/tests.log | head
S1=256x256x256+1,512x512x512+1,63x8191x4093,127x8191x4093
S0=1024x1024x1024+1,1021x1021x1021,128x4096x4096+1,16x4096x4096+1,32x4096x14336+1,4096x16x4096+1,6144x32x2048+1,2560x64x2560+1,1760x128x1760+1,35x8457x4096
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_repack --shapes $S1 --csv $R/scratch.csv > $R/scratch.txt 2>&1; echo "rc=$?"
$B --dtype f16 --variants hgemm_mma_shifted_64x64,hgemm_wmma_smem,hgemm_skinny --shapes $S0 --csv $R/noscratch.csv > $R/noscratch.txt 2>&1; echo "rc=$?"
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
