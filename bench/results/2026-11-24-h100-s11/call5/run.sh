#!/usr/bin/env bash
# session 11, device call 5: the issues' benches (gpu_suite.sh --extra: square NN/TN, alone with
# 8 ABBA cycles, llm, DeepBench, irregular with the aligned neighbours) at the final kernels
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c5; mkdir -p $R
BUILD=$B OUT=$R/suite TCGEMM_COMMIT=$1 timeout 580 scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/suite.txt 2>&1
tail -60 $R/suite.txt | cut -c1-140
