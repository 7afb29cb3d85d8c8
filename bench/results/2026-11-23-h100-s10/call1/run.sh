#!/usr/bin/env bash
# session 10, device call 1: fp32 row halves on the skinny ring + fp16 short slabs up to 16 stages,
# against e000d94's bench; skinny and AUTO tests of both types; ncu of the residue kernel at 4095^3
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90; E=/tmp/c/b90/base
R=$OUT/r1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout 420 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
sleep 1
F32=35x8457x4096,6144x32x2048,35x700x2048,32x4096x4096,48x4096x4096,24x11008x4096,1000x33x3000,33x515x30000,1760x16x1760,4096x16x4096,20x8192x2048
F16=2560x16x2560,16x2560x2560,1024x16x4096,16x1000x4096,2048x16x3000,1760x16x1760,35x700x2048,4096x16x4096,6144x32x2048
wait
cat $R/test_*.log | grep -vE "^device" | tail -30
for bin in $B/bench/tcgemm-bench $E/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/ab.txt
  timeout 60 $bin --dtype f32 --variants auto,sgemm_skinny,sgemm_warptile_streamk --shapes $F32 >> $R/ab.txt 2>&1
  timeout 60 $bin --dtype f32 --variants auto,sgemm_skinny --trans NT --shapes 32x4096x4096,24x11008x4096,35x8457x4096 >> $R/ab.txt 2>&1
  timeout 60 $bin --dtype f16 --variants auto,hgemm_skinny --shapes $F16 >> $R/ab.txt 2>&1
  timeout 60 $bin --dtype f16 --variants auto,hgemm_skinny --trans NT --shapes 16x2560x2560,16x1000x4096 >> $R/ab.txt 2>&1
done
grep -E "^==|^(auto|hgemm_skinny|sgemm_skinny|sgemm_warptile_streamk)" $R/ab.txt | cut -c1-122
for s in 4096x4096x4096 4096x4096x4096+1 4095x4095x4095; do
  timeout 90 ncu --kernel-name regex:hgemm_wgmma --launch-skip 3 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats \
    --metrics lts__t_sectors_srcunit_tex_op_read.sum,lts__t_sectors_srcunit_tex_op_write.sum,dram__bytes_read.sum,dram__bytes_write.sum,sm__cycles_elapsed.avg \
    $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --no-check --warmup 2 --reps 3 > $R/ncu_$s.txt 2>&1
  grep -E "hgemm_wgmma|Duration|Elapsed Cycles|SM Frequency|Memory Throughput|Compute \(SM\)|sectors_srcunit|dram__bytes|Stall|Warp Cycles Per Issued" $R/ncu_$s.txt | head -30
done
cd $OUT && tar -czf r1.tgz r1 && rm -rf r1
