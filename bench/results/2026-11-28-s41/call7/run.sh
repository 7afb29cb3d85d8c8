#!/usr/bin/env bash
# session 41, device call 7 (H200): build a (21d6d72) against build g (21d6d72 + call7/spread.patch:
# in the kernels with a staged C, TCGEMM_SPREAD=s runs s k-blocks of the next tile before each
# staged part of the last one's C, not one; g1 / g2 / g4 that build with s = 1, 2, 4). AUTO fp16
# NN on calls with a staged C, alternated twice; then g's GPU tests of the Hopper rows under s = 2.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/a /tmp/s/g && tar -xJf .devcarry/s41a.txz -C /tmp/s/a && tar -xJf .devcarry/s41g.txz -C /tmp/s/g
R=$OUT/c7; mkdir -p $R/ab $R/tests
S=4095x4095x4095,4093x4093x4093,4095x4095x4095+1,4096x4096x4096+1,2039x2039x2039,3001x4099x1999,4097x4097x4097,1021x1021x1021,8191x8191x8191,4096x4096x4096
for r in 1 2; do for set in a g1 g2 g4; do
  b=${set:0:1}; sp=${set:1}
  env ${sp:+TCGEMM_SPREAD=$sp} timeout 40 /tmp/s/$b/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/${set}_r$r.csv > $R/ab/${set}_r$r.txt 2>&1
done; done
for set in a g1 g2 g4; do for r in 1 2; do echo "$set r$r $(grep '^auto' $R/ab/${set}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h WRONG $R/ab/*.txt | head -3
T=/tmp/s/g/q/b90/tests/test_gemm_gpu
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_repack; do
  TCGEMM_SPREAD=2 timeout 130 stdbuf -oL $T $v > $R/tests/$v.log 2>&1 &
done
wait
for f in $R/tests/*.log; do echo "$(basename $f): $(grep -E "passed|FAIL" $f | tail -2 | tr '\n' ' ')"; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
