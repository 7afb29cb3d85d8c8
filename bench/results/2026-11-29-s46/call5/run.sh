#!/usr/bin/env bash
# session 46, device call 5 (H200). Build s46d: call 4's hgemm_mma_shifted_64x64 (4096^3 1.19 ms,
# 128 x 8192 x 4096 100 us, but 127 x 8191 x 4093 274 us: 2.7x its aligned neighbour) with the
# edge blocks' loads no longer checked element by element in every k-tile: a vector that reaches
# past n is loaded whole (its elements past n reach only C's columns past n), rows past m are
# not read; only the last k-tiles are checked (where zeros past k are needed). Suspect for call
# 4's misaligned times: the checked loads in the last tile column of every call with ragged n,
# combined as they arrived, so that those blocks waited for their loads in every k-tile.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46d.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
T=/tmp/s/d/b90/tests/test_gemm_gpu B=/tmp/s/d/b90/bench/tcgemm-bench
(timeout 200 stdbuf -oL $T hgemm_mma_shifted_64x64 > $R/tests_shifted.log 2>&1; echo "tests rc=$?" >> $R/rc.txt) &
(timeout 200 compute-sanitizer --tool memcheck --error-exitcode 1 $T hgemm_mma_shifted_64x64 > $R/memcheck.log 2>&1; echo "memcheck rc=$?" >> $R/rc.txt) &
wait; cat $R/rc.txt; tail -qn2 $R/tests_shifted.log; tail -n2 $R/memcheck.log
SH=127x8191x4093,128x8192x4096,1021x1021x1021,1000x1000x1000,1024x1024x1024,4097x257x6151,4104x264x6152,2039x2039x2039,4096x4096x4096,63x8191x4093,64x8192x4096
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_repack,hgemm_mma_64x64 --shapes $SH --csv $R/bench.csv > $R/bench.txt 2>&1
echo "bench rc=$?"; grep -c WRONG $R/bench.txt
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
