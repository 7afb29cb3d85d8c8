#!/usr/bin/env bash
# session 10, device call 5: deep-K grids with a whole number of blocks a slab (X from DRAM once)
# against b4ddc17 (base); skinny and AUTO tests of both types; ncu DRAM bytes of the new grid
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r5; mkdir -p $R
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do grep -vE "^device" $f | tail -3; done
D16=1024x16x500000,512x8x500000,512x1x500000,16x1024x500000,1024x4x500000
D32=1024x16x500000,512x8x500000,512x1x500000,1024x4x500000
for bin in $B/base/tcgemm-bench $B/bench/tcgemm-bench $B/base/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/deepk.txt
  timeout 60 $bin --dtype f16 --variants auto --shapes $D16 >> $R/deepk.txt 2>&1
  timeout 60 $bin --dtype f32 --variants auto --shapes $D32 >> $R/deepk.txt 2>&1
done
grep -E "^==|^auto" $R/deepk.txt | cut -c1-112
for dt in f16 f32; do
  timeout 90 ncu --kernel-name regex:stream_kernel --launch-skip 3 --launch-count 1 --section SpeedOfLight \
    --metrics dram__bytes_read.sum,lts__t_sector_hit_rate.pct \
    $B/bench/tcgemm-bench --dtype $dt --variants auto --shapes 1024x16x500000 --no-check --warmup 2 --reps 3 > $R/ncu_deepk_$dt.txt 2>&1
  grep -E "stream_kernel|Duration|SM Frequency|DRAM Throughput|dram__bytes|hit_rate" $R/ncu_deepk_$dt.txt | head -8
done
cd $OUT && tar -czf r5.tgz r5 && rm -rf r5
