#!/usr/bin/env bash
# session 27, device call 6 (H100): f (0d062dd) against k (sgemm_splitk_64x32 keeps a k-contiguous A
# as it is loaded and reads 4 k of a row at once), alternated; then k's split-K GPU tests.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
S1=6144x32x2048,6144x16x2048,4096x32x4096,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,1024x700x512,5124x700x2048,4224x1500x176,35x700x2048,1024x1024x1024,4096x4096x4096,3072x32x2048
S2=6144x32x2048,2560x64x2560,7680x128x2560,5124x700x2048
for r in 1 2; do
  for b in f k; do
    V=sgemm_splitk_64x32,auto; [ $b = f ] && V=sgemm_splitk_64x32,sgemm_skinny,auto
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --shapes $S1 --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$? $(( $(date +%s) - t0 ))s"
    for t in NT TN TT; do
      stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$? $(( $(date +%s) - t0 ))s"
    done
  done
done
timeout 330 stdbuf -oL /tmp/s/k/test sgemm_splitk_64x32 > $R/tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - t0 ))s"; tail -3 $R/tests.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
