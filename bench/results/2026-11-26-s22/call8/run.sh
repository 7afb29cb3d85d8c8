#!/usr/bin/env bash
# session 22, device call 8 (H100): the review's change (one helper builds the cluster launch's
# configuration, for the launch and for the occupancy query; no kernel changed): the GPU tests of
# both skinny rows and AUTO (both types), and the cluster grids' rows once.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
$B --dtype both --variants auto --shapes 35x700x2048,1760x16x1760,16x704x2048,1024x16x500000,3072x4x1024 > $R/bench.txt 2>&1
grep -E "^auto" $R/bench.txt | awk '{print $2,$3,$6,$9,$11,$NF}'
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout $((560 - SECONDS)) stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -8
