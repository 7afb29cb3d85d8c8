#!/usr/bin/env bash
# session 24, device call 1 (H100), binaries of 4b0769e's kernels (built at 4b0769e) and the
# read probe. Two questions: (1) what a kernel that only reads a shape's big operand takes when
# timed the bench's way (issue 13's floor, measured); (2) does the 64 x 64 Hopper row pay for the
# columns/rows of B's boxes that lie past n (6144 x {16,32,64} x 2048, NN and NT)?
set -u
mkdir -p /tmp/c1 && tar -xJf .devcarry/c1.txz -C /tmp
R=$OUT; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
/tmp/c1/read_probe > $R/read_probe.txt 2>&1
grep -E "device|empty|BEST" $R/read_probe.txt
B=/tmp/c1/tcgemm-bench
for t in NN NT; do
  stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_64x64,hgemm_wgmma_128x128,auto --trans $t \
    --shapes 6144x16x2048,6144x32x2048,6144x64x2048,4096x16x4096,4096x64x4096 > $R/smalln_$t.txt 2>&1
done
stdbuf -oL $B --dtype both --variants auto --trans NT --shapes 1x4096x4096,16x4096x4096 > $R/decode_NT.txt 2>&1
stdbuf -oL $B --dtype both --variants auto --shapes 1x4096x4096,16x4096x4096,1024x16x500000,512x1x500000 > $R/decode_NN.txt 2>&1
for f in smalln_NN smalln_NT decode_NT decode_NN; do echo "== $f"; grep -E "^(hgemm|auto|cublas)" $R/$f.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11}'; done
