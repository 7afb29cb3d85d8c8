#!/usr/bin/env bash
# session 29, device call 4 (H100), binaries of acb638d: where the residue kernel with staged C
# (4096^3, lda and ldb + 1) spends its cycles against the aligned kernel at 4096^3 (ncu warp
# states and source counters); then issue 12's alone phases at 4096^3 and 8192^3 (NN, TN).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c4; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
for s in 4096x4096x4096+1 4096x4096x4096 4095x4095x4095; do
  timeout 150 ncu --kernel-name regex:wgmma -c 1 --section SpeedOfLight --section WarpStateStats --section SourceCounters --section InstructionStats --print-details all $B --dtype f16 --variants auto --shapes $s --warmup 0 --reps 1 --no-check > $R/ncu_$s.txt 2>&1; echo "ncu $s rc=$?"
done
for t in NN TN; do
  timeout 150 $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1; echo "alone $t rc=$?"
done
timeout 100 $B --dtype f16 --variants auto --sizes 4096,8192 --trans NN --heat 2 --csv $R/inter_NN.csv > $R/inter_NN.txt 2>&1; echo "inter rc=$?"
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
