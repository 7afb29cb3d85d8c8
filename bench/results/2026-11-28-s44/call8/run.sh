#!/usr/bin/env bash
# session 44, device call 8 (H200), build s44a (80b585b + TCGEMM_SPLITK_ASYNC=1: the fp32 split-K
# row's k-contiguous A copied by cp.async in chunks of 32 k, one chunk ahead, 128-byte row pieces,
# 4 rows a warp instruction where the register path's loads span 16; each slice then stored to
# shared memory from there as before; 25 KB of shared memory a block, 128 registers). Question:
# call 4 found 2.8x TN's L1 tag requests in NN (1.84 M against 0.66 M, the sectors equal) with
# the L1 at 85% of its throughput; are those lookups NN's extra time? The row's tests with it,
# then both ways alternated twice, NN and NT (A k-contiguous) and TN (unchanged, a control).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44a.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
TCGEMM_SPLITK_ASYNC=1 timeout 150 stdbuf -oL $T sgemm_splitk_64x32 > $R/tests_async.log 2>&1; echo "tests rc=$?"
grep -E "^FAIL" $R/tests_async.log | head -5; tail -2 $R/tests_async.log
S=6144x32x2048,4096x32x4096,35x700x2048,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,4224x1500x176,5124x700x2048
for r in 1 2; do
  for x in regs async; do
    e=TCGEMM_NONE=1; [ $x = async ] && e=TCGEMM_SPLITK_ASYNC=1
    for t in NN NT TN; do
      env $e $B --dtype f32 --variants sgemm_splitk_64x32,auto --shapes $S --trans $t --reps 30 --csv $R/$x.$r$t.csv > $R/$x.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R regs async
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
