#!/usr/bin/env bash
# session 38, device call 7 (H100): the lone 128 x 256 row against the cluster row (AUTO's pick on
# aligned squares), at 938f66a. The default bench (call 4) had the lone row 4.6% ahead at 2048^3
# (one round of tiles) and level at 4096^3; AUTO's rate for it (693 TFLOPS) predates the deferred
# epilogue. Each row timed alone against cuBLAS in 16 ABBA cycles after 2 s of heat, 2048^3,
# 4096^3 and 8192^3, NN and TN; then both rows interleaved with cuBLAS on the llm suite.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38q.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
V=hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader,nounits -lms 200 > $R/power.csv 2>&1 &
sampler=$!
for t in NN TN; do
  timeout 200 $B --dtype f16 --variants $V --sizes 2048,4096,8192 --trans $t --alone --cycles 16 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1
  echo "alone $t rc=$?"; grep "^hgemm" $R/alone_$t.txt
done
timeout 120 $B --dtype f16 --variants $V,auto --suite llm --heat 2 --csv $R/llm.csv > $R/llm.txt 2>&1
echo "llm rc=$?"
kill $sampler
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
