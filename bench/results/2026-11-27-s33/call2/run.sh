#!/usr/bin/env bash
# session 33, device call 2 (H100): b = 75d9f1a (the 128 x 256 fp32 stream-K row's unaligned
# instance clamps its ragged tiles) against a = 1f13dec (call 1's binaries): GPU tests of the fp32
# rows that read in place, then both builds alternated twice on the irregular fp32 shapes and
# their aligned neighbours, NN and TN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
R=$OUT/c2; mkdir -p $R
timeout 200 /tmp/s/b/b90/tests/test_gemm_gpu sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_repack auto_f32 > $R/tests.txt 2>&1; echo "tests rc=$?"; tail -3 $R/tests.txt
S=2039x2039x2039,2040x2040x2040,127x8191x4093,128x8192x4096,1021x1021x1021,1024x1024x1024,3001x4099x1999,3008x4104x2000,4095x4095x4095,4096x4096x4096+1,4097x4097x4097,4096x4096x4096
for round in 1 2; do for b in a b; do for t in NN TN; do
  timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_warptile_streamk --shapes $S --trans $t --csv $R/${b}_${t}_$round.csv > $R/${b}_${t}_$round.txt 2>&1; echo "$b $t $round rc=$?"
done; done; done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
