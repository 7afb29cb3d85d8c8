#!/usr/bin/env bash
# session 43, device call 9 (H200), build s43z (b6d43c7): L2 requests and sectors from the copy
# engine for the 64 x 64 row on 6144 x 32 x 2048 NN (narrow B, 64-byte rows), its NT twin and
# 6144 x 64 x 2048 NN (128-byte rows of B), with ncu at the board's clock: does the narrow B cost
# requests?
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43z.txz -C /tmp/s
R=$OUT/c9; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
M=gpu__time_duration.sum,lts__t_requests_srcunit_tex.sum,lts__t_sectors_srcunit_tex.sum,lts__t_sectors_srcunit_tex_lookup_hit.sum,dram__bytes_read.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__cycles_elapsed.max
for t in "NN 6144x32x2048" "NT 32x6144x2048" "NN 6144x64x2048" "TT 32x6144x2048"; do
  set -- $t
  timeout 60 ncu --clock-control none --metrics $M -k regex:'hgemm_wgmma_kernel|nvjet' --launch-skip 2 --launch-count 4 $B --dtype f16 --variants hgemm_wgmma_64x64 --trans $1 --shapes $2 --reps 3 --warmup 1 > $R/ncu_$1_$2.txt 2>&1
  echo "== $t rc=$?"
  grep -E "^  [a-zA-Z_<].*\(|duration|requests|sectors|dram__|cycles" $R/ncu_$1_$2.txt | sed 's/(CUtensorMap_st.*//' | cut -c1-110 | head -36
done
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
