#!/usr/bin/env bash
# session 20, device call 2: binaries of 254ff2c. Call 1 found 4096x16x4096 7% faster with lda
# padded by 64 halves (8320-byte rows) than at 8192-byte rows. Does a power-of-two pitch cost the
# big squares and decode too, and cuBLAS alike? Each shape as is and +64, auto and named rows.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
for rep in 1 2; do
stdbuf -oL $B --dtype f16 --variants auto,hgemm_wgmma_128x256_c2 \
  --shapes 4096x4096x4096,4096x4096x4096+64,8192x8192x8192,8192x8192x8192+64,2048x2048x2048,2048x2048x2048+64,4096x4096x4096+128 \
  --csv $R/sq$rep.csv > $R/sq$rep.txt 2>&1
echo "sq$rep rc $?"
done
stdbuf -oL $B --dtype f16 --variants auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_skinny \
  --shapes 6144x32x2048,6144x32x2048+64,128x4096x4096,128x4096x4096+64,4096x16x4096,4096x16x4096+64,4096x16x4096+128,16x4096x4096,16x4096x4096+64,1x4096x4096,1x4096x4096+64 \
  --csv $R/nn.csv > $R/nn.txt 2>&1
echo "nn rc $?"
stdbuf -oL $B --dtype f16 --trans NT --variants auto \
  --shapes 1x4096x4096,1x4096x4096+64,16x4096x4096,16x4096x4096+64,8x14336x4096,8x14336x4096+64 \
  --csv $R/nt.csv > $R/nt.txt 2>&1
echo "nt rc $?"
grep -hE "^(auto|hgemm)" $R/*.txt | awk '{print $1,$3,$4,$5,$6,$7,$8,$9}'
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
