#!/usr/bin/env bash
# session 47, device call 7 (H200). Build s47d (a55c07f): compute-sanitizer over the GPU tests of
# the two new rows, side by side: memcheck of both, racecheck of both, synccheck of the 128 x 192
# row; each cut at 240 s (a cut log says how far it got).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47d.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
T=/tmp/s/d/b90/tests/test_gemm_gpu
run() { timeout 240 compute-sanitizer --tool $1 --error-exitcode 1 $T $2 > $R/$1_$2.log 2>&1; echo "$1 $2 rc=$?" >> $R/rc.txt; }
run memcheck hgemm_wgmma_128x64 &
run memcheck hgemm_wgmma_128x192 &
run racecheck hgemm_wgmma_128x64 &
run racecheck hgemm_wgmma_128x192 &
run synccheck hgemm_wgmma_128x192 &
wait
cat $R/rc.txt
for f in $R/*.log; do echo "== $(basename $f): $(grep -c '^PASS\|passed' $f) lines; $(tail -n2 $f | tr '\n' ' ')"; done
