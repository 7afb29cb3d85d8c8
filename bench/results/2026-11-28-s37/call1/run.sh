#!/usr/bin/env bash
# session 37, device call 1 (H100), the build of 82f2b91 (= HEAD's code): where AUTO's model picks
# the slower row. (a) fp32 1021^3 and 2039^3 (misaligned rows): the stream-K rows read in place
# against the repack's copy; (b) fp16 squares whose rows are 16 bytes but not 128 bytes apart,
# and their 128-byte neighbours: the cluster row against stream-K and AUTO. Two rounds each.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36f.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/f/b90/bench/tcgemm-bench
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
F32V=auto,sgemm_repack,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk
F16V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk
P=2000x2000x2000,2048x2048x2048,2500x2500x2500,2560x2560x2560,3000x3000x3000,3008x3008x3008,3500x3500x3500,3520x3520x3520,4000x4000x4000,4032x4032x4032,5000x5000x5000,5056x5056x5056,6000x6000x6000,6016x6016x6016,3000x5000x4000,3008x5056x4032
for r in 1 2; do
  timeout 120 $B --dtype f32 --variants $F32V --shapes 1021x1021x1021,2039x2039x2039,1000x1000x1000,1024x1024x1024 --csv $R/f32_r$r.csv > $R/f32_r$r.txt 2>&1; echo "f32 r$r rc=$?"
  timeout 240 $B --dtype f16 --variants $F16V --shapes $P --csv $R/pitch_r$r.csv > $R/pitch_r$r.txt 2>&1; echo "pitch r$r rc=$?"
done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
