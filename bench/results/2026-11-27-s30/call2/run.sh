#!/usr/bin/env bash
# session 30, device call 2 (H100): h = 97df976; u = h with two wgmma groups in flight while the
# previous tile's C is stored (the first 4 k-blocks of a tile), and one residue map where
# every row of A has the same shift (lda a multiple of 8), C then stored by TMA. AUTO fp16,
# alternated twice; ncu cycles of the wgmma kernel; u's GPU tests of the Hopper rows and memcheck.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=2048x2048x2048,4096x4096x4096,8192x8192x8192,4096x11008x4096,4096x4096x4096+1,4096x4096x4096@1,4096x4096x4096@3,4095x4095x4095,4093x4093x4093,8191x8191x8191
for r in 1 2; do
  for b in h u; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 20 --warmup 5 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
M=gpu__time_duration.sum,sm__cycles_elapsed.max
for b in h u; do
  for s in 4096x4096x4096 4096x4096x4096+1 4096x4096x4096@1; do
    timeout 40 ncu --kernel-name regex:hgemm_wgmma -c 1 --metrics $M /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu_${b}_$s.txt 2>&1; echo "ncu $b $s rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 280 stdbuf -oL /tmp/s/u/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 280 compute-sanitizer --tool memcheck /tmp/s/u/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2 > $R/memcheck_c2.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -14
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
