#!/usr/bin/env bash
# session 40, device call 7 (H200): build c again: the narrow-B kernel of the 64 x 64 row as one
# CTA a tile or as pairs sharing B (TMA multicast, TCGEMM_NARROW_PAIR=1), alternated twice, the
# row named, over m = 3072..8192 (48..128 tiles), n = 16, 24, 32, K = 2048 and 4096, NN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/c && tar -xJf .devcarry/s40c.txz -C /tmp/s/c
R=$OUT/c7; rm -rf $R; mkdir -p $R
B=/tmp/s/c/q/b90/bench/tcgemm-bench
S=""
for k in 2048 4096; do for n in 16 24 32; do for m in 3072 4096 5120 6144 7168 8192; do S="$S${S:+,}${m}x${n}x${k}"; done; done; done
for r in 1 2; do
  timeout 60 $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --csv $R/one_r$r.csv > $R/one_r$r.txt 2>&1
  TCGEMM_NARROW_PAIR=1 timeout 60 $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --csv $R/pair_r$r.csv > $R/pair_r$r.txt 2>&1
done
for f in one_r1 pair_r1 one_r2 pair_r2; do
  echo "$f $(grep "^hgemm_wgmma_64x64 " $R/$f.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done | tee $R/summary.txt
grep -h "results:" $R/*.txt
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
