#!/usr/bin/env bash
# session 41, device call 8 (H200): build a (21d6d72) against build h (the kept change: two
# k-blocks of the next tile before each staged part of C, a constant), alternated twice, AUTO fp16
# NN on the `irregular` suite's calls with a staged C and their aligned neighbours; then h's GPU
# tests of the Hopper rows, the repack and AUTO fp16.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/a /tmp/s/h && tar -xJf .devcarry/s41a.txz -C /tmp/s/a && tar -xJf .devcarry/s41h.txz -C /tmp/s/h
R=$OUT/c8; mkdir -p $R/ab $R/tests
S=4095x4095x4095,4093x4093x4093,4096x4096x4096+1,4096x4096x4096+3,4097x4097x4097,2039x2039x2039,3001x4099x1999,1021x1021x1021,8191x8191x8191,4096x4096x4096,2040x2040x2040,8192x8192x8192
for r in 1 2; do for b in a h; do
  timeout 45 /tmp/s/$b/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/${b}_r$r.csv > $R/ab/${b}_r$r.txt 2>&1
done; done
for b in a h; do for r in 1 2; do echo "$b r$r $(grep '^auto' $R/ab/${b}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h WRONG $R/ab/*.txt | head -3
T=/tmp/s/h/q/b90/tests/test_gemm_gpu
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_64x64 hgemm_repack auto_f16_main auto_f16_bare; do
  timeout 140 stdbuf -oL $T $v > $R/tests/$v.log 2>&1 &
done
wait
for f in $R/tests/*.log; do echo "$(basename $f): $(grep -E "passed|FAIL" $f | tail -2 | tr '\n' ' ')"; done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
