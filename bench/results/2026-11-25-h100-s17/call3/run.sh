#!/usr/bin/env bash
# session 17, device call 3 (the flat kernel with one instance per row count of X and no element
# loads in its loop; the GPU tests' error measure for cancelling sums; flat_mma_probe.cu built
# against that library): the tensor-core flat probe and AUTO's fp32 flat calls, then the GPU tests
# of the skinny rows, AUTO and the fp32 stream-K rows that failed the 1 x 1 x 500000 case in call 2
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
t0=$(date +%s)
timeout 200 $B/flat_mma_probe > $R/probe.txt 2>&1
echo "probe rc $? at $(( $(date +%s) - t0 )) s"; cat $R/probe.txt
for v in auto_f16 auto_f32 hgemm_skinny sgemm_skinny sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_64x256; do
  timeout 330 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "gpu tests:|^FAIL" $R/tests_*.txt | head -20
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
