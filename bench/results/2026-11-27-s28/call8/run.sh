#!/usr/bin/env bash
# session 28, device call 8 (H100): a = a84060e, m = a with the stream-K and split-K rows'
# unaligned instances storing C's runs at each row's own misalignment (ANY_RUNS); alternated
# twice: fp32 irregular with neighbours (AUTO), the rows themselves on misaligned shapes; then m's
# GPU tests of those rows and fp32 AUTO.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V=sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_splitk_64x32,auto
for r in 1 2; do
  for b in a m; do
    B=/tmp/s/$b/bench/tcgemm-bench
    stdbuf -oL $B --dtype f32 --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --reps 10 --warmup 3 --csv $R/${b}_irr_r$r.csv > $R/${b}_irr_r$r.txt 2>&1; echo "$b irr r$r rc=$?"
    stdbuf -oL $B --dtype f32 --variants $V --shapes 1021x1021x1021,4095x4095x4095,127x8191x4093,1000x1000x1000 --reps 10 --warmup 3 --csv $R/${b}_rows_r$r.csv > $R/${b}_rows_r$r.txt 2>&1; echo "$b rows r$r rc=$?"
  done
done
pids=""
for v in sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 sgemm_splitk_64x32 auto_f32; do
  timeout 330 stdbuf -oL /tmp/s/m/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "passed" $R/tests_*.txt | tail -14
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
