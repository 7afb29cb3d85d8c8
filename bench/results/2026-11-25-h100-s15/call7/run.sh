#!/usr/bin/env bash
# session 15, device call 7 (commit 767293a; "port" = the same with -DTCGEMM_PORTABLE=ON): in the
# portable build, where the skinny path has no TMA ring, fp32 deep K on the skinny path against the
# stream-K 256 x 32 row (AUTO's model calls them even there); in the full build, does the small-n
# penalty of the Hopper rows come from the TMA store of C (beta = 1 stores from registers)?
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
R=$OUT/c7; mkdir -p $R
timeout 100 /tmp/c/bport/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny,sgemm_warptile_streamk_256x32 --reps 10 --shapes 1024x16x500000,512x8x500000,1024x4x500000,6144x32x2048,4096x16x4096 --csv $R/port_f32.csv > $R/port_f32.txt 2>&1
timeout 100 /tmp/c/bport/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny,sgemm_warptile_streamk_256x32 --reps 10 --trans NT --shapes 1024x16x500000 --csv $R/port_f32_nt.csv > $R/port_f32_nt.txt 2>&1
S=4096x16x4096,4096x64x4096,6144x32x2048,6144x64x2048
for beta in 0 1; do
  timeout 60 /tmp/c/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,hgemm_wgmma_128x128 --reps 30 --beta $beta --shapes $S --csv $R/beta$beta.csv > $R/beta$beta.txt 2>&1
done
grep -E "^(auto|hgemm|sgemm)" $R/*.txt | awk '{printf "%-48s %-16s %s %s %s\n",$1,$3,$5,$6,$9}'
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
