#!/usr/bin/env bash
# session 32, device call 5 (H100): the whole GPU suite and the default bench at 1f13dec (f: the
# 64 x 64 row's k split restricted by splits_k), binaries built on the CPU-only machine for sm_90;
# then h (da69c3c, call 1's binaries) and f alternated twice on the shapes splits_k takes and two it
# does not, three layouts.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; mkdir -p $R
TCGEMM_COMMIT=1f13dec BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"
S=1024x64x8192,1000x24x8000,200x136x8200,512x128x8192,128x512x8192,256x256x16384,64x64x65536,6144x32x2048,2560x64x2560
for round in 1 2; do for b in h f; do
  for t in NN TN NT; do
    timeout 40 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --trans $t --csv $R/split_${b}_${t}_$round.csv > $R/split_${b}_${t}_$round.txt 2>&1; echo "split $b $t $round rc=$?"
  done
done; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
