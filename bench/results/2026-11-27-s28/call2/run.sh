#!/usr/bin/env bash
# session 28, device call 2 (H100): old (0500557) and new (every fp32 tiled kernel storing C in
# 16-byte runs through a branch beside the old epilogue; not kept), alternated twice; then new's
# GPU tests of every fp32 tiled row and fp32 AUTO.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
VA=sgemm_warptile,sgemm_warptile_nbc,sgemm_warptile_async,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_splitk_64x32,auto
S1=4224x1500x176,4224x1500x704,4224x1500x2816,1024x700x128,1024x700x512,1024x700x2048,2048x2048x128,2048x2048x512,8192x8192x176,1024x1024x1024,6144x32x2048,35x700x2048
VB=sgemm_warptile_nbc,sgemm_warptile_streamk,sgemm_warptile_async,auto
S2=2048x2048x2048,4096x4096x4096,4095x4095x4095
for r in 1 2; do
  for b in old new; do
    B=/tmp/s/$b/bench/tcgemm-bench
    stdbuf -oL $B --dtype f32 --variants $VA --shapes $S1 --reps 20 --warmup 3 --csv $R/${b}_a_r$r.csv > $R/${b}_a_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants $VB --shapes $S2 --reps 20 --warmup 3 --csv $R/${b}_b_r$r.csv > $R/${b}_b_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants $VB --beta 0.5 --shapes 4096x4096x4096,4224x1500x176 --reps 20 --warmup 3 --csv $R/${b}_beta_r$r.csv > $R/${b}_beta_r$r.txt 2>&1
  done
done
for v in sgemm_warptile sgemm_warptile_nbc sgemm_warptile_async sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 sgemm_splitk_64x32 auto_f32; do
  timeout 330 stdbuf -oL /tmp/s/new/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
