#!/usr/bin/env bash
# session 40, device call 8 (H200): build d (f640059 with the GPU tests of 4880463): the GPU
# tests of hgemm_wgmma_64x64 and of AUTO fp16 (with the workspace), then the row named and AUTO on
# narrow-B calls, d against c (d175716 plus call6/exp.patch, its switch unset: one CTA a tile)
# alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/c /tmp/s/d && tar -xJf .devcarry/s40c.txz -C /tmp/s/c && tar -xJf .devcarry/s40d.txz -C /tmp/s/d
R=$OUT/c8; rm -rf $R; mkdir -p $R
T=/tmp/s/d/q/b90/tests/test_gemm_gpu
timeout 200 $T hgemm_wgmma_64x64 > $R/tests_64x64.log 2>&1 & p1=$!
timeout 200 $T auto_f16_main > $R/tests_auto_f16.log 2>&1 & p2=$!
wait $p1; echo "64x64 rc=$?"; wait $p2; echo "auto rc=$?"
tail -2 $R/tests_64x64.log $R/tests_auto_f16.log
S=4096x24x2048,6144x24x2048,8192x24x4096,3072x24x2048,6144x32x2048,4096x32x4096,704x24x1024,4160x16x2048
for r in 1 2; do for b in c d; do
  timeout 40 /tmp/s/$b/q/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1
done; done
for f in c_r1 d_r1 c_r2 d_r2; do for v in hgemm_wgmma_64x64 auto; do
  echo "$f $v $(grep "^$v " $R/$f.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/summary.txt
grep -h "results:" $R/d_r*.txt
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
