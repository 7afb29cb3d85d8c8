#!/usr/bin/env bash
# session 30, device call 3 (H100): h = 97df976; v = 4717635 (one residue map where every row of A
# shares its shift, C by TMA there) plus B read from the 16 bytes before it where its rows all
# start o halves off (ldb a multiple of 8, beta = 0; C computed as n + o columns, the first o
# skipped). AUTO fp16 alternated twice; then v's GPU tests of the Hopper rows, the repack and
# AUTO, and memcheck over the cluster row's tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096,4096x4096x4096@1,4096x4096x4096@3,4096x4096x4096+1,4000x4000x4000,4000x4000x4000@1,4000x4000x4000@3,2000x2000x2000,2000x2000x2000@3,8000x8000x8000,8000x8000x8000@1,3000x4000x2000@5
for r in 1 2; do
  for b in h v; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 20 --warmup 5 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
timeout 60 /tmp/s/v/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_repack --shapes 4096x4096x4096@1,4000x4000x4000@1,2000x2000x2000@3 --reps 20 --warmup 5 > $R/v_rows.txt 2>&1; echo "rows rc=$?"
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 420 stdbuf -oL /tmp/s/v/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 420 compute-sanitizer --tool memcheck /tmp/s/v/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2 > $R/memcheck_c2.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -14
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
