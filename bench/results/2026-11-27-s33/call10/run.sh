#!/usr/bin/env bash
# session 33, device call 10 (H100): every fp32 variant on 1021^3 (issue 14's last fp32 misses
# besides 4097^3) and 1024^3, NN and TN, twice, at 4363264 (call 6's binaries): is any row
# faster than AUTO's 64 x 256 stream-K pick there?
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c10; mkdir -p $R
for round in 1 2; do for t in NN TN; do
  timeout 60 $B --dtype f32 --shapes 1021x1021x1021,1024x1024x1024 --trans $t --csv $R/all_${t}_$round.csv > $R/all_${t}_$round.txt 2>&1; echo "$t $round rc=$?"
done; done
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
