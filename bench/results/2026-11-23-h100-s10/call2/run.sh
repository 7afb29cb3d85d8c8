#!/usr/bin/env bash
# session 10, device call 2: fp32 FMA chains into the sums, MIS shifts hoisted, FMA-bound fp32 on
# whole waves; against call 1's build (prev) and e000d94 (base); fp32 skinny + AUTO tests;
# DeepBench with AUTO; ncu of the fp32 ring at 35x8457x4096
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r2; mkdir -p $R
for v in sgemm_skinny auto_f32; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
cat $R/test_*.log | grep -vE "^device" | tail -8
F32=35x8457x4096,6144x32x2048,35x700x2048,32x4096x4096,48x4096x4096,24x11008x4096,1000x33x3000,33x515x30000,1760x16x1760,4096x16x4096,20x8192x2048,8x4096x4096,1x4096x4096
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/base/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/ab.txt
  timeout 60 $bin --dtype f32 --variants auto,sgemm_skinny --shapes $F32 >> $R/ab.txt 2>&1
  timeout 60 $bin --dtype f32 --variants auto,sgemm_skinny --trans NT --shapes 32x4096x4096,24x11008x4096,35x8457x4096,8x4096x4096,1x4096x4096 >> $R/ab.txt 2>&1
done
grep -E "^==|^(auto|sgemm_skinny)" $R/ab.txt | cut -c1-110
timeout 120 $B/bench/tcgemm-bench --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
grep -E "^auto" $R/deepbench.txt | awk '{split($3,s,"x"); if (s[1]<=35 || s[2]<=35) print}' | cut -c1-110
timeout 90 ncu --kernel-name regex:stream_kernel --launch-skip 3 --launch-count 1 \
    --section SpeedOfLight --section WarpStateStats --section InstructionStats \
    $B/bench/tcgemm-bench --dtype f32 --variants sgemm_skinny --trans NT --shapes 35x8457x4096 --no-check --warmup 2 --reps 3 > $R/ncu_f32_35.txt 2>&1
grep -E "stream_kernel|Duration|SM Frequency|Compute \(SM\)|Memory Throughput|Warp Cycles Per Issued|Executed Ipc|Issue Slots|stalled" $R/ncu_f32_35.txt | head -20
cd $OUT && tar -czf r2.tgz r2 && rm -rf r2
