#!/usr/bin/env bash
# session 9, device call 1: TMA-fed ring stages (sm_90) — skinny GPU tests, then decode/deep-K timing against f161859's binary in the same lease (ABAB)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/exp.tgz -C /tmp/c
B=/tmp/c/b90; E=/tmp/c/exp
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $OUT/env.txt 2>&1
timeout 200 stdbuf -oL $B/tests/test_gemm_gpu hgemm_skinny > $OUT/test_hgemm_skinny.log 2>&1
echo "tests rc=$?"; grep -E "passed|FAIL|WRONG" $OUT/test_hgemm_skinny.log | head -8
D=1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096,4096x1x4096,4096x16x4096,7680x1x2560,16x14336x4096,32x4096x4096,48x4096x4096
K=1024x16x500000,512x8x500000,16x1024x500000,512x1x500000,1024x4x500000,1760x16x1760
for round in 1 2; do
  for bin in $B/bench/tcgemm-bench $E/tcgemm-bench-f161859; do
    for tr in NN NT; do
      echo "== $bin $tr round $round" >> $OUT/decode.txt
      timeout 40 $bin --dtype f16 --variants hgemm_skinny,auto --shapes $D --trans $tr >> $OUT/decode.txt 2>&1
    done
    echo "== $bin NN deepk round $round" >> $OUT/decode.txt
    timeout 60 $bin --dtype f16 --variants hgemm_skinny --shapes $K >> $OUT/decode.txt 2>&1
  done
done
grep -E "^==|^hgemm_skinny|^auto|WRONG|rror" $OUT/decode.txt | cut -c1-150
