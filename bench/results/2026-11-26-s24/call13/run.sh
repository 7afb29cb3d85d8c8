#!/usr/bin/env bash
# session 24, device call 13 (H100): call 12's one miss again, 1760 x 16 x 1760 (there the run's
# first shape), every variant and AUTO, after a shape run first, three times.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
B=/tmp/s/c8/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for i in 1 2 3; do
  $B --dtype f16 --variants all --shapes 2560x64x2560,1760x16x1760 --max-run-s 0.2 --reps 20 > $R/run$i.txt 2>/dev/null
  grep -E "^(auto|hgemm_skinny|hgemm_wgmma_128x128|hgemm_wgmma_64x64) .*1760x16x1760" $R/run$i.txt | awk '{print $1,$6,$9}'
done
