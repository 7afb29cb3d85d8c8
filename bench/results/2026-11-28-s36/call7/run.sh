#!/usr/bin/env bash
# session 36, device call 7 (H100): the issues' phases at 82f2b91 (gpu_suite.sh --extra: the Hopper
# HGEMM squares and llm interleaved and alone after 2 s of heat, irregular, DeepBench, decode NT),
# then the irregular suite twice more with its aligned neighbours (bench/irregular_table.py).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36f.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R
TCGEMM_COMMIT=82f2b91 BUILD=/tmp/s/f/b90 OUT=$R/suite timeout 400 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
NB=1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
for r in 1 2; do
  timeout 90 /tmp/s/f/b90/bench/tcgemm-bench --dtype both --variants auto --suite irregular --shapes $NB --csv $R/irregular_$r.csv > $R/irregular_$r.txt 2>&1; echo "irregular $r rc=$?"
done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
