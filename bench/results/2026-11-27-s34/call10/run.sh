#!/usr/bin/env bash
# session 34, device call 10 (H100), call 9's binaries (c0fb994, the final code): AUTO on the
# irregular suite in both dtypes with the aligned neighbours (issue 14's table), twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fi.txz -C /tmp/s
B=/tmp/s/i/b90/bench/tcgemm-bench
R=$OUT/c10; mkdir -p $R
for round in 1 2; do
  timeout 100 $B --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular_$round.csv > $R/irregular_$round.txt 2>&1; echo "irregular $round rc=$?"
done
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
