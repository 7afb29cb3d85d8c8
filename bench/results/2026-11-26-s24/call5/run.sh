#!/usr/bin/env bash
# session 24, device call 5 (H100), 51f2bf1: compute-sanitizer memcheck and racecheck over the
# 64 x 64 row's narrow-B kernels (n <= 32, NN and TN, one round and a K tail), then the whole GPU
# test suite.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
B=/tmp/b90/b90/bench/tcgemm-bench
for tool in memcheck racecheck; do
  for t in NN TN; do
    timeout 60 compute-sanitizer --tool $tool --kernel-name kns=hgemm_wgmma_kernel $B --dtype f16 \
      --variants hgemm_wgmma_64x64 --trans $t --warmup 1 --reps 1 \
      --shapes 704x24x1024,1000x32x2000+8,6144x32x2048,17x9x700 >> $R/sanitizer.txt 2>&1
    echo "$tool $t rc=$?" | tee -a $R/sanitizer.txt
  done
done
grep -E "ERROR SUMMARY|RACECHECK SUMMARY|hazard|^hgemm" $R/sanitizer.txt | sort | uniq -c | head -20
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=51f2bf1 timeout $((590 - SECONDS)) scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
tail -4 $R/suite.txt
cd $OUT && tar -czf ../c5.tgz . && rm -rf ./* && mv ../c5.tgz .
