#!/usr/bin/env bash
# session 44, device call 6 (H200), build s44c (2423767 + TCGEMM_SPLITK_CACHE=1|2: the fp32
# split-K row's float4 loads of A by ld.global.cg (L2 only) or .cs (streaming) instead of the
# default caching load; ptxas then gives the kernel 114 registers, not 128). Question: call 4
# found the L1 at 85% of its throughput in NN (72% TN) with the same shared-memory wavefronts,
# A's loads touching 16 lines a warp instruction where TN's touch 4, and 12.5% of them hitting
# L1; call 5 ruled out the transposing stores. Do loads that skip L1's allocation relieve it?
# The row's GPU tests in each mode, the three alternated twice, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44c.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench T=/tmp/s/q/b90/tests/test_gemm_gpu
for c in 1 2; do
  (TCGEMM_SPLITK_CACHE=$c timeout 250 stdbuf -oL $T sgemm_splitk_64x32 > $R/tests_$c.log 2>&1; echo "cache=$c tests rc=$?" >> $R/rc.txt) &
done
wait; cat $R/rc.txt; for c in 1 2; do grep -E "^FAIL" $R/tests_$c.log | head -3; tail -1 $R/tests_$c.log; done
S=6144x32x2048,4096x32x4096,35x700x2048,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,4224x1500x176,5124x700x2048
for r in 1 2; do
  for c in 0 1 2; do
    for t in NN TN; do
      TCGEMM_SPLITK_CACHE=$c $B --dtype f32 --variants sgemm_splitk_64x32 --shapes $S --trans $t --reps 30 --csv $R/c$c.$r$t.csv > $R/c$c.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R c0 c1 c2
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
