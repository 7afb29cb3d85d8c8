#!/usr/bin/env bash
# session 23, device call 5 (H100): issue 13's phases at the final kernels (4040e2a): the DeepBench
# suite (AUTO, both dtypes) and decode (1-16 rows of 4096 x 4096, NN and NT, both dtypes).
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
for t in NN NT; do
  stdbuf -oL $B --dtype both --variants auto --trans $t --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_$t.txt 2>&1
done
grep -hE "^auto" $R/deepbench.txt $R/decode_NN.txt $R/decode_NT.txt | awk '{print $2,$3,$5,$6,$9,$11,$(NF-1),$NF}'
