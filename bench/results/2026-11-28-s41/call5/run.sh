#!/usr/bin/env bash
# session 41, device call 5 (H200): build a (21d6d72) against build e (21d6d72 + call5/staged.patch:
# the staged epilogue stages a row whose C starts an odd number of halves past 16 bytes one half
# early with 4-byte stores, and shifts each 16-byte chunk by one half with funnel shifts as it
# reads it back, instead of staging it with two 2-byte stores per pair). AUTO fp16 NN on calls with
# a staged C, alternated twice; e's GPU tests of the Hopper rows, the repack and AUTO fp16.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/a /tmp/s/e && tar -xJf .devcarry/s41a.txz -C /tmp/s/a && tar -xJf .devcarry/s41e.txz -C /tmp/s/e
R=$OUT/c5; mkdir -p $R/ab $R/tests
S=4095x4095x4095,4093x4093x4093,4095x4095x4095+1,2039x2039x2039,3001x4099x1999,4097x4097x4097,1021x1021x1021,127x8191x4093,8191x8191x8191,4096x4096x4096+1,4096x4096x4096
for r in 1 2; do for b in a e; do
  timeout 40 /tmp/s/$b/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/${b}_r$r.csv > $R/ab/${b}_r$r.txt 2>&1
done; done
for b in a e; do for r in 1 2; do echo "$b r$r $(grep '^auto' $R/ab/${b}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h WRONG $R/ab/*.txt | head -3
T=/tmp/s/e/q/b90/tests/test_gemm_gpu
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_64x64 hgemm_repack; do
  timeout 230 stdbuf -oL $T $v > $R/tests/$v.log 2>&1 &
done
wait
for f in $R/tests/*.log; do echo "$(basename $f): $(grep -E "passed|FAIL" $f | tail -2 | tr '\n' ' ')"; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
