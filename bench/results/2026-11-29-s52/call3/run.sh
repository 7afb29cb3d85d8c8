#!/usr/bin/env bash
# session 52, device call 3 (H200), s52base (e25f287). Issue 14's fp32 misses: 2039^3 reads 0.82
# of 2040^3 (AUTO: sgemm_repack, estimated 405 us against 382 at 2040^3, measured 466 against 385)
# and 1021^3 0.79 of 1024^3 (AUTO: the 64 x 256 stream-K row in place, 76 us estimated, 87
# measured). Which rows are fastest on them? Every row AUTO weighs within 1.3x of its pick, named
# in one invocation with AUTO, NN, two rounds; 2040^3 and 1024^3 beside them.
set -u
b=s52base
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
V=auto,sgemm_repack,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_nbc,sgemm_warptile,sgemm_warptile_streamk_48x256
for r in 1 2; do
  $B --dtype f32 --variants $V --shapes 2039x2039x2039,2040x2040x2040,1021x1021x1021,1024x1024x1024 --trans NN --csv $R/f32_r$r.csv > $R/f32_r$r.txt 2>&1; echo "f32 r$r rc=$?"
  grep -E "^(auto|sgemm)" $R/f32_r$r.txt | awk '{print $1, $3, $5, $6, $8}'
done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
