#!/usr/bin/env bash
# session 54, device call 1 (H200). fin = 27379da's build (the fifty-third session's final
# library). Issue 13: AUTO and cuBLAS with the read probe (--read-probe: a kernel that only reads
# A and B and writes C, timed the same way) on decode M = 1..16 x 4096 x 4096, NT and NN, both
# dtypes, and on DeepBench's deep-K and one-column shapes; every variant beside AUTO on the two
# DeepBench misses that are not at the memory floor (7680 x 1 x 2560, 6144 x 32 x 2048).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
B=/tmp/s/fin/b90/bench/tcgemm-bench
R=$OUT/c1; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,power.limit --format=csv > $R/gpu.txt
D=1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096
for t in NT NN; do
  $B --dtype both --variants auto --shapes $D --trans $t --read-probe --csv $R/decode_$t.csv > $R/decode_$t.txt 2>&1; echo "decode $t rc=$?"
done
$B --dtype both --variants auto --shapes 1024x16x500000,512x8x500000,512x1x500000,7680x1x2560,6144x32x2048 --read-probe --csv $R/deep.csv > $R/deep.txt 2>&1; echo "deep rc=$?"
$B --dtype both --variants all --shapes 7680x1x2560,6144x32x2048 --csv $R/all.csv > $R/all.txt 2>&1; echo "all rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
