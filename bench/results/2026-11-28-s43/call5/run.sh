#!/usr/bin/env bash
# session 43, device call 5 (H200): the whole run at b6d43c7 (build s43z: the skinny ring's
# packed X, the narrow rows' rotation over 32 k-blocks): every GPU test (AUTO's in four
# processes) and the default bench, then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43z.txz -C /tmp/s
R=$OUT/c5; mkdir -p $R
nvidia-smi -q -d POWER,CLOCK | grep -E "Power Limit|Max Clocks|SM  " | head -12 > $R/board.txt
TCGEMM_COMMIT=b6d43c7 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log; grep -E "^FAIL" $R/suite/tests.log | head
TCGEMM_COMMIT=b6d43c7 BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 150 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
