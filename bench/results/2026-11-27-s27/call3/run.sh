#!/usr/bin/env bash
# session 27, device call 3 (H100): old (ec3ec60), r (splitk reduction two splits at a time), h (r
# with every aligned float4 operand load of the fp32 tile loader as ld.global.L2::256B), alternated.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
S1=6144x32x2048,6144x16x2048,4096x32x4096,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,1024x700x512,5124x700x2048,4224x1500x176,35x700x2048,1024x1024x1024,4096x4096x4096
S2=6144x32x2048,2560x64x2560,7680x128x2560,5124x700x2048
S3=2048x2048x2048,4096x4096x4096,4095x4095x4095
for r in 1 2; do
  for b in old r h; do
    V=sgemm_splitk_64x32; [ $b = old ] && V=sgemm_splitk_64x32,sgemm_skinny,auto
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --shapes $S1 --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$? $(( $(date +%s) - t0 ))s"
    for t in NT TN; do
      stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$? $(( $(date +%s) - t0 ))s"
    done
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_nbc,sgemm_warptile_streamk_256x32 --shapes $S3 --csv $R/${b}_sq_r$r.csv > $R/${b}_sq_r$r.txt 2>&1; echo "$b sq r$r rc=$? $(( $(date +%s) - t0 ))s"
  done
done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
