#!/usr/bin/env bash
# session 27, device call 2 (an H200 came): sgemm_splitk_64x32 builds alternated: old (ec3ec60), s4
# (cp.async stages + reduction two splits at a time), r (old k-loop + new reduction), ca (s4 with
# 16-byte pieces through L1, cp.async.ca).
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
S1=6144x32x2048,6144x16x2048,4096x16x4096,4096x32x4096,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,1024x700x512,5124x700x2048,4224x1500x176,35x700x2048,1024x1024x1024,4096x4096x4096
S2=6144x32x2048,2560x64x2560,7680x128x2560,5124x700x2048
for r in 1 2; do
  for b in old s4 r ca; do
    V=sgemm_splitk_64x32; [ $b = old ] && V=sgemm_splitk_64x32,sgemm_skinny,sgemm_warptile_streamk_256x32,auto
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --shapes $S1 --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$? $(( $(date +%s) - t0 ))s"
    for t in NT TN; do
      stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$? $(( $(date +%s) - t0 ))s"
    done
  done
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
