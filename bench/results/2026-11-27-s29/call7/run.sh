#!/usr/bin/env bash
# session 29, device call 7 (H100): p = acb638d plus hgemm_peel / sgemm_peel (a call 1..16 rows or
# columns past a multiple of 64 run as the multiple and the strips). Each row beside AUTO and the
# repack on shapes where the peel applies, both types; then the peel's and AUTO's GPU tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c7.txz -C /tmp/s
B=/tmp/s/p/b90/bench/tcgemm-bench
R=$OUT/c7; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S32=4097x4097x4097,4096x4096x4096,2049x2049x2049,2048x2048x2048,4097x257x6151,300x4097x4096,1100x4196x136,520x392x264,8193x8193x8193
timeout 200 $B --dtype f32 --variants auto,sgemm_peel,sgemm_repack,sgemm_warptile_streamk --shapes $S32 --reps 10 --warmup 3 --csv $R/f32.csv > $R/f32.txt 2>&1; echo "f32 rc=$?"
S16=4097x4097x4097,4096x4096x4096,2049x2049x2049,2048x2048x2048,4097x257x6151,300x4097x4096,1100x4196x136,520x392x264,8193x8193x8193,4097x4096x4096
timeout 150 $B --dtype f16 --variants auto,hgemm_peel,hgemm_repack,hgemm_wgmma_128x256_c2 --shapes $S16 --reps 10 --warmup 3 --csv $R/f16.csv > $R/f16.txt 2>&1; echo "f16 rc=$?"
pids=""
for v in hgemm_peel sgemm_peel auto_f16 auto_f32; do
  timeout 280 stdbuf -oL /tmp/s/p/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "passed" $R/tests_*.txt | tail -12
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
