#!/usr/bin/env bash
# session 52, device call 7 (H200), s52b = bdec3b8 plus the experiment in the working tree: the
# fp32 stream-K rows split their stream-K iterations by cost, a ragged tile that stays in place
# (its k-loop loading checked) costing TCGEMM_EXP_RAGGED_COST / 8 of another's (8: by count, as
# before). Calls 3-4: 2039^3 and 1021^3 run 12-20% slower than 2040^3 and 1024^3 with the same
# tile counts, the blocks holding ragged tiles setting the time. (1) The stream-K rows' GPU tests
# at costs 10 and 12. (2) The stream-K rows and AUTO on ragged and whole shapes at costs 8, 10,
# 12, 14 (14, 12, 10, 8 in round two), NN.
set -u
b=s52b
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
T=/tmp/s/$b/b90/tests/test_gemm_gpu
for c in 10 12; do
  TCGEMM_EXP_RAGGED_COST=$c timeout 200 $T sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 > $R/tests_$c.txt 2>&1; echo "tests cost $c rc=$?"
  grep -c FAIL $R/tests_$c.txt; tail -2 $R/tests_$c.txt
done
S=1021x1021x1021,1021x1021x1021+3,1024x1024x1024,1000x1000x1000,2039x2039x2039,2039x2039x2039+1,2040x2040x2040,3000x3000x3000,4095x4095x4095,127x8191x4093,3001x4099x1999
i=0
for c in 8 10 12 14 14 12 10 8; do
  i=$((i + 1))
  TCGEMM_EXP_RAGGED_COST=$c $B --dtype f32 --variants auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256 --shapes $S --csv $R/t_${c}_$i.csv > $R/t_${c}_$i.txt 2>&1 || echo "cost $c rc=$?"
done
for f in $R/t_*.txt; do grep -E "^(auto|sgemm)" $f | awk -v f=$(basename $f) '{print f, $1, $3, $6, $8}'; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
