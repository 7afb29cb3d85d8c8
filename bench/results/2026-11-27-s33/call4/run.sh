#!/usr/bin/env bash
# session 33, device call 4 (H100): d = 8977da6 (the CLAMP instance; ragged tiles on the
# repack's copies move back to a multiple of 4) against a = 1f13dec, alternated twice, fp32 AUTO
# and the repack on the irregular shapes and their aligned neighbours, NN and TN; then the GPU
# tests of the fp32 rows concerned.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; mkdir -p $R
S=4097x4097x4097,4096x4096x4096,4095x4095x4095,4093x4093x4093,3001x4099x1999,3008x4104x2000,8191x8191x8191,8192x8192x8192,2039x2039x2039,2040x2040x2040,127x8191x4093,128x8192x4096,4097x257x6151,4104x264x6152,4096x4096x4096+1
for round in 1 2; do for b in a d; do for t in NN TN; do
  timeout 120 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_repack --shapes $S --trans $t --csv $R/${b}_${t}_$round.csv > $R/${b}_${t}_$round.txt 2>&1; echo "$b $t $round rc=$?"
done; done; done
timeout 240 stdbuf -oL /tmp/s/d/b90/tests/test_gemm_gpu sgemm_warptile_streamk sgemm_repack auto_f32 > $R/tests.txt 2>&1; echo "tests rc=$?"; tail -4 $R/tests.txt
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
