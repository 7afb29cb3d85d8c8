#!/usr/bin/env bash
# session 46, device call 1 (H200). Build s46a: 0603a70 + hgemm_mma_shifted_64x64 (A and B read in
# place at any alignment, 16 aligned bytes at a time, shifted in registers) and hgemm_mma.cu's
# shared parts moved to mma_tile.cuh. Questions: is the new row correct on every test shape,
# layout and alignment, memcheck-clean (it reads before each row piece and must never read past
# the matrix), are hgemm_mma_* and AUTO's tests still passing; and how fast is it on the
# `irregular` fp16 calls against AUTO (the copy of hgemm_repack) and hgemm_mma_64x64 on the
# aligned neighbours?
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46a.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
T=/tmp/s/a/b90/tests/test_gemm_gpu B=/tmp/s/a/b90/bench/tcgemm-bench
for v in hgemm_mma_shifted_64x64 hgemm_mma_64x64 hgemm_mma_128x128 hgemm_mma_128x256 hgemm_repack auto_f16_main auto_f16_bare; do
  (timeout 330 stdbuf -oL $T $v > $R/tests_$v.log 2>&1; echo "tests $v rc=$?" >> $R/rc.txt) &
done
(timeout 330 compute-sanitizer --tool memcheck --error-exitcode 1 $T hgemm_mma_shifted_64x64 > $R/memcheck.log 2>&1; echo "memcheck rc=$?" >> $R/rc.txt) &
wait; cat $R/rc.txt; grep -hE "^FAIL" $R/tests_*.log | head -5; tail -qn1 $R/tests_*.log; tail -n4 $R/memcheck.log
SH=1024x1024x1024,2040x2040x2040,4096x4096x4096,128x8192x4096,4104x264x6152,3008x4104x2000
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_mma_64x64 --suite irregular --shapes $SH --csv $R/irregular.csv > $R/irregular.txt 2>&1
echo "bench rc=$?"; grep -c WRONG $R/irregular.txt
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
