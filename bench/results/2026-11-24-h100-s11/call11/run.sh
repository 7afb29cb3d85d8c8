#!/usr/bin/env bash
# session 11, device call 11: the final kernels (cb0ff9e): tests of the wgmma rows, the repacks
# and AUTO; alone at 4096^3 NN and TN (16 cycles) against 1963ea8 ("prev"), alternating; the
# fp16 irregular suite with the aligned neighbours
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c11; mkdir -p $R
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
    --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
S=$!
for rep in 1 2; do
  for bin in bench prev; do
    for t in NN TN; do
      timeout 100 $B/$bin/tcgemm-bench --dtype f16 --variants auto --sizes 4096 --trans $t --alone --cycles 16 --heat 2 --reps 30000 --warmup 500 --csv $R/alone_${bin}_${t}_$rep.csv > $R/alone_${bin}_${t}_$rep.txt 2>&1
      echo "rep $rep $bin $(grep -E '^auto' $R/alone_${bin}_${t}_$rep.txt | cut -c1-110)"
    done
  done
done
kill $S; wait $S 2>/dev/null
timeout 120 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1
grep -E "^auto|results:" $R/irregular.txt | cut -c1-100
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack sgemm_repack auto_f16 auto_f32; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do echo "$f: $(grep -vE '^device' $f | tail -2 | tr '\n' ' ')"; done
cd $OUT && tar -czf c11.tgz c11 && rm -rf c11
