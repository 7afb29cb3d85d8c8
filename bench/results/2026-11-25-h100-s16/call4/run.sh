#!/usr/bin/env bash
# session 16, device call 4 (commit 8494531): every GPU test (scripts/gpu_suite.sh --prebuilt
# --no-bench), then fp32 calls of 17-48 rows (AUTO's new fp32 ring model and the 48 x 256 row)
# with AUTO's candidates named
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=8494531 timeout 430 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"; grep -E "gpu tests \(all|failing cases|FAIL" $R/suite.txt | head
grep -hE "^gpu tests:|passed" $R/suite/tests.log | tail -3
V=auto,sgemm_skinny,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256
S=17x4096x4096,24x11008x4096,32x4096x4096,32x4096x14336,33x11008x4096
timeout 120 $B/bench/tcgemm-bench --dtype f32 --variants $V --reps 15 --shapes $S --csv $R/wide.csv > $R/wide.txt 2>&1
echo "wide rc $? at $(( $(date +%s) - t0 )) s"
grep -E "^(auto|sgemm)" $R/wide.txt | awk '{printf "%-40s %-16s %s %s %s\n",$1,$3,$6,$7,$9}'
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
