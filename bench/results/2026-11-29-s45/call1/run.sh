#!/usr/bin/env bash
# session 45, device call 1 (H200): the whole run at 95c7f04 (build s45a: the fp32 split-K row's
# A in 32-deep chunks by cp.async, s44's async_a_final.patch): every GPU test (AUTO's in four
# processes) and the default bench, then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45a.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R
nvidia-smi -q -d POWER,CLOCK | grep -E "Power Limit|Max Clocks|SM  " | head -12 > $R/board.txt
TCGEMM_COMMIT=95c7f04 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log; grep -E "^FAIL" $R/suite/tests.log | head
TCGEMM_COMMIT=95c7f04 BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 150 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
