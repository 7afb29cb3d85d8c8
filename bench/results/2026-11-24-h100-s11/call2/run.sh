#!/usr/bin/env bash
# session 11, device call 2: deferred staged C + merged part chunks + faster repack copy (this
# build) against call 1's build (9611dcb, "prev"); irregular fp16 and fp32, TN/NT offset cases;
# ncu of the repack copy and the wgmma kernel at 4095^3; tests of wgmma, repack, AUTO
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
EX=4096x4096x4096@3,4096x4096x4096+1
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/irr.txt
  timeout 150 $bin --dtype f16 --variants auto --suite irregular >> $R/irr.txt 2>&1
  for t in TN NT; do timeout 30 $bin --dtype f16 --variants auto --trans $t --shapes $EX >> $R/irr.txt 2>&1; done
done
grep -E "^==|^auto" $R/irr.txt | cut -c1-100
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench; do
  echo "== $bin" >> $R/irr32.txt
  timeout 150 $bin --dtype f32 --variants auto --suite irregular >> $R/irr32.txt 2>&1
done
grep -E "^==|^auto" $R/irr32.txt | cut -c1-100
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack sgemm_repack auto_f16 auto_f32; do
  timeout 420 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do echo "$f: $(grep -vE '^device' $f | tail -2 | tr '\n' ' ')"; done
timeout 120 ncu --kernel-name regex:"hgemm_wgmma|repack" --launch-skip 6 --launch-count 2 --section SpeedOfLight \
    --metrics lts__t_sectors_srcunit_tex_op_write.sum,sm__cycles_elapsed.avg,dram__bytes_read.sum,dram__bytes_write.sum \
    $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4095x4095x4095 --no-check --warmup 2 --reps 3 > $R/ncu_4095.txt 2>&1
grep -E "hgemm_wgmma_kernel|repack<|Duration|Elapsed Cycles|SM Frequency|Compute \(SM\)|Memory Through|sectors|dram__" $R/ncu_4095.txt | cut -c1-150 | head -30
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
