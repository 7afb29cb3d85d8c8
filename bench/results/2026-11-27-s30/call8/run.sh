#!/usr/bin/env bash
# session 30, device call 8 (H100): the final kernels (no TMA store of C where B is read from the
# 16 bytes before it) with a test of A, B and C of one view 4 elements off. The GPU tests of the
# Hopper rows, the repack and AUTO fp16, memcheck over the cluster row's.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 420 stdbuf -oL /tmp/s/z/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 420 compute-sanitizer --tool memcheck /tmp/s/z/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2 > $R/memcheck_c2.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -14
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
