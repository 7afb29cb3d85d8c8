#!/usr/bin/env bash
# session 33, device call 8 (H100): AUTO on the irregular suite in both dtypes with the aligned
# neighbours (issue 14's table), twice, at 4363264 (call 6's binaries).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c8; mkdir -p $R
for round in 1 2; do
  timeout 100 $B --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular_$round.csv > $R/irregular_$round.txt 2>&1; echo "irregular $round rc=$?"
done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
