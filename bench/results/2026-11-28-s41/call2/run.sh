#!/usr/bin/env bash
# session 41, device call 2 (H200): build b = 21d6d72 + call2/exp.patch (TCGEMM_REPACK_PLAN=3
# makes the fp16 repack copy both operands, no residue maps; TCGEMM_NO_EARLY=1 launches the
# multiply after the copy, not behind it; unset: the code of 21d6d72). AUTO fp16 NN on the
# repack's calls, the four settings alternated twice; then ncu kernel times of 4096^3 + 1 under
# the default plan (B copied, A by residue maps) and with both copied.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41b.txz -C /tmp/s
R=$OUT/c2; mkdir -p $R/ab
B=/tmp/s/q/b90/bench/tcgemm-bench
S=4096x4096x4096+1,4096x4096x4096+3,4095x4095x4095,4093x4093x4093,4097x4097x4097,2039x2039x2039,3001x4099x1999,127x8191x4093,4097x257x6151,1021x1021x1021,4096x256x8192+1,8191x8191x8191,4096x4096x4096
for r in 1 2; do
  for set in d p n pn; do
    case $set in d) env=;; p) env="TCGEMM_REPACK_PLAN=3";; n) env="TCGEMM_NO_EARLY=1";; pn) env="TCGEMM_REPACK_PLAN=3 TCGEMM_NO_EARLY=1";; esac
    env $env timeout 45 $B --dtype f16 --variants auto --shapes $S --csv $R/ab/${set}_r$r.csv > $R/ab/${set}_r$r.txt 2>&1
  done
done
for set in d p n pn; do for r in 1 2; do echo "$set r$r $(grep '^auto' $R/ab/${set}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__grid_size
for set in d p; do
  env $([ $set = p ] && echo TCGEMM_REPACK_PLAN=3) timeout 60 ncu --clock-control none --metrics $M -k regex:'^(?!.*fill_random).*' --launch-skip 6 --launch-count 6 $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --reps 3 --warmup 2 --no-check > $R/ncu_$set.txt 2>&1
  echo "== $set rc=$?"; grep -E "^  [a-zA-Z_<].*\(|duration|dram__|grid_size" $R/ncu_$set.txt | cut -c1-120 | head -40
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
