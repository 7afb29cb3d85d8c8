#!/usr/bin/env bash
# session 51, device call 1 (H200). s50e = 58b6f6f (the kernels of HEAD). (1) The 192 x 192 rows'
# k-loop refit (14.5 / 15.5 -> 14.0 / 14.0 ns, fitted on the fiftieth session's calls 2-5 and 9 by
# the same-row % of cuBLAS) moves 241 of 6348 grid shapes in the host probe; a sixth of those not
# yet timed, by layout and old/new pick (s51_sample.txt, grouped in s51_groups.txt): old pick, new
# pick and AUTO (= old) named in one invocation, two rounds. (2) Issue 14: the rows AUTO weighs
# for the multiply inside 4097^3's repack (4097^3 with ld 4160, the copy's padded rows), and for
# 1000^3 and 1021^3 (ld 1024), NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s50e.txz -C /tmp/s
B=/tmp/s/s50e/b90/bench/tcgemm-bench
R=$OUT/c1; rm -rf $R; mkdir -p $R
G=bench/results/2026-11-29-s51/call1/s51_groups.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $B --dtype f16 --variants $v,auto --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
  done < $G
done
W=hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256,hgemm_wgmma_192x192,hgemm_wgmma_192x192_c2,hgemm_wgmma_128x192
S=hgemm_wgmma_128x64,hgemm_wgmma_128x128,hgemm_wgmma_64x64,hgemm_wgmma_128x192,hgemm_wgmma_192x192_c2,hgemm_wgmma_128x256_c2_sk,auto
for r in 1 2; do
  $B --dtype f16 --variants $W,auto --shapes 4097x4097x4097+63,4096x4096x4096,4097x4097x4097 --csv $R/i4097_r$r.csv > $R/i4097_r$r.txt 2>&1 || echo "4097 r$r rc=$?"
  $B --dtype f16 --variants $S --shapes 1000x1000x1000,1021x1021x1021+3,1021x1021x1021,1024x1024x1024 --csv $R/i1000_r$r.csv > $R/i1000_r$r.txt 2>&1 || echo "1000 r$r rc=$?"
done
echo done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
