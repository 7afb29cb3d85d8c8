#!/usr/bin/env bash
# session 15, device call 3 (commit 79e96e5): every GPU test (scripts/gpu_suite.sh --prebuilt
# --no-bench), then compute-sanitizer memcheck over the 256 x 32 stream-K row's tests (stopped
# after 120 s if not done: the errors it printed until then are kept)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=79e96e5 timeout 420 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"; grep -E "gpu tests \(all|failing cases|FAIL" $R/suite.txt | head
grep -E "passed" $R/suite/tests.log | grep -E "streamk|auto" 
timeout 120 compute-sanitizer --tool memcheck $B/tests/test_gemm_gpu sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_64x256 > $R/memcheck.txt 2>&1
echo "memcheck rc $? at $(( $(date +%s) - t0 )) s"; grep -cE "Invalid|ERROR" $R/memcheck.txt; grep -E "ERROR SUMMARY|passed" $R/memcheck.txt | head
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
