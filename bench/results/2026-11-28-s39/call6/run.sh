#!/usr/bin/env bash
# session 39, device call 6 (H100): compute-sanitizer memcheck over f's (6b3d5c8) GPU tests of
# hgemm_repack and sgemm_repack (each matrix allocated to its last element), in parallel, each
# cut at 240 s.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39f.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
for v in hgemm_repack sgemm_repack; do
  timeout 240 compute-sanitizer --tool memcheck --print-limit 20 /tmp/s/f/b90/tests/test_gemm_gpu $v > $R/memcheck_$v.txt 2>&1 &
done
wait
for v in hgemm_repack sgemm_repack; do echo "== $v"; grep -E "passed|ERROR SUMMARY|Invalid" $R/memcheck_$v.txt | head -8; done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
