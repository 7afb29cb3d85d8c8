#!/usr/bin/env bash
# session 39, device call 7 (H100): build g (6b3d5c8 plus call5/noearly.patch): the multiply
# launched behind the copy (default) or after it (TCGEMM_NO_EARLY=1), alternated twice, on calls
# whose multiply reads a large misaligned A in place behind a small copy of B (the case of
# 4097 x 257 x 6151), and on two controls; fp16 AUTO, row-major NN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39g.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
B=/tmp/s/g/b90/bench/tcgemm-bench
H=4097x257x6151,8191x255x8191,6143x127x4095,4095x511x4095,8191x511x4095,2047x255x8191,4096x256x8192+1,8191x1023x4095,1021x1021x1021,4096x4096x4096+1
for r in 1 2; do
  timeout 60 $B --dtype f16 --variants auto --shapes $H --csv $R/early_r$r.csv > $R/early_r$r.txt 2>&1; echo "early r$r rc=$?"
  TCGEMM_NO_EARLY=1 timeout 60 $B --dtype f16 --variants auto --shapes $H --csv $R/after_r$r.csv > $R/after_r$r.txt 2>&1; echo "after r$r rc=$?"
done
for f in early_r1 after_r1 early_r2 after_r2; do echo "$f $(grep '^auto' $R/$f.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done
timeout 60 ncu --metrics gpu__time_duration.sum,launch__grid_size -k regex:'repack|hgemm' --launch-skip 6 --launch-count 2 $B --dtype f16 --variants auto --shapes 8191x255x8191 --reps 3 --warmup 2 --no-check 2>&1 | grep -E "repack|hgemm_wgmma_kernel|duration|grid_size" | cut -c1-120 > $R/ncu_8191x255x8191.txt
cat $R/ncu_8191x255x8191.txt
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
