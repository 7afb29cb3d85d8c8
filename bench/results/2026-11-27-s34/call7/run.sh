#!/usr/bin/env bash
# session 34, device call 7 (H100): f = 4363264 against g = f5333d9 (residue tiles per map) on
# the calls whose plan the change moves from copying both operands to copying B alone (m = 8q + r
# with q a multiple of a tile's rows: 513, 1025, 2049, 3073, 4097) and two controls; fp16 AUTO,
# row-major NN, dense (odd ld), alternated three times.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fg.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
SH=513x513x513,1025x1025x1025,1025x4096x4096+1,2049x2049x2049,3073x3073x3073,4097x4097x4097,4096x4096x4096,1024x1024x1024
for r in 1 2 3; do
  for b in f g; do
    timeout 60 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
