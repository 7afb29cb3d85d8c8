#!/usr/bin/env bash
# session 41, device call 1 (H200): at 21d6d72 (kernels of f640059, GPU tests of 4880463), first
# where 4095^3 loses its 4 us to 4096^3 + 1 (the same copy and residue kernel): one edge at a time,
# AUTO fp16 NN, two rounds; then every GPU test (AUTO's in four processes) and the default bench,
# then the issues' benches (--extra).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41a.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R/edges
B=/tmp/s/q/b90/bench/tcgemm-bench
E=4096x4096x4096+1,4095x4096x4096+1,4096x4095x4096+1,4096x4096x4095+1,4095x4095x4095,4095x4095x4095+1,4096x4096x4096
for r in 1 2; do
  timeout 22 $B --dtype f16 --variants auto --shapes $E --csv $R/edges/r$r.csv > $R/edges/r$r.txt 2>&1
done
for r in 1 2; do grep '^auto' $R/edges/r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}'; echo; done | tee $R/edges/summary.txt
nvidia-smi -q -d POWER,CLOCK | grep -E "Power Limit|Max Clocks|SM  " | head -12 > $R/board.txt
TCGEMM_COMMIT=21d6d72 BUILD=/tmp/s/q/b90 OUT=$R/suite timeout 410 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"; tail -3 $R/suite/tests.log
TCGEMM_COMMIT=21d6d72 BUILD=/tmp/s/q/b90 OUT=$R/extra timeout 140 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra
echo "extra rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
