#!/usr/bin/env bash
# session 54, device call 7 (H200). The GPU tests at c31a8fe (7fb8c59's library with its ring's
# room as one expression, the same PTX; the skinny shapes' one column of B now 8200 x 1 x 2560, so
# that fp16's 3 chunks a row take the flat GEMV's doubled warps as fp32's 5 do): the skinny rows
# and AUTO of both types, with and without workspace, one process each.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/t7.txz -C /tmp/s
T=/tmp/s/t7/test_gemm_gpu
R=$OUT/c7; rm -rf $R; mkdir -p $R
for v in hgemm_skinny sgemm_skinny auto_f16_main auto_f16_bare auto_f32_main auto_f32_bare; do
  timeout 170 $T $v > $R/tests_$v.txt 2>&1 &
done
wait
for v in hgemm_skinny sgemm_skinny auto_f16_main auto_f16_bare auto_f32_main auto_f32_bare; do echo "tests $v: $(grep '^gpu tests:' $R/tests_$v.txt)"; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
