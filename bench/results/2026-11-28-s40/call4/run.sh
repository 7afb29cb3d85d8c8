#!/usr/bin/env bash
# session 40, device call 4 (H200): at 76e6846 (AUTO's streaming rate from the device's memory
# clock and bus width), every GPU test (AUTO's in four processes) and the default bench (the
# README's tables); then AUTO at ded2709 (build e, its setting unset) and at 76e6846 alternated
# twice on call 3's calls with M or N <= 48.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/e /tmp/s/b && tar -xJf .devcarry/s40e.txz -C /tmp/s/e && tar -xJf .devcarry/s40b.txz -C /tmp/s/b
R=$OUT/c4; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=76e6846 BUILD=/tmp/s/b/q/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -2 $R/suite/tests.log
S16=1x4096x4096,8x4096x4096,16x4096x4096,24x4096x4096,32x4096x4096,40x4096x4096,48x4096x4096,32x4096x14336,16x14336x4096,1x11008x4096,1760x16x1760,4096x16x4096,6144x32x2048,35x8457x4096,35x700x2048,512x8x500000,1024x16x500000,7680x1x2560,512x1x500000,3072x4x1024,6144x2x2048,64x1x1216
NT16=1x4096x4096,16x4096x4096,24x4096x4096,32x4096x4096,48x4096x4096,32x4096x14336
A=$R/ab; mkdir -p $A
for r in 1 2; do for b in e b; do
  X=/tmp/s/$b/q/b90/bench/tcgemm-bench
  timeout 40 $X --dtype f16 --variants auto --shapes $S16 --csv $A/${b}_r${r}_nn16.csv > $A/${b}_r${r}_nn16.txt 2>&1
  timeout 25 $X --dtype f16 --variants auto --trans NT --shapes $NT16 --csv $A/${b}_r${r}_nt16.csv > $A/${b}_r${r}_nt16.txt 2>&1
  timeout 40 $X --dtype f32 --variants auto --shapes $S16 --csv $A/${b}_r${r}_nn32.csv > $A/${b}_r${r}_nn32.txt 2>&1
done; done
for t in nn16 nt16 nn32; do for f in e_r1 b_r1 e_r2 b_r2; do
  echo "$t $f $(grep '^auto' $A/${f}_$t.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $A/summary.txt
grep -h "streaming rate" $A/b_r1_nn16.txt
# ncu: AUTO's kernel (hgemm_wgmma_64x64) and cuBLAS's on fp16 6144 x 32 x 2048 NN, what bounds each
timeout 90 ncu --clock-control none --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sector_hit_rate.pct,launch__grid_size,launch__block_size,sm__throughput.avg.pct_of_peak_sustained_elapsed --launch-skip 4 --launch-count 6 /tmp/s/b/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes 6144x32x2048 --reps 3 --warmup 2 > $R/ncu_6144x32x2048.txt 2>&1
grep -E "^  [a-zA-Z_].*\(|duration|dram__|hit_rate|grid_size|block_size|sm__throughput" $R/ncu_6144x32x2048.txt | cut -c1-140 | head -60
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
