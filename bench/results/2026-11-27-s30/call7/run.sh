#!/usr/bin/env bash
# session 30, device call 7 (H100): 9ca256c (as_read's shift an optional out-parameter)
# and the harness with two shapes of B alone off (A and C aligned: the stream-K row reads such a B
# in place too). Every GPU test, and memcheck over the stream-K row's tests beside them.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c7.txz -C /tmp/s
R=$OUT/c7; rm -rf $R; mkdir -p $R
timeout 400 compute-sanitizer --tool memcheck /tmp/s/y/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2_sk > $R/memcheck_c2_sk.txt 2>&1 &
mp=$!
OUT=$R TCGEMM_COMMIT=$(cat .devcarry/commit) BUILD=/tmp/s/y/b90 timeout 420 bash scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1; echo "suite rc=$?"
wait $mp; echo "memcheck rc=$?"
tail -4 $R/suite.txt
grep -h "gpu tests:\|ERROR SUMMARY" $R/memcheck_c2_sk.txt
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
