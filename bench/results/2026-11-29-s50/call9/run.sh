#!/usr/bin/env bash
# session 50, device call 9 (H200). s50e = 58b6f6f. Data for a later pricing of the 192 x 192 rows
# over several rounds on 128-byte lines (where 2560 x 7000 x 2560 ran 8% faster on the pairs than
# on AUTO's cluster row in call 2, and AUTO's one-round k-loop of 15.5 ns keeps it there): the two
# 192 x 192 rows, the cluster row, stream-K and AUTO named on seven such shapes, NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50e.txz -C /tmp/s
B=/tmp/s/s50e/b90/bench/tcgemm-bench
R=$OUT/c9; rm -rf $R; mkdir -p $R
V=hgemm_wgmma_192x192,hgemm_wgmma_192x192_c2,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,auto
S=2560x7000x2560,3072x6144x4096,4608x4608x4096,3840x5760x3072,5376x5376x2048,2688x8064x4096,6144x6144x6144
for r in 1 2; do
  $B --dtype f16 --variants $V --shapes $S --csv $R/nn_r$r.csv > $R/nn_r$r.txt 2>&1 || echo "r$r rc=$?"
done
echo done
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
