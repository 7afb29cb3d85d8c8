#!/usr/bin/env bash
# session 42, device call 1 (H200): the owed whole run at 44f1caf (kernels of 25561c1, built in
# session 41 as .devcarry/s41h.txz): every GPU test (AUTO's in four processes) and the default bench,
# then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41h.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R
nvidia-smi -q -d POWER,CLOCK | grep -E "Power Limit|Max Clocks|SM  " | head -12 > $R/board.txt
TCGEMM_COMMIT=44f1caf BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 415 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
TCGEMM_COMMIT=44f1caf BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 150 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
