#!/usr/bin/env bash
# Final check at 5b606f9 with binaries built on the CPU machine for sm_90 (device time was short).
tar xzf .devcarry/f.tgz -C .devcarry
F=.devcarry/f
{ date -u +"date: %Y-%m-%dT%H:%M:%SZ"; echo "commit: 5b606f9"
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,memory.total --format=csv; } > $OUT/env.txt 2>&1
(time timeout 170 stdbuf -oL $F/test_gemm_gpu hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack auto) > $OUT/tests.log 2>&1
tail -12 $OUT/tests.log
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active --format=csv,noheader,nounits -lms 200 > $OUT/power.csv 2>&1 &
S=$!
timeout 100 $F/tcgemm-bench --max-run-s 0.05 --csv $OUT/bench.csv --json $OUT/bench.json > $OUT/bench.txt 2>&1
kill $S
grep -E "% of cuBLAS" $OUT/bench.txt | head -30
{ timeout 20 $F/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_128x256_c2 --sizes 4096,8192 --trans NN
  timeout 20 $F/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans TN
  timeout 20 $F/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans NN --alone
  timeout 20 $F/tcgemm-bench --dtype f16 --variants auto --sizes 4096,8192 --trans TN --alone; } > $OUT/square.txt 2>&1
grep -E "^auto|^hgemm" $OUT/square.txt
