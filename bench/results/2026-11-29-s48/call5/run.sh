#!/usr/bin/env bash
# session 48, device call 5 (H200). Build s48b = 6d9582e: the stream-K hand-over in 16-byte accesses
# (partials written and added as float4, L2 only) and its schedule's divisions in 32 bits where
# they fit. (1) The stream-K row of s48a (9e5474a) and of s48b alternated, A B A B, on calls
# whose units it shares out, cuBLAS in the same runs. (2) Every GPU test and the default bench
# at s48b's commit (gpu_suite.sh --prebuilt).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s48a.txz -C /tmp/s && tar -xJf .devcarry/s48b.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
S=2304x2304x2304,3072x3072x3072,1536x4096x1536,2560x2048x4096,3840x3840x3840,5120x5120x1024,5120x5120x4096,2560x2560x2560,1792x3584x1024,4096x4096x4096
for r in 1 2; do for b in s48a s48b; do
  /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256_c2 --shapes $S --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
done; done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
TCGEMM_COMMIT=6d9582e BUILD=/tmp/s/s48b/b90 OUT=$R/suite bash scripts/gpu_suite.sh --prebuilt
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
