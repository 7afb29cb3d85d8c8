#!/usr/bin/env bash
# session 9, device call 5 (commit eb42e82): fp16 17-32 rows of X on the decode grid — the skinny and AUTO fp16 GPU tests, then the shapes
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r10; mkdir -p $R
S=24x4096x4096,32x4096x4096,32x11008x4096,32x4096x14336,20x8192x2048,64x4096x4096
( for tr in NN NT; do timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny,auto,hgemm_mma_64x64 --shapes $S --trans $tr --csv $R/wide_$tr.csv > $R/wide_$tr.txt 2>&1; done ) 
grep -hE "^(hgemm|auto)" $R/wide_*.txt | cut -c1-130
timeout 420 stdbuf -oL $B/tests/test_gemm_gpu hgemm_skinny > $R/test_hgemm_skinny.log 2>&1 &
timeout 420 stdbuf -oL $B/tests/test_gemm_gpu auto_f16 > $R/test_auto_f16.log 2>&1 &
wait
cat $R/test_hgemm_skinny.log $R/test_auto_f16.log | grep -vE "^device" | head -20
cd $OUT && tar -czf r10.tgz r10 && rm -rf r10
