#!/usr/bin/env bash
# session 28, device call 7 (H100): a84060e's bench: DeepBench (AUTO, both types, NN) and the
# irregular suite with its aligned neighbours (AUTO, both types): issues 13 and 14 at the final code.
set -u
rm -rf /tmp/c && mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c7; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1; echo "deep rc=$?"
stdbuf -oL $B --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "irr rc=$?"
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
