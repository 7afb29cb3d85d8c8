#!/usr/bin/env bash
# session 30, device call 4 (H100): a86187a (the session's kernels). Every GPU test (the harness
# gained four shapes), then issue 14's table: AUTO on the irregular suite and its aligned
# neighbours, both types, as gpu_suite.sh --extra's irregular phase runs it.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
OUT=$R TCGEMM_COMMIT=a86187a BUILD=/tmp/s/f/b90 timeout 400 bash scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1; echo "suite rc=$?"
tail -5 $R/suite.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw --format=csv,noheader,nounits -lms 200 > $R/irregular.power.csv 2>&1 &
sp=$!
timeout 170 /tmp/s/f/b90/bench/tcgemm-bench --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "irregular rc=$?"
kill $sp
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
