#!/usr/bin/env bash
# session 34, device call 5 (H100): g = f5333d9 against h = a scratch build of it whose
# hgemm_wgmma_128x128 runs in clusters of two sharing B (Square = Config<128, 6, 2, 2, false>,
# nothing else changed), fp16 NN, on rows that start off a 128-byte line and their line-aligned
# neighbours, and on calls where AUTO takes the 128 x 128 row; alternated twice. Then h's GPU
# tests of that row.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34gh.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
V=hgemm_wgmma_128x128,hgemm_wgmma_128x256_c2,auto
SH=1000x1000x1000,1024x1024x1024,1024x1024x1024+8,1536x1536x1536,2040x2040x2040,2048x2048x2048,3000x3000x3000,3008x3008x3008,4096x4096x4096,7680x128x2560,128x14336x4096,1760x128x1760,2000x2000x2000
for r in 1 2; do
  for b in g h; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants $V --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
timeout 200 stdbuf -oL /tmp/s/h/b90/tests/test_gemm_gpu hgemm_wgmma_128x128 > $R/tests.txt 2>&1; echo "tests rc=$?"
grep -h "gpu tests:" $R/tests.txt; grep -h "^FAIL" $R/tests.txt | head -5
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
