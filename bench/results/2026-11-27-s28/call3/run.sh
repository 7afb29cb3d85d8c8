#!/usr/bin/env bash
# session 28, device call 3 (H100): old (0500557) and new (the fp32 tiled rows' RUNS instances: C
# stored in 16-byte runs where its rows allow), alternated twice; then new's GPU tests of every
# fp32 tiled row and fp32 AUTO.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
VA=sgemm_warptile,sgemm_warptile_nbc,sgemm_warptile_async,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_splitk_64x32,auto
S1=4224x1500x176,4224x1500x704,4224x1500x2816,1024x700x128,1024x700x512,1024x700x2048,2048x2048x128,2048x2048x512,8192x8192x176,1024x1024x1024,6144x32x2048,35x700x2048
VB=sgemm_warptile_nbc,sgemm_warptile_streamk,sgemm_warptile_async,sgemm_warptile_streamk_64x256,auto
S2=2048x2048x2048,4096x4096x4096,8192x8192x8192,4095x4095x4095,5124x700x2048,7680x1500x2560
for r in 1 2; do
  for b in old new; do
    B=/tmp/s/$b/bench/tcgemm-bench
    stdbuf -oL $B --dtype f32 --variants $VA --shapes $S1 --reps 20 --warmup 3 --csv $R/${b}_a_r$r.csv > $R/${b}_a_r$r.txt 2>&1; echo "$b a r$r rc=$? $(( $(date +%s) - t0 ))s"
    stdbuf -oL $B --dtype f32 --variants $VB --shapes $S2 --reps 10 --warmup 3 --csv $R/${b}_b_r$r.csv > $R/${b}_b_r$r.txt 2>&1; echo "$b b r$r rc=$? $(( $(date +%s) - t0 ))s"
    stdbuf -oL $B --dtype f32 --variants sgemm_warptile_nbc,sgemm_warptile_streamk,auto --beta 0.5 --shapes 4096x4096x4096,4224x1500x176 --reps 10 --warmup 3 --csv $R/${b}_beta_r$r.csv > $R/${b}_beta_r$r.txt 2>&1; echo "$b beta r$r rc=$? $(( $(date +%s) - t0 ))s"
    stdbuf -oL $B --dtype f32 --variants auto --suite deepbench --reps 10 --warmup 3 --csv $R/${b}_deep_r$r.csv > $R/${b}_deep_r$r.txt 2>&1; echo "$b deep r$r rc=$? $(( $(date +%s) - t0 ))s"
  done
done
pids=""
for v in sgemm_warptile sgemm_warptile_nbc sgemm_warptile_async sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 sgemm_splitk_64x32 auto_f32; do
  timeout 330 stdbuf -oL /tmp/s/new/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
echo "tests done $(( $(date +%s) - t0 ))s"
grep -h "passed" $R/tests_*.txt | tail -20
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
