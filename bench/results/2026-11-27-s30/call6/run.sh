#!/usr/bin/env bash
# session 30, device call 6 (H100): h = 97df976; x = fb4ae3f with the fp32 tiles' unaligned runs
# along a row loaded as the aligned 16 bytes they start in plus the next lane's (a shuffle),
# where a warp's runs cover one row. AUTO fp32 and the stream-K rows alternated twice on the
# irregular shapes and their neighbours; x's GPU tests of every fp32 row and AUTO, memcheck over
# the stream-K row's.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=1021x1021x1021,1024x1024x1024,127x8191x4093,128x8192x4096,4095x4095x4095,4096x4096x4096,2039x2039x2039,2040x2040x2040,3001x4099x1999,3008x4104x2000,4097x257x6151,4104x264x6152,1000x1000x1000,4096x4096x4096@1
for r in 1 2; do
  for b in h x; do
    timeout 120 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256 --shapes $SH --reps 10 --warmup 3 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
pids=""
for v in sgemm_naive sgemm_smem sgemm_blocktile_2d sgemm_vectorized sgemm_warptile sgemm_warptile_nbc sgemm_warptile_async sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_48x256 sgemm_splitk_64x32 sgemm_repack auto_f32; do
  timeout 300 stdbuf -oL /tmp/s/x/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 300 compute-sanitizer --tool memcheck /tmp/s/x/b90/tests/test_gemm_gpu sgemm_warptile_streamk > $R/memcheck_streamk.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -20
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
