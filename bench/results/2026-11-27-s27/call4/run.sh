#!/usr/bin/env bash
# session 27, device call 4: w (splitk reduction two splits at a time + AUTO's fp32 ring rate on
# split deep grids) against old (ec3ec60): the shapes whose AUTO pick moved, then w's splitk tests.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
S1=6144x32x2048,48x6144x2048,6144x48x2048,3072x32x2048,6144x24x2048,32x6144x2048,33x515x30000,35x700x2048,4096x32x4096,35x8457x4096
S2=6144x32x2048,48x6144x2048,35x8457x4096
V=sgemm_splitk_64x32,sgemm_skinny,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,auto
for r in 1 2; do
  for b in old w; do
    stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --shapes $S1 --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$? $(( $(date +%s) - t0 ))s"
    for t in NT TN; do
      stdbuf -oL /tmp/s/$b/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$? $(( $(date +%s) - t0 ))s"
    done
  done
done
timeout 420 stdbuf -oL /tmp/s/w/test sgemm_splitk_64x32 > $R/tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - t0 ))s"; tail -3 $R/tests.log
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
