#!/usr/bin/env bash
# session 14, device call 4 (commit 766db51): every tiled row ran 1 x 4096 x 4096 NN slower than
# 2 x 4096 x 4096 in session 13's call 2 (hgemm_wgmma_128x128 32.1 / 26.2 us, hgemm_mma_128x128
# 81.5 / 61.8), while ncu with its cache flush timed the wgmma kernel the same at both (call 1).
# Is it what runs between our launches (cuBLAS, interleaved; a GEMV at one row)? --alone runs
# each kernel in blocks of its own; beta = 1 takes the TMA store of C out.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c4; mkdir -p $R
S=1x4096x4096,2x4096x4096,1x11008x4096,2x11008x4096
V=hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --csv $R/interleaved.csv > $R/interleaved.txt 2>&1
timeout 90 $B/bench/tcgemm-bench --dtype f16 --variants $V --shapes $S --alone --csv $R/alone.csv > $R/alone.txt 2>&1
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x128 --shapes $S --beta 1 --csv $R/beta1.csv > $R/beta1.txt 2>&1
for f in interleaved alone beta1; do echo "== $f"; grep -E "^hgemm" $R/$f.txt | awk '{printf "%-22s %-14s %s cuBLAS %s\n",$1,$3,$6,$8}'; done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
