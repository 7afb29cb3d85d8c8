#!/usr/bin/env bash
# session 24, device call 12 (H100): issue 13's "AUTO within 10% of the best variant" check: every
# variant and AUTO on the DeepBench and llm suites, fp16 (call 8's bench: the kernels of 51f2bf1),
# row-major NN, cuBLAS in the same run; slow kernels skipped (--max-run-s 0.2), 20 runs a row.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
B=/tmp/s/c8/tcgemm-bench
R=$OUT/c12; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for s in deepbench llm; do
  timeout $((575 - SECONDS)) $B --dtype f16 --variants all --suite $s --max-run-s 0.2 --reps 20 --csv $R/$s.csv > $R/$s.txt 2>/dev/null
  echo "$s rc=$? at ${SECONDS}s"; tail -1 $R/$s.txt
done
cd $OUT && tar -czf c12.tgz c12 && rm -rf c12
