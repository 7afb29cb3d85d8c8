#!/usr/bin/env bash
# session 23, device call 8 (H100): the final kernels (4b0769e: fp32 stages by TMA, X [k][s] in
# wider boxes). Issue 13's phases (the DeepBench suite, AUTO, both dtypes; decode 1-16 x 4096 x
# 4096 NT, both dtypes), then the whole GPU test suite.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
stdbuf -oL $B --dtype both --variants auto --trans NT --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_NT.txt 2>&1
grep -hE "^auto" $R/deepbench.txt $R/decode_NT.txt | awk '{print $2,$3,$5,$6,$9,$11,$(NF-1),$NF}'
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=4b0769e timeout $((590 - SECONDS)) scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
tail -4 $R/suite.txt
