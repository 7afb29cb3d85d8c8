#!/usr/bin/env bash
# session 28, device call 5 (H100): f = 17ac4bb, e = f with every RUNS instance storing the
# whole runs of ragged-edge tiles 16 bytes at a time; alternated twice; then e's GPU tests of
# the fp32 tiled rows. (Kept for the 64 x 256 and 256 x 32 stream-K rows only: a84060e.)
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V=sgemm_warptile,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_splitk_64x32,auto
S1=1000x1000x1000,2039x2039x2039,3000x3000x3000,1024x700x512,4224x1500x176,5124x700x2048,512x3000x1536,7680x1500x2560,1024x1024x1024
S2=4096x4096x4096,8192x8192x8192
S3=35x8457x4096,6144x32x2048,8192x64x4096,24x11008x4096,48x4096x4096
for r in 1 2; do
  for b in f e; do
    B=/tmp/s/$b/bench/tcgemm-bench
    stdbuf -oL $B --dtype f32 --variants $V --shapes $S1 --reps 10 --warmup 3 --csv $R/${b}_rag_r$r.csv > $R/${b}_rag_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,auto --shapes $S2 --reps 5 --warmup 2 --csv $R/${b}_deep_r$r.csv > $R/${b}_deep_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_warptile_streamk_64x256,auto --shapes $S3 --reps 10 --warmup 3 --csv $R/${b}_few_r$r.csv > $R/${b}_few_r$r.txt 2>&1
  done
done
for v in sgemm_warptile sgemm_warptile_nbc sgemm_warptile_async sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_48x256 sgemm_warptile_streamk_256x32 sgemm_splitk_64x32 auto_f32; do
  timeout 330 stdbuf -oL /tmp/s/e/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
