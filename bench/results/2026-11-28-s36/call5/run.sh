#!/usr/bin/env bash
# session 36, device call 5 (H100): new2 (= e5cfec0) against new3 (the flat GEMV's loads fenced
# from its products, U = 8 for deep fp32 rows; skinny_flat.cuh) on the calls the flat branch
# serves, both types, alternated twice; then new3's GPU tests of the skinny rows.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36c5.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
NN=512x1x500000,7680x1x2560,64x1x1216,1000x1x1216,6144x2x2048,3072x4x1024,1024x4x500000
NT=1x4096x4096,1x11008x4096,1x14336x4096,4x4096x4096
for r in 1 2; do
  for b in new2 new3; do
    timeout 90 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --shapes $NN --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$?"
    timeout 60 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --trans NT --shapes $NT --csv $R/${b}_nt_r$r.csv > $R/${b}_nt_r$r.txt 2>&1; echo "$b nt r$r rc=$?"
  done
done
pids=""
for v in hgemm_skinny sgemm_skinny; do
  timeout 380 stdbuf -oL /tmp/s/new3/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
for f in $R/new*_r1.txt; do echo "== $f"; grep "^auto" $f | awk '{print $2,$3,$4,$6,$9}'; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
