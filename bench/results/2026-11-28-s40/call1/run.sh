#!/usr/bin/env bash
# session 40, device call 1 (the first on the lent H200): at ded2709, every GPU test (AUTO's in
# four processes) and the default bench (the README's tables), then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s40a.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R
nvidia-smi -q -d POWER,CLOCK | grep -E "Power Limit|Max Clocks|SM  " | head -12 > $R/board.txt
TCGEMM_COMMIT=ded2709 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 430 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
TCGEMM_COMMIT=ded2709 BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 140 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
