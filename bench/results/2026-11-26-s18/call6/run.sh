#!/usr/bin/env bash
# session 18, device call 6: edge units' cost measured (AUTO's edge cost 0.5 -> 0.9, uncommitted
# build on 9172882): the cluster row and stream-K on aligned-ld forms of the ragged shapes
# (+P: lda and ldb P above the minimum, 16-byte rows) and AUTO on the misaligned ones, call 1's
# binaries (old) against this build (new), alternated twice
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk
S=4097x4097x4097+7,4104x4104x4104,4097x4097x4097,3001x4099x1999,3001x4099x1999+3,2049x4105x2048,2049x4105x2048+7,4096x4096x4096
for r in 1 2; do
  for w in old new; do
    bin=/tmp/c/b90/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 100 $bin --dtype f16 --variants $V --shapes $S --csv $OUT/$w$r.csv > /dev/null 2>&1
    echo "$w $r rc $?"
  done
done
cd $OUT && tar -czf c6.tgz *.csv && rm -f *.csv
