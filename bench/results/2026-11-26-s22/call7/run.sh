#!/usr/bin/env bash
# session 22, device call 7 (H100): a probe for fp16 6144 x 32 x 2048 (hgemm_wgmma_64x64, AUTO's
# pick, 0.87x cuBLAS): does the half of each 64-wide B box past n (zero-filled by the copy
# engine) cost? The 64 x 64 row at n = 16, 32, 48, 64 and 128, NN (B's box rows along n: the
# zero fill is inside each row) and NT (B's box rows along k: whole rows past n), f7f1a24.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/all.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for rep in 1 2; do for t in NN NT; do
  stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_64x64,auto --trans $t --shapes 6144x16x2048,6144x32x2048,6144x48x2048,6144x64x2048,6144x128x2048 > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$t" '{print t,$1,$3,$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k3,3 -k1,1 -k2,2 $R/rows.txt > $R/rows_sorted.txt; cat $R/rows_sorted.txt
rm -f $R/tmp.txt $R/rows.txt
