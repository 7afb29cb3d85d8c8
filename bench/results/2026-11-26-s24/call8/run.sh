#!/usr/bin/env bash
# session 24, device call 8 (H100): tcgemm-bench --read-probe (the working tree after a3fd497: the
# 51f2bf1 kernels, the bench's read probe), AUTO, both dtypes: decode NT and NN, DeepBench's
# skinny and deep-K shapes, one big square.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
B=/tmp/s/c8/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --read-probe --trans NT --shapes 1x4096x4096,4x4096x4096,16x4096x4096 > $R/probe_NT.txt 2>&1
stdbuf -oL $B --dtype both --variants auto --read-probe --shapes 1x4096x4096,16x4096x4096,6144x32x2048,4096x16x4096,1024x16x500000,512x1x500000,4096x4096x4096 > $R/probe_NN.txt 2>&1
echo "rc=$?"; grep -E "^(auto|read_probe)" $R/probe_NT.txt $R/probe_NN.txt
