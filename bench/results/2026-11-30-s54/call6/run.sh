#!/usr/bin/env bash
# session 54, device call 6 (H200). fin = 7fb8c59: c28f28b plus no skinny ring in sm_86 and sm_89
# code, the host asking the runtime which code the device runs (ring_built). gpu_suite.sh
# --prebuilt (every GPU test and the default bench: the README's tables), then decode 1-16 x 4096
# x 4096 NN and NT (AUTO: still on the ring, so as fast as in call 5).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/fin.txz -C /tmp/s
B=/tmp/s/fin/b90/bench/tcgemm-bench
R=$OUT/c6; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=7fb8c59 BUILD=/tmp/s/fin/b90 OUT=$R/suite timeout 560 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -4 $R/suite.log; grep "gpu tests (all" $R/suite/tests.log
for t in NN NT; do
  $B --dtype both --variants auto --shapes 1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,4096x16x4096,1024x16x500000 --trans $t --csv $R/decode_$t.csv > $R/decode_$t.txt 2>&1; echo "decode $t rc=$?"
  grep -h "^auto" $R/decode_$t.txt | awk '{print $2, $3, $4, $5, $6, $9}'
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
