#!/usr/bin/env bash
# session 16, device call 3 (commit 1f75baf: the 48 x 256 stream-K row): its GPU tests and AUTO fp32's
# (one process each), then fp32 calls of 33-64 rows with AUTO's candidates named, and 4096^3 for
# the row's rate
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
t0=$(date +%s)
for v in sgemm_warptile_streamk_48x256 auto_f32; do
  timeout 300 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "passed|FAIL" $R/tests_*.txt | head -10
V=auto,sgemm_skinny,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256
S=4096x4096x4096,35x8457x4096,40x8192x4096,48x4096x4096,33x11008x4096,48x8192x4096,64x8192x4096,35x700x2048,40x4096x4096
timeout 200 $B/bench/tcgemm-bench --dtype f32 --variants $V --reps 20 --shapes $S --csv $R/rows48.csv > $R/rows48.txt 2>&1
echo "bench rc $? at $(( $(date +%s) - t0 )) s"
timeout 100 $B/bench/tcgemm-bench --dtype f32 --variants $V --reps 20 --shapes 35x8457x4096,40x8192x4096 --trans NT --csv $R/rows48_nt.csv > $R/rows48_nt.txt 2>&1
grep -E "^(auto|sgemm)" $R/rows48.txt $R/rows48_nt.txt | awk '{printf "%-48s %-16s %s %s %s %s\n",$1,$3,$5,$6,$7,$9}'
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
