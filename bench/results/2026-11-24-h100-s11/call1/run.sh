#!/usr/bin/env bash
# session 11, device call 1: staged odd-C epilogue in hgemm_wgmma (9611dcb) against the base
# (1597e0a's kernels); --alone --cycles 8 at 4096^3/8192^3 NN and TN (#12); tests of every
# wgmma row, the repack and AUTO f16; ncu at 4095^3
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $R/env.txt 2>&1
NB=1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
echo "== new (with aligned neighbours)" >> $R/irr.txt
timeout 200 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --shapes $NB --csv $R/irr_new1.csv >> $R/irr.txt 2>&1
echo "== base" >> $R/irr.txt
timeout 150 $B/base/tcgemm-bench --dtype f16 --variants auto --suite irregular --csv $R/irr_base.csv >> $R/irr.txt 2>&1
echo "== new" >> $R/irr.txt
timeout 150 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --csv $R/irr_new2.csv >> $R/irr.txt 2>&1
grep -E "^==|^auto" $R/irr.txt | cut -c1-112
for t in NN TN; do
  nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
      --format=csv,noheader,nounits -lms 200 > $R/alone_$t.power.csv 2>&1 &
  S=$!
  timeout 150 $B/bench/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1
  kill $S; wait $S 2>/dev/null
  grep -E "^auto" $R/alone_$t.txt
done
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 420 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do echo "$f: $(grep -vE '^device' $f | tail -2 | tr '\n' ' ')"; done
timeout 90 ncu --kernel-name regex:hgemm_wgmma --launch-skip 3 --launch-count 1 --section SpeedOfLight \
    --metrics lts__t_sectors_srcunit_tex_op_write.sum,sm__cycles_elapsed.avg \
    $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4095x4095x4095 --no-check --warmup 2 --reps 3 > $R/ncu_4095.txt 2>&1
grep -E "hgemm_wgmma|Duration|Elapsed Cycles|SM Frequency|Compute \(SM\)|sectors" $R/ncu_4095.txt | head
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
