#!/usr/bin/env bash
# session 10, device call 3: deferred register epilogue in the residue kernels (odd ldc) + fp32
# ring quads prefetched, rows past S zeroed; tests of every wgmma row, repack, skinny fp32, AUTO;
# irregular suite against e000d94 (base); fp32 skinny against call 2 (prev); ncu at 4095^3
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r3; mkdir -p $R
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack sgemm_skinny auto_f16 auto_f32; do
  timeout 480 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
for f in $R/test_*.log; do grep -vE "^device" $f | tail -3; done
for bin in $B/bench/tcgemm-bench $B/base/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/irr.txt
  timeout 150 $bin --dtype f16 --variants auto --suite irregular >> $R/irr.txt 2>&1
done
grep -E "^==|^auto" $R/irr.txt | cut -c1-110
F32=35x8457x4096,6144x32x2048,35x700x2048,32x4096x4096,48x4096x4096,24x11008x4096,33x515x30000,1000x33x3000,20x8192x2048
for bin in $B/bench/tcgemm-bench $B/prev/tcgemm-bench $B/bench/tcgemm-bench; do
  echo "== $bin" >> $R/ab.txt
  timeout 60 $bin --dtype f32 --variants sgemm_skinny --shapes $F32 >> $R/ab.txt 2>&1
  timeout 60 $bin --dtype f32 --variants sgemm_skinny --trans NT --shapes 35x8457x4096,32x4096x4096 >> $R/ab.txt 2>&1
done
grep -E "^==|^sgemm_skinny" $R/ab.txt | cut -c1-110
timeout 90 ncu --kernel-name regex:hgemm_wgmma --launch-skip 3 --launch-count 1 --section SpeedOfLight \
    --metrics lts__t_sectors_srcunit_tex_op_write.sum,sm__cycles_elapsed.avg \
    $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4095x4095x4095 --no-check --warmup 2 --reps 3 > $R/ncu_4095.txt 2>&1
grep -E "hgemm_wgmma|Duration|Elapsed Cycles|SM Frequency|Compute \(SM\)|sectors" $R/ncu_4095.txt | head
cd $OUT && tar -czf r3.tgz r3 && rm -rf r3
