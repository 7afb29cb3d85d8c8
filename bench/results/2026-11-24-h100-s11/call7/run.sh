#!/usr/bin/env bash
# session 11, device call 7: the copy's grid at the resident blocks + programmatic dependent
# launch of the multiply behind it (this build) against 1963ea8 ("prev"): irregular fp16 and
# fp32 A/B/A/B; tests of the repacks, AUTO and the wgmma rows; ncu of the copy; sanitizers
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c7; mkdir -p $R
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/irr.txt
  timeout 150 $bin --dtype f16 --variants auto --suite irregular >> $R/irr.txt 2>&1
done
grep -E "^==|^auto|results:" $R/irr.txt | cut -c1-100
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/irr32.txt
  timeout 150 $bin --dtype f32 --variants auto --suite irregular >> $R/irr32.txt 2>&1
done
grep -E "^==|^auto|results:" $R/irr32.txt | cut -c1-100
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/square.txt
  timeout 60 $bin --dtype f16 --variants auto --sizes 4096,8192 --heat 2 >> $R/square.txt 2>&1
done
grep -E "^==|^auto" $R/square.txt | cut -c1-100
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack sgemm_repack auto_f16 auto_f32; do
  timeout 420 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do echo "$f: $(grep -vE '^device' $f | tail -2 | tr '\n' ' ')"; done
timeout 120 ncu --kernel-name regex:"repack" --launch-skip 3 --launch-count 1 --section SpeedOfLight \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum \
    $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4095x4095x4095 --no-check --warmup 2 --reps 3 > $R/ncu_copy.txt 2>&1
grep -E "repack<|Duration|SM Frequency|Memory Through|dram__" $R/ncu_copy.txt | cut -c1-150 | head
S=$R/sanitize.txt
for tool in memcheck racecheck synccheck; do
  echo "== $tool" >> $S
  timeout 200 compute-sanitizer --tool $tool $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes 1031x777x333+5@1,300x520x200+3@3,2049x4105x65+7 --reps 1 --warmup 0 --max-run-s 100 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|Error|Race|hazard|^auto|results:" | head -20 >> $S
done
cat $S | cut -c1-150
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
