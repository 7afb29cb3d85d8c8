#!/usr/bin/env bash
# session 32, device call 3 (H100): h = da69c3c's binaries (call 1), k = h with hgemm_wgmma_64x64
# splitting k over clusters of four where its tiles are few (splits_k). k's GPU tests of the
# 64 x 64 row and AUTO fp16 (memcheck and racecheck over the 64 x 64 row's), then h and k
# alternated twice on the shapes the split takes (and two it does not), then AUTO fp16 on
# DeepBench and the llm suite once each.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
T=/tmp/s/k/b90/tests/test_gemm_gpu
pids=""
for v in hgemm_wgmma_64x64 auto_f16; do
  timeout 200 stdbuf -oL $T $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 200 compute-sanitizer --tool memcheck $T hgemm_wgmma_64x64 > $R/memcheck_64x64.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
timeout 120 compute-sanitizer --tool racecheck $T hgemm_wgmma_64x64 > $R/racecheck_64x64.txt 2>&1; echo "racecheck rc=$?"
grep -h "gpu tests:\|ERROR SUMMARY\|RACECHECK SUMMARY\|Hazard" $R/tests_*.txt $R/memcheck*.txt $R/racecheck*.txt | tail -8
grep -h "^FAIL" $R/tests_*.txt | head -10
S=6144x32x2048,4096x32x4096,2560x64x2560,1760x128x1760,704x24x1024,1000x32x2000,2600x40x1496,1024x64x8192,7680x128x2560,8192x64x1024
for round in 1 2; do for b in h k; do
  for t in NN TN NT; do
    timeout 60 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,auto --shapes $S --trans $t --csv $R/split_${b}_${t}_$round.csv > $R/split_${b}_${t}_$round.txt 2>&1; echo "split $b $t $round rc=$?"
  done
done; done
for b in h k; do
  timeout 90 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --suite deepbench --csv $R/deepbench_$b.csv > $R/deepbench_$b.txt 2>&1; echo "deepbench $b rc=$?"
done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
