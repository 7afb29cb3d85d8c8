#!/usr/bin/env bash
# session 20, device call 1: binaries of 254ff2c. Is a power-of-two row pitch of the streamed
# operand (lda = 2^k halves) what holds the small-grid fp16 calls at 2.2-2.6 TB/s? Each shape as is
# and with lda, ldb padded by 8 (and 64) halves, the same variants, one process (cuBLAS in the same run).
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=4096x16x4096,4096x16x4096+8,4096x16x4096+64,6144x32x2048,6144x32x2048+8,2560x64x2560,2560x64x2560+8
S=$S,1760x16x1760,1760x16x1760+8,128x4096x4096,128x4096x4096+8,1024x16x500000,1024x16x500000+8
S=$S,4096x4096x4096,4096x4096x4096+8,2048x2048x2048,2048x2048x2048+8
stdbuf -oL $B --dtype f16 --variants auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_skinny \
  --shapes $S --csv $R/nn.csv > $R/nn.txt 2>&1
echo "nn rc $?"
stdbuf -oL $B --dtype f16 --trans NT --variants auto,hgemm_skinny \
  --shapes 1x4096x4096,1x4096x4096+8,16x4096x4096,16x4096x4096+8,1x11008x4096,1x11008x4096+8 \
  --csv $R/nt.csv > $R/nt.txt 2>&1
echo "nt rc $?"
stdbuf -oL $B --dtype f32 --variants auto \
  --shapes 4096x16x4096,4096x16x4096+8,6144x32x2048,6144x32x2048+8 --csv $R/f32.csv > $R/f32.txt 2>&1
echo "f32 rc $?"
grep -E "^(auto|hgemm)" $R/nn.txt $R/nt.txt $R/f32.txt | awk '{print $1,$3,$4,$5,$6,$8,$9}'
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
