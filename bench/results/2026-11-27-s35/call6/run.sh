#!/usr/bin/env bash
# session 35, device call 6 (H100): q = 83288f4 against two builds of sgemm_splitk_64x32 with
# 16-deep k-slices (6 blocks an SM, at most 168 registers): s1 loads a k-contiguous operand 8 rows
# of 64 bytes a warp-wide load (TileLoader K_RUNS = 4), s2 16 rows of 32 bytes as before. fp32,
# AUTO and the split-K row on the calls it serves, NN (TN, NT for a few), alternated twice; then
# s1's GPU tests of the split-K row.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35qs.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
NN=6144x32x2048,4096x32x4096,2560x64x2560,7680x128x2560,8192x64x4096,1760x128x1760,35x700x2048,4224x1500x176,1024x700x512,5124x700x2048,4096x4096x4096
TN=6144x32x2048,7680x128x2560,5124x700x2048
for r in 1 2; do
  for b in q s1 s2; do
    B=/tmp/s/$b/b90/bench/tcgemm-bench
    timeout 80 $B --dtype f32 --variants auto,sgemm_splitk_64x32 --shapes $NN --reps 10 --warmup 3 --csv $R/${b}_NN_r$r.csv > $R/${b}_NN_r$r.txt 2>&1; echo "$b NN r$r rc=$?"
    timeout 40 $B --dtype f32 --variants auto,sgemm_splitk_64x32 --trans TN --shapes $TN --reps 10 --warmup 3 --csv $R/${b}_TN_r$r.csv > $R/${b}_TN_r$r.txt 2>&1; echo "$b TN r$r rc=$?"
    timeout 20 $B --dtype f32 --variants auto,sgemm_splitk_64x32 --trans NT --shapes 6144x32x2048 --reps 10 --warmup 3 --csv $R/${b}_NT_r$r.csv > $R/${b}_NT_r$r.txt 2>&1; echo "$b NT r$r rc=$?"
  done
done
timeout 150 stdbuf -oL /tmp/s/s1/b90/tests/test_gemm_gpu sgemm_splitk_64x32 > $R/tests_splitk_s1.txt 2>&1; echo "tests rc=$?"
grep -h "gpu tests:\|passed" $R/tests_*.txt | tail -3; grep -h "^FAIL" $R/tests_*.txt | head -5
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
