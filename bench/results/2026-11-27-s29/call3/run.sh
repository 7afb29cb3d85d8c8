#!/usr/bin/env bash
# session 29, device call 3 (H100): s = call 2's s (residue kernels stage C); s2 = s with the
# repack's copy loading each aligned 16 bytes once (the next lane's half by shuffle); t2 = s2
# without s's rule (TMA stores C through the residue maps where C's rows are aligned). AUTO fp16
# and fp32 on misaligned shapes, alternated twice; ncu of the copy; s2's GPU tests and memcheck.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096+1,4096x4096x4096@1,2048x2048x2048+1,8192x8192x8192+1,4096x4104x4096+1,4095x4095x4095,4093x4093x4093,4097x4097x4097,8191x8191x8191,3001x4099x1999,2039x2039x2039,1021x1021x1021,127x8191x4093,4097x257x6151,4096x4096x4096,2048x2048x2048
S32=4097x4097x4097,4095x4095x4095,4096x4096x4096+1,127x8191x4093,1021x1021x1021
for r in 1 2; do
  for b in s s2 t2; do
    timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 10 --warmup 3 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
for b in s s2; do
  timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_repack --shapes $S32 --reps 5 --warmup 2 --csv $R/${b}_f32.csv > $R/${b}_f32.txt 2>&1; echo "$b f32 rc=$?"
done
M=gpu__time_duration.sum,sm__cycles_elapsed.max,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum,dram__bytes_read.sum,dram__bytes_write.sum
for b in s s2; do
  for s in 4095x4095x4095 4096x4096x4096+1; do
    timeout 60 ncu --kernel-name regex:repack -c 1 --metrics $M /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu_${b}_$s.txt 2>&1; echo "ncu $b $s rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_repack sgemm_repack auto_f16; do
  timeout 300 stdbuf -oL /tmp/s/s2/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 300 compute-sanitizer --tool memcheck /tmp/s/s2/b90/tests/test_gemm_gpu hgemm_repack > $R/memcheck_hgemm_repack.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "passed\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -14
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
