#!/usr/bin/env bash
# session 11, device call 3: the stream-K fix (this build) — tests of the wgmma rows, repack and
# AUTO (both types); irregular f16 against call 1's build (9611dcb, "prev", correct there) and
# f32; compute-sanitizer memcheck/racecheck over staged-C calls
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/irr.txt
  timeout 150 $bin --dtype f16 --variants auto --suite irregular >> $R/irr.txt 2>&1
done
grep -E "^==|^auto|results:" $R/irr.txt | cut -c1-140
echo "== f32" >> $R/irr32.txt
timeout 150 $B/bench/tcgemm-bench --dtype f32 --variants auto --suite irregular >> $R/irr32.txt 2>&1
grep -E "^auto|results:" $R/irr32.txt | cut -c1-140
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack sgemm_repack auto_f16 auto_f32; do
  timeout 420 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do echo "$f: $(grep -vE '^device' $f | tail -2 | tr '\n' ' ')"; done
S=$R/sanitize.txt
for args in "--variants auto --shapes 1031x777x333+5@1,300x520x200+3@3,121x249x97+7" \
            "--variants hgemm_wgmma_128x256_c2_sk --shapes 2049x4105x65+7,127x129x67+5" \
            "--variants hgemm_wgmma_128x256_c2 --shapes 257x263x131+1@1"; do
  for tool in memcheck racecheck; do
    echo "== $tool $args" >> $S
    timeout 200 compute-sanitizer --tool $tool $B/bench/tcgemm-bench --dtype f16 $args --reps 1 --warmup 0 --max-run-s 100 2>&1 | grep -E "ERROR SUMMARY|RACECHECK SUMMARY|Error|Race|hazard|^auto|^hgemm|results:" | head -20 >> $S
  done
done
cat $S | cut -c1-150
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
