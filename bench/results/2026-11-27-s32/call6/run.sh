#!/usr/bin/env bash
# session 32, device call 6 (H100): compute-sanitizer racecheck, synccheck and memcheck over the
# 64 x 64 row's split kernels at 1f13dec (call 5's binaries): the bench's run of two split calls
# (B's boxes narrow and not), one warm-up and one timed run each, results checked against cuBLAS.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s f
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c6; mkdir -p $R
A="--dtype f16 --variants hgemm_wgmma_64x64 --shapes 1000x24x8000,200x136x8200 --warmup 1 --reps 1"
for tool in racecheck synccheck memcheck; do
  timeout 90 compute-sanitizer --tool $tool $B $A > $R/$tool.txt 2>&1; echo "$tool rc=$?"
  grep -h "SUMMARY\|^hgemm" $R/$tool.txt | head -4
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
