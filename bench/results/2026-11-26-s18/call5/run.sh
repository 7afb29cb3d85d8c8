#!/usr/bin/env bash
# session 18, device call 5: AUTO at the misaligned and ragged fp16 shapes, call 1's binaries
# (old) against call 4's (new, 9172882), alternated three times: call 4's A/B read 4097^3 5-7%
# slower in the new build, its irregular phase not
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
S=4097x4097x4097,4104x4104x4104,4096x4096x4096+1,4095x4095x4095,3001x4099x1999,2049x4105x2048,4096x4096x4096
for r in 1 2 3; do
  for w in old new; do
    bin=/tmp/c/b90/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 60 $bin --dtype f16 --variants auto --shapes $S --csv $OUT/$w$r.csv > /dev/null 2>&1
    echo "$w $r rc $?"
  done
done
cd $OUT && tar -czf c5.tgz *.csv && rm -f *.csv
