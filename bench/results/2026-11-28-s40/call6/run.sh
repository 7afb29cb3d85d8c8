#!/usr/bin/env bash
# session 40, device call 6 (H200): build c (d175716 plus call6/exp.patch): the 64 x 64 row's
# narrow-B kernel (n <= 32, B not transposed) as clusters of two stacked tiles that share B by
# multicast (TCGEMM_NARROW_PAIR=1) against one CTA a tile, alternated twice, the row named and
# AUTO; then the row's GPU tests under the setting.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/c && tar -xJf .devcarry/s40c.txz -C /tmp/s/c
R=$OUT/c6; rm -rf $R; mkdir -p $R
B=/tmp/s/c/q/b90/bench/tcgemm-bench
S=6144x32x2048,4096x32x4096,8192x32x4096,6144x24x2048,704x24x1024,4096x16x4096,2048x32x8192,1760x16x1760
for r in 1 2; do
  timeout 40 $B --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --csv $R/one_r$r.csv > $R/one_r$r.txt 2>&1
  TCGEMM_NARROW_PAIR=1 timeout 40 $B --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --csv $R/pair_r$r.csv > $R/pair_r$r.txt 2>&1
done
for f in one_r1 pair_r1 one_r2 pair_r2; do for v in hgemm_wgmma_64x64 auto; do
  echo "$f $v $(grep "^$v " $R/$f.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/summary.txt
grep -c WRONG $R/pair_r1.txt $R/pair_r2.txt
TCGEMM_NARROW_PAIR=1 timeout 200 /tmp/s/c/q/b90/tests/test_gemm_gpu hgemm_wgmma_64x64 > $R/tests_pair.log 2>&1; echo "tests rc=$?"; tail -2 $R/tests_pair.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
