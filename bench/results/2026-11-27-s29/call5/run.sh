#!/usr/bin/env bash
# session 29, device call 5 (H100): f = acb638d; w = f with the staged epilogue's stores moved
# from the consumers to the producer warpgroup's three idle warps (stage_part / store_staged_parts).
# fp16 AUTO on misaligned shapes and neighbours, f/w alternated twice; ncu cycles; w's GPU tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096+1,4096x4096x4096@1,4096x4096x4096+3,4096x4096x4096@3,4095x4095x4095,4093x4093x4093,4097x4097x4097,8191x8191x8191,3001x4099x1999,2039x2039x2039,1021x1021x1021,1000x1000x1000,127x8191x4093,4097x257x6151,3000x3000x3000,4096x4096x4096,2040x2040x2040,1024x1024x1024
for r in 1 2; do
  for b in f w; do
    timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 10 --warmup 3 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
M=gpu__time_duration.sum,sm__cycles_elapsed.max
for b in f w; do
  for s in 4096x4096x4096+1 4095x4095x4095; do
    timeout 60 ncu --kernel-name regex:wgmma -c 1 --metrics $M /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu_${b}_$s.txt 2>&1; echo "ncu $b $s rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_repack auto_f16; do
  timeout 300 stdbuf -oL /tmp/s/w/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "passed" $R/tests_*.txt | tail -20
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
