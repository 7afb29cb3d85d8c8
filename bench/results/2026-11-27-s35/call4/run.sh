#!/usr/bin/env bash
# session 35, device call 4 (H100), call 3's binaries (83288f4): AUTO on the irregular suite in
# both dtypes with the aligned neighbours (issue 14's table), twice; then gpu_suite.sh --extra
# (issue 12's alone and interleaved phases, issue 13's DeepBench and decode phases).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35iq.txz -C /tmp/s
B=/tmp/s/q/b90/bench/tcgemm-bench
R=$OUT/c4; mkdir -p $R
for round in 1 2; do
  timeout 100 $B --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular_$round.csv > $R/irregular_$round.txt 2>&1; echo "irregular $round rc=$?"
done
TCGEMM_COMMIT=83288f4 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 300 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
