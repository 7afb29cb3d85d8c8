#!/usr/bin/env bash
# session 10, device call 4: every GPU test and the default bench at b4ddc17 (prebuilt); deep K
# with an 8-stage ring for <= 16 rows (exp) against b4ddc17; DeepBench with AUTO; ncu of the ring
# on fp16 1024 x 16 x 500000
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r4; mkdir -p $R
BUILD=$B OUT=$R/suite TCGEMM_COMMIT=b4ddc17 timeout 420 scripts/gpu_suite.sh --prebuilt > $R/suite.txt 2>&1
grep -E "gpu tests|failing|passed, |SM clock|^auto " $R/suite.txt | tail -40
D16=1024x16x500000,512x8x500000,512x1x500000,16x1024x500000,4096x16x100000
for bin in $B/bench/tcgemm-bench $B/exp/tcgemm-bench $B/bench/tcgemm-bench $B/exp/tcgemm-bench; do
  echo "== $bin" >> $R/deepk.txt
  timeout 60 $bin --dtype f16 --variants hgemm_skinny --shapes $D16 >> $R/deepk.txt 2>&1
  timeout 60 $bin --dtype f32 --variants sgemm_skinny --shapes 1024x16x500000,512x8x500000,512x1x500000 >> $R/deepk.txt 2>&1
done
grep -E "^==|^(hgemm|sgemm)_skinny" $R/deepk.txt | cut -c1-112
timeout 120 $B/bench/tcgemm-bench --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
grep -E "^auto" $R/deepbench.txt | awk '{split($3,s,"x"); if (s[1]<=35 || s[2]<=35) print}' | cut -c1-112
timeout 90 ncu --kernel-name regex:stream_kernel --launch-skip 3 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes 1024x16x500000 --no-check --warmup 2 --reps 3 > $R/ncu_deepk.txt 2>&1
grep -E "stream_kernel|Duration|SM Frequency|DRAM Throughput|Memory Throughput|Warp Cycles Per Issued|stalled" $R/ncu_deepk.txt | head -14
cd $OUT && tar -czf r4.tgz r4 && rm -rf r4
