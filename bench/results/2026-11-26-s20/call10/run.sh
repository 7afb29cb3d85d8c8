#!/usr/bin/env bash
# session 20, device call 10: old = 0c23b4a, new = 0c23b4a + two shifts a thread in the misaligned
# ring's consumer (no 64-bit shift per fragment). Old and new alternated twice; hgemm_skinny's tests.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT/c10; mkdir -p $R
nvidia-smi --query-gpu=name --format=csv > $R/env.txt
S=1x32001x4096,8x32001x4096,16x8457x4096,35x8457x4096,16x700x2048,35x700x2048,16x704x2048
for rep in 1 2; do
  for v in old b90; do
    stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/${v}_$rep.csv > $R/${v}_$rep.txt 2>&1
    echo "$v $rep rc $?"
  done
done
for v in old b90; do for rep in 1 2; do grep -E "^auto" $R/${v}_$rep.txt | awk -v t="$v$rep" '{print t,$3,$6,$9,$NF}'; done; done | sort -k2,2 -k1,1
timeout 280 stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu hgemm_skinny > $R/test_hgemm_skinny.log 2>&1; echo "tests rc $?"
grep -E "FAIL|passed|failed" $R/test_hgemm_skinny.log | tail -3
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
