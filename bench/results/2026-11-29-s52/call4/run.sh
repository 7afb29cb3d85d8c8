#!/usr/bin/env bash
# session 52, device call 4 (H200), s52base (e25f287). Call 3: fp32 sgemm_repack ran 2039^3 in 461
# us where AUTO estimates 405 (inner multiply 382 + copy 18 + 5), and 1021^3 in 89 where it
# estimates 81. Where do the repack's extra 56 and 8 us go: the copy, or the multiply on rows
# padded to 128 bytes (ld 2048, 1024: power-of-two pitches)? (1) The inner multiply alone: the
# rows AUTO weighs at 2039^3 + 9 and 1021^3 + 3 (the padded pitch, aligned, no copy) and at
# 2039^3 + 1 / 1021^3 + 7 (pitch off a power of two), NN, twice. (2) ncu kernel durations of
# AUTO's calls on 2039^3 and 1021^3, fp32 and fp16 (copy and multiply apart; ncu serializes the
# two, so no programmatic overlap), and of fp16 4097^3.
set -u
b=s52base
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
V=auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256
for r in 1 2; do
  $B --dtype f32 --variants $V --shapes 2039x2039x2039+9,2039x2039x2039+1,2040x2040x2040,2040x2040x2040+8,1021x1021x1021+3,1021x1021x1021+7,1024x1024x1024 --trans NN --csv $R/inner_r$r.csv > $R/inner_r$r.txt 2>&1; echo "inner r$r rc=$?"
  grep -E "^(auto|sgemm)" $R/inner_r$r.txt | awk '{print $1, $3, $5, $6, $8}'
done
for t in f32 f16; do
  timeout 120 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum -k regex:"^(?!fill)" $B --dtype $t --variants auto --shapes 2039x2039x2039,1021x1021x1021 --reps 3 --warmup 1 --no-check > $R/ncu_$t.txt 2>&1; echo "ncu $t rc=$?"
  grep -E "^  [a-zA-Z_].*\(|gpu__time|dram__" $R/ncu_$t.txt | cut -c1-140 | head -80
done
timeout 120 ncu --metrics gpu__time_duration.sum -k regex:"^(?!fill)" $B --dtype f16 --variants auto --shapes 4097x4097x4097 --reps 2 --warmup 1 --no-check > $R/ncu_4097.txt 2>&1; echo "ncu 4097 rc=$?"
grep -E "^  [a-zA-Z_].*\(|gpu__time" $R/ncu_4097.txt | cut -c1-140 | head -30
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
