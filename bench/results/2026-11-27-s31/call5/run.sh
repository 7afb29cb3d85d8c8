#!/usr/bin/env bash
# session 31, device call 5 (H100): h = 3871314's bench; w = call 4's (kept form of call 3);
# z = w plus A's k-contiguous unaligned loads spread two rows a lane on the 64 x 256 row, and the
# stream-K rows' ragged tiles moved back inside C (loaded as interior tiles, their epilogue
# storing only their own cells), built from z.patch with -DTCGEMM_EXP_SHIFT=1. h, w, z alternated
# twice (stream-K rows, AUTO), AUTO on the irregular fp32 suite and neighbours for h and z; z's
# GPU tests of the fp32 rows and AUTO fp32, memcheck over the 128 x 256 stream-K row's.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S=4096x4096x4096,8192x8192x8192,2048x2048x2048,128x8192x4096,1024x1024x1024,3000x3000x3000,3008x3008x3008,2040x2040x2040,4104x4104x4104,4096x4092x4096,1000x1000x1000,4096x4096x4096+1,1024x1024x1024+1,1021x1021x1021,4095x4095x4095,4097x4097x4097,127x8191x4093,4096x4095x4096,2039x2039x2039
for round in 1 2; do for b in h w z; do
  timeout 120 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,auto --shapes $S --csv $R/edges_${b}_$round.csv > $R/edges_${b}_$round.txt 2>&1; echo "edges $b $round rc=$?"
done; done
N=1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
for b in h z; do
  timeout 120 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto --suite irregular --shapes $N --csv $R/irregular_$b.csv > $R/irregular_$b.txt 2>&1; echo "irregular $b rc=$?"
done
T=/tmp/s/z/b90/tests/test_gemm_gpu
pids=""
for v in sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_48x256 sgemm_splitk_64x32 sgemm_warptile sgemm_warptile_nbc sgemm_vectorized sgemm_repack auto_f32; do
  timeout 200 stdbuf -oL $T $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 200 compute-sanitizer --tool memcheck $T sgemm_warptile_streamk > $R/memcheck_streamk.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -16
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
