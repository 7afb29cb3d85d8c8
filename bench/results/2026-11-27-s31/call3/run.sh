#!/usr/bin/env bash
# session 31, device call 3 (H100): h = 3871314's bench; v = h with the fp32 loader's unaligned
# x-contiguous loads spread over the warp (32 consecutive floats a warp-wide load) and the
# stream-K rows' ragged tiles loading their slices with rows/columns past the edge clamped
# (v.patch). Alternated twice on call 2's shapes (the stream-K rows and AUTO), then AUTO on the
# irregular suite's fp32 shapes and neighbours, once each; then v's GPU tests of every fp32 row
# and AUTO fp32, memcheck over the stream-K rows' tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S=4096x4096x4096,4096x4096x4096+4,4096x4096x4096+1,4092x4096x4096,4095x4096x4096+1,4096x4092x4096,4096x4095x4096,4096x4096x4092,4095x4095x4095,4095x4095x4095+1,4097x4097x4097,128x8192x4096,127x8192x4096,128x8191x4096,127x8191x4093,1024x1024x1024,1000x1000x1000,1021x1021x1021,1024x1024x1024+1
for round in 1 2; do for b in hb v; do
  timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,auto --shapes $S --csv $R/edges_${b}_$round.csv > $R/edges_${b}_$round.txt 2>&1; echo "edges $b $round rc=$?"
done; done
N=1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
for b in hb v; do
  timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto --suite irregular --shapes $N --csv $R/irregular_$b.csv > $R/irregular_$b.txt 2>&1; echo "irregular $b rc=$?"
done
T=/tmp/s/v/b90/tests/test_gemm_gpu
pids=""
for v in sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_48x256 sgemm_splitk_64x32 sgemm_warptile sgemm_warptile_nbc sgemm_vectorized sgemm_smem sgemm_blocktile_2d sgemm_repack auto_f32; do
  timeout 300 stdbuf -oL $T $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 300 compute-sanitizer --tool memcheck $T sgemm_warptile_streamk_64x256 > $R/memcheck_64x256.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -16
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
