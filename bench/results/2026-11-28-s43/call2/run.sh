#!/usr/bin/env bash
# session 43, device call 2 (H200), build s41h (the library at 54eb21d): is the n-small
# orientation's loss its narrow small operand? The exact twins (TT: the small operand
# MN-major with short rows in both), n = 48 and 64 beside n = 32, and ncu's warp states for
# the 64 x 64 row on 6144x32x2048 NN against its NT twin.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41h.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
V=auto,hgemm_skinny,hgemm_wgmma_64x64
$B --dtype f16 --variants $V --shapes 6144x32x2048,6144x48x2048,6144x64x2048,4096x16x4096,4096x32x4096 --trans NN --heat 1 --reps 200 > $R/nn.txt 2>&1
$B --dtype f16 --variants $V --shapes 32x6144x2048,16x4096x4096,32x4096x4096 --trans TT --reps 200 > $R/tt.txt 2>&1
$B --dtype f16 --variants $V --shapes 6144x32x2048,4096x16x4096 --trans NN --reps 200 > $R/nn2.txt 2>&1
grep -E "^(auto|hgemm|read)" $R/*.txt | cut -c1-140
for t in "NN 6144x32x2048" "NT 32x6144x2048" "NN 4096x16x4096" "NT 16x4096x4096"; do
  set -- $t
  v=hgemm_wgmma_64x64; [ $2 = 4096x16x4096 -o $2 = 16x4096x4096 ] && v=hgemm_skinny
  timeout 100 ncu --clock-control none --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis --section SpeedOfLight -k regex:'hgemm_wgmma_kernel|stream_kernel' --launch-skip 1 --launch-count 1 $B --dtype f16 --variants $v --trans $1 --shapes $2 --reps 2 --warmup 1 --no-check > $R/ncu_$1_$2.txt 2>&1
  echo "== $t $v rc=$?"
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
