#!/usr/bin/env bash
# session 50, device call 5 (H200). s50d = 0ab5f5e. The calls whose picks the host tests pin and
# that calls 2-4 did not time: 11008 x 256 x 1024 (the lone 192 x 192 row now, the lone 128 x 256
# before), 2048^3 (the lone 128 x 256 row kept against the 192 x 192 pair), two rounds, NN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50d.txz -C /tmp/s
B=/tmp/s/s50d/b90/bench/tcgemm-bench
R=$OUT/c5; rm -rf $R; mkdir -p $R
for r in 1 2; do
  $B --dtype f16 --variants hgemm_wgmma_128x256,hgemm_wgmma_192x192,hgemm_wgmma_128x128,hgemm_wgmma_192x192_c2,auto --shapes 11008x256x1024,2048x2048x2048 --csv $R/r$r.csv > $R/r$r.txt 2>&1 || echo "r$r rc=$?"
done
grep -h "^hgemm\|^auto" $R/r*.txt
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
