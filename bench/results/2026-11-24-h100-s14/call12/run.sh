#!/usr/bin/env bash
# session 14, device call 12 (commit 615a095, the final code: AUTO's model of 50dc38e, the kernels of
# 673239f plus an assert): every GPU test (scripts/gpu_suite.sh --prebuilt --no-bench), then AUTO
# on DeepBench and llm (fp16) with its candidate rows named
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c12; mkdir -p $R
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=615a095 timeout 450 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $?"; grep -E "gpu tests \(all|failing cases" $R/suite.txt
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite llm --csv $R/llm.csv > $R/llm.txt 2>&1
grep -E "WRONG|results:" $R/deepbench.txt $R/llm.txt
cd $OUT && tar -czf c12.tgz c12 && rm -rf c12
