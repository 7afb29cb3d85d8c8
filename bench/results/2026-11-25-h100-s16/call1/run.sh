#!/usr/bin/env bash
# session 16, device call 1 (commit 0a39d75: the fp32 rungs' unaligned instances gather float4
# runs with four 4-byte loads): GPU tests of the changed fp32 variants and AUTO fp32 (one process
# each), memcheck over the stream-K rows' tests, then the fp32 irregular suite and the fp32 shapes
# of issue 13 with AUTO's candidates named, so that AUTO's 0.95 share can be checked
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
t0=$(date +%s)
for v in sgemm_vectorized sgemm_warptile sgemm_warptile_nbc sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 auto_f32 sgemm_repack; do
  timeout 300 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "passed|FAIL" $R/tests_*.txt | head -30
timeout 100 compute-sanitizer --tool memcheck $B/tests/test_gemm_gpu sgemm_warptile_streamk_64x256 > $R/memcheck.txt 2>&1
echo "memcheck rc $? at $(( $(date +%s) - t0 )) s"; grep -cE "Invalid|ERROR" $R/memcheck.txt; grep -E "ERROR SUMMARY|passed" $R/memcheck.txt | head -3
V=auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_256x32,sgemm_repack
timeout 200 $B/bench/tcgemm-bench --dtype f32 --variants $V --suite irregular --reps 15 --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1
echo "irregular rc $? at $(( $(date +%s) - t0 )) s"
S=35x8457x4096,40x8192x4096,35x700x2048,6144x32x2048,1760x16x1760,512x1x500000,1024x16x500000,512x8x500000
timeout 100 $B/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_256x32 --reps 20 --shapes $S --csv $R/skinny.csv > $R/skinny.txt 2>&1
echo "skinny rc $? at $(( $(date +%s) - t0 )) s"
grep -E "^(auto|sgemm)" $R/irregular.txt $R/skinny.txt | awk '{printf "%-52s %-20s %s %s %s\n",$1,$3,$6,$7,$9}'
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
