#!/usr/bin/env bash
# session 36, device call 10 (H100): fb = 82f2b91 against g = the flat GEMV's deep fp16 rows at U = 8
# behind the fence too (skinny_flat.cuh), alternated twice on the calls with deep K-major rows of
# one row of X, both types (fp32 unchanged: controls); then g's hgemm_skinny GPU tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36c10.txz -C /tmp/s
R=$OUT/c10; rm -rf $R; mkdir -p $R
NN=512x1x500000,64x1x200000,1024x1x100000,7680x1x2560
NT=1x512x500000,1x4096x65536
for r in 1 2; do
  for b in fb g; do
    timeout 60 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --shapes $NN --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$?"
    timeout 60 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --trans NT --shapes $NT --csv $R/${b}_nt_r$r.csv > $R/${b}_nt_r$r.txt 2>&1; echo "$b nt r$r rc=$?"
  done
done
timeout 380 stdbuf -oL /tmp/s/g/test_gemm_gpu hgemm_skinny > $R/tests_hgemm_skinny.txt 2>&1; echo "test rc=$?"
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
for f in $R/*_r1.txt $R/*_r2.txt; do echo "== $f"; grep "^auto" $f | awk '{print $2,$3,$4,$6,$9}'; done
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
