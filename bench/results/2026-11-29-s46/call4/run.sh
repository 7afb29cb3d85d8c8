#!/usr/bin/env bash
# session 46, device call 4 (H200). Build s46c: call 2's hgemm_mma_shifted_64x64 with both vectors
# of a chunk always loaded. Call 3 (ncu, 4096^3) found the warps stalled on long scoreboard
# (38%) at `v1 = shift ? load : v0`: the copy of v0 where the shift is 0 waited for v0's load
# right after it was issued, so the loads two k-tiles ahead were waited for at once. Tests and
# memcheck of the row, then the bench as in call 2.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46c.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
T=/tmp/s/c/b90/tests/test_gemm_gpu B=/tmp/s/c/b90/bench/tcgemm-bench
(timeout 200 stdbuf -oL $T hgemm_mma_shifted_64x64 > $R/tests_shifted.log 2>&1; echo "tests rc=$?" >> $R/rc.txt) &
(timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 $T hgemm_mma_shifted_64x64 > $R/memcheck.log 2>&1; echo "memcheck rc=$?" >> $R/rc.txt) &
wait; cat $R/rc.txt; tail -qn2 $R/tests_shifted.log; tail -n2 $R/memcheck.log
SH=127x8191x4093,128x8192x4096,1021x1021x1021,1000x1000x1000,1024x1024x1024,4097x257x6151,4104x264x6152,2039x2039x2039,4096x4096x4096,63x8191x4093,64x8192x4096
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_repack,hgemm_mma_64x64 --shapes $SH --csv $R/bench.csv > $R/bench.txt 2>&1
echo "bench rc=$?"; grep -c WRONG $R/bench.txt
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
