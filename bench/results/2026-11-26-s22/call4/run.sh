#!/usr/bin/env bash
# session 22, device call 4 (H100): tcgemm-bench at the final kernels: the DeepBench suite (AUTO,
# both dtypes, row-major NN) and decode shapes NT and NN, cuBLAS in the same run.
set -u
[ -x /tmp/b90/b90/bench/tcgemm-bench ] || { mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90; }
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
echo "deepbench rc $?"
stdbuf -oL $B --dtype f16 --variants auto --trans NT --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 --csv $R/decode_nt.csv > $R/decode_nt.txt 2>&1
stdbuf -oL $B --dtype both --variants auto --shapes 35x700x2048,1760x16x1760,16x704x2048,1x4096x4096,16x4096x4096 --csv $R/decode_nn.csv > $R/decode_nn.txt 2>&1
grep -hE "^(auto|hgemm|sgemm)" $R/*.txt | awk '{print $1,$2,$3,$5,$6,$9,$11}'
