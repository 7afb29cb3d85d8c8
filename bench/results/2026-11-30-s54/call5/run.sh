#!/usr/bin/env bash
# session 54, device call 5 (H200). fin = c28f28b. gpu_suite.sh --extra (issues 12, 13 and 14 at
# the final kernels; irregular_table.md from its irregular suite), the read probe beside AUTO on
# decode NN (the extra phases time NT), then compute-sanitizer memcheck and racecheck through the
# bench on the changed kernels: the flat GEMV's split rows (7680 x 1 x 2560, K tails) and the
# 8-stage decode ring (NN and NT, 1-16 rows, a K tail, odd rows of X).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
B=/tmp/s/fin/b90/bench/tcgemm-bench
R=$OUT/c5; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=c28f28b BUILD=/tmp/s/fin/b90 OUT=$R/x timeout 250 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
tail -5 $R/extra.log
$B --dtype both --variants auto --shapes 1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 --trans NN --read-probe --csv $R/decode_nn.csv > $R/decode_nn.txt 2>&1; echo "decode nn rc=$?"
for tool in memcheck racecheck; do
  for t in NN NT; do
    timeout 120 compute-sanitizer --tool $tool --error-exitcode 1 $B --dtype both --variants hgemm_skinny,sgemm_skinny --shapes 7680x1x2560,1000x1x3000,3x4096x4000,16x4096x4096,1x4096x4104 --trans $t --reps 1 --warmup 0 > $R/san_${tool}_$t.txt 2>&1; echo "$tool $t rc=$? $(grep -h 'ERROR SUMMARY\|RACECHECK SUMMARY' $R/san_${tool}_$t.txt | sort | uniq -c | tr '\n' ' ')"
  done
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
