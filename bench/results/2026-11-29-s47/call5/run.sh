#!/usr/bin/env bash
# session 47, device call 5 (H200). Build s47d (a55c07f), as call 4: the `irregular` phase of
# gpu_suite.sh --extra alone (issue 14's table: AUTO on the suite and on the nearest aligned
# shapes), with its SM clock and power sampled.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s47d.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader,nounits -lms 200 > $R/irregular.power.csv 2>&1 &
P=$!
/tmp/s/d/b90/bench/tcgemm-bench --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "rc=$?"
kill $P
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
