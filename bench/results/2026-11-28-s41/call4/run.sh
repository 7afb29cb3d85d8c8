#!/usr/bin/env bash
# session 41, device call 4 (H200): build d = 21d6d72 + call4/exp.patch (TCGEMM_PITCH_SKEW=1: the
# repack's copies get rows one 128-byte line longer where their pitch is a multiple of 1 KiB, e.g.
# 8320 bytes instead of 8192 at 4095 columns; unset: the code of 21d6d72). AUTO fp16 NN on the
# repack's calls, both ways alternated twice; ncu of the copy at 4096^3 + 1 both ways.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41d.txz -C /tmp/s
R=$OUT/c4; mkdir -p $R/ab
B=/tmp/s/q/b90/bench/tcgemm-bench
S=4096x4096x4096+1,4095x4095x4095,4093x4093x4093,2039x2039x2039,3001x4099x1999,127x8191x4093,1021x1021x1021,8191x8191x8191,4096x4096x4096
for r in 1 2; do
  for set in u s; do
    env $([ $set = s ] && echo TCGEMM_PITCH_SKEW=1) timeout 40 $B --dtype f16 --variants auto --shapes $S --csv $R/ab/${set}_r$r.csv > $R/ab/${set}_r$r.txt 2>&1
  done
done
for set in u s; do for r in 1 2; do echo "$set r$r $(grep '^auto' $R/ab/${set}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h WRONG $R/ab/*.txt | head -3
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_sectors_op_write.sum
for set in u s; do
  env $([ $set = s ] && echo TCGEMM_PITCH_SKEW=1) timeout 50 ncu --clock-control none --metrics $M -k regex:'repack' --launch-skip 2 --launch-count 2 $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --reps 3 --warmup 2 --no-check > $R/ncu_$set.txt 2>&1
  echo "== $set rc=$?"; grep -E "^  [a-zA-Z_<].*\(|duration|dram__|lts__" $R/ncu_$set.txt | cut -c1-110 | head -14
done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
