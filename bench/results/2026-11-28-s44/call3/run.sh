#!/usr/bin/env bash
# session 44, device call 3 (H200), build s44q (call 2's build + TCGEMM_B_POLL=1: warp 1 waits for
# each packed B box by mbarrier.test_wait, never suspended, instead of try_wait). Question: call 2's
# packed B gained 2-3% NN but lost 2-5% TN, both landing near 20.4 us at 4096 x 32 x 4096; is the
# unpacking warp's wake-up after each box the bound? Three ways alternated twice, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s44q.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
S=6144x32x2048,4096x32x4096,8192x32x2048,2560x32x4096,4100x32x1000,1024x32x8192
for r in 1 2; do
  for x in unpacked packed poll; do
    e=TCGEMM_NONE=1; [ $x = unpacked ] && e=TCGEMM_B_UNPACKED=1; [ $x = poll ] && e=TCGEMM_B_POLL=1
    for t in NN TN; do
      env $e $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --trans $t --reps 100 --csv $R/$x.$r$t.csv > $R/$x.$r$t.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R unpacked packed poll
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
