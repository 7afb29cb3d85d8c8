#!/usr/bin/env bash
# session 46, device call 2 (H200). Build s46b: call 1's hgemm_mma_shifted_64x64 with its loads
# remapped (v2): call 1's row ran 3x slower than hgemm_mma_64x64 (4096^3 1.30 against 0.42 ms).
# Suspect: each thread loaded five vectors of one 32-element piece, so one warp load touched 16
# rows (16-32 L1 lines, against 4-8 for hgemm_mma's copies). Now a thread moves 4 chunks of one
# column 16 rows apart (8 lanes a row, as hgemm_mma's cp.async), two aligned vectors a chunk,
# all four chunks at one shift. Tests and memcheck of the row, then the bench against AUTO
# (hgemm_repack's copy where misaligned), hgemm_repack named, and hgemm_mma_64x64 aligned.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46b.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
T=/tmp/s/b/b90/tests/test_gemm_gpu B=/tmp/s/b/b90/bench/tcgemm-bench
(timeout 200 stdbuf -oL $T hgemm_mma_shifted_64x64 > $R/tests_shifted.log 2>&1; echo "tests rc=$?" >> $R/rc.txt) &
(timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 $T hgemm_mma_shifted_64x64 > $R/memcheck.log 2>&1; echo "memcheck rc=$?" >> $R/rc.txt) &
wait; cat $R/rc.txt; tail -qn2 $R/tests_shifted.log; tail -n2 $R/memcheck.log
SH=127x8191x4093,128x8192x4096,1021x1021x1021,1000x1000x1000,1024x1024x1024,4097x257x6151,4104x264x6152,2039x2039x2039,4096x4096x4096,63x8191x4093,64x8192x4096
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_repack,hgemm_mma_64x64 --shapes $SH --csv $R/bench.csv > $R/bench.txt 2>&1
echo "bench rc=$?"; grep -c WRONG $R/bench.txt
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
