#!/usr/bin/env bash
# session 51, device call 7 (H200). s51b (0211e17 + an unpriced experimental row; the rows named
# here are 639b7ef's). A one-round k-loop for the lone 128 x 256 row (k_ns 12 ns, from 2048^3 and
# 11008 x 256 x 1024) moves 18 of the 6348 grid shapes in the host probe: all 18, the old and the
# new row and their neighbours named in one invocation, NN and TN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51b.txz -C /tmp/s
B=/tmp/s/s51b/b90/bench/tcgemm-bench
R=$OUT/c7; rm -rf $R; mkdir -p $R
V=hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x128,hgemm_wgmma_192x192
NN=256x14336x512,14336x256x512,11008x256x512,11008x256x1024,2376x1280x512,2376x1280x1024,2376x1280x2048,2376x1280x4096,2376x1280x6144,2376x1536x512,2376x1536x1024,2376x1536x2048,2376x1536x4096,2376x1536x6144
TN=256x14336x512,14336x256x512,11008x256x512,11008x256x1024
for r in 1 2; do
  $B --dtype f16 --variants $V --shapes $NN --trans NN --csv $R/NN_r$r.csv > $R/NN_r$r.txt 2>&1 || echo "NN r$r rc=$?"
  $B --dtype f16 --variants $V --shapes $TN --trans TN --csv $R/TN_r$r.csv > $R/TN_r$r.txt 2>&1 || echo "TN r$r rc=$?"
done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
