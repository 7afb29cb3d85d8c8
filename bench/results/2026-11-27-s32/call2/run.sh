#!/usr/bin/env bash
# session 32, device call 2 (H100), the binaries of call 1 (da69c3c): the issues' benches
# (gpu_suite.sh --extra: Hopper square NN/TN, each kernel alone, llm, decode NT, DeepBench, irregular),
# then every fp16 variant on shapes whose rows are 16-byte but not 128-byte aligned against the same
# shapes with ld padded to 128 bytes, and every fp16 variant at 6144 x 32 x 2048 in three layouts.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
B=/tmp/s/h/b90/bench/tcgemm-bench
R=$OUT/c2; mkdir -p $R
TCGEMM_COMMIT=da69c3c BUILD=/tmp/s/h/b90 OUT=$R/suite timeout 420 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
timeout 60 $B --dtype f16 --shapes 1000x1000x1000,1000x1000x1000+24,1024x1024x1024,1024x1024x1024+8,2040x2040x2040,2040x2040x2040+8,3000x3000x3000,3000x3000x3000+8 --csv $R/pitch_all.csv > $R/pitch_all.txt 2>&1; echo "pitch rc=$?"
for t in NN TN NT; do
  timeout 30 $B --dtype f16 --shapes 6144x32x2048 --trans $t --csv $R/n32_$t.csv > $R/n32_$t.txt 2>&1; echo "n32 $t rc=$?"
done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
