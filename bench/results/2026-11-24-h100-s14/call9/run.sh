#!/usr/bin/env bash
# session 14, device call 9 (commit 673239f, every GPU test passed there in call 8): the default
# bench (the README's tables) and the issues' phases (scripts/gpu_suite.sh --prebuilt --no-tests
# --extra); then AUTO on decode NT and on DeepBench/llm with the rows it chooses among named.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c9; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=673239f timeout 420 scripts/gpu_suite.sh --prebuilt --no-tests --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "SM clock|^auto " $R/suite.txt | tail -40
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny,hgemm_wgmma_64x64 --trans NT --shapes 1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096 --csv $R/decode_nt.csv > $R/decode_nt.txt 2>&1
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite deepbench --csv $R/deepbench_named.csv > $R/deepbench_named.txt 2>&1
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite llm --csv $R/llm_named.csv > $R/llm_named.txt 2>&1
grep -E "^auto" $R/decode_nt.txt | awk '{printf "%-8s %-16s %s %s\n",$1,$3,$6,$9}'
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
