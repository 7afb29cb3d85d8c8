#!/usr/bin/env bash
# session 42, device call 6 (H200): where the fused copy's time goes (build f of call 5): ncu of
# 4096^3 + 1's kernel fused and not (TCGEMM_NO_FUSE=1), warp states and, per SASS instruction,
# the stall samples (source page, CSV).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/f && tar -xJf .devcarry/s42d.txz -C /tmp/s/f
R=$OUT/c6; mkdir -p $R
B=/tmp/s/f/q/b90/bench/tcgemm-bench
for c in X=0 TCGEMM_NO_FUSE=1; do
  n=${c%%=*}
  timeout 150 env $c ncu --kernel-name regex:hgemm_wgmma --launch-count 1 --section WarpStateStats --section SourceCounters --section SpeedOfLight --section SchedulerStats -o $R/$n $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --warmup 0 --reps 1 --no-check > $R/$n.log 2>&1
  ncu --import $R/$n.ncu-rep --print-details all > $R/$n.details.txt 2>&1
  ncu --import $R/$n.ncu-rep --page source --print-source sass --csv > $R/$n.sass.csv 2>&1
  grep -E "Duration|Stall|Issued|Eligible|Warp Cycles" $R/$n.details.txt | head -30
done
ls -la $R
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
