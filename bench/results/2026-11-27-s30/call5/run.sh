#!/usr/bin/env bash
# session 30, device call 5 (H100): h = 97df976; w = the residue maps' count a template parameter
# (8 or 1; the session's kernels otherwise, a86187a). AUTO fp16 alternated twice on the pointer and
# ld cases; w's GPU tests of the Hopper rows, the repack and AUTO fp16, memcheck over the 128 x 256
# row's tests (its one-map kernel had serialized wgmmas at a86187a).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096,4096x4096x4096@1,4096x4096x4096@3,4096x4096x4096+1,4095x4095x4095,4000x4000x4000,4000x4000x4000@1,2000x2000x2000@3,3000x4000x2000@5
for r in 1 2; do
  for b in h w; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $SH --reps 20 --warmup 5 --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
timeout 60 /tmp/s/w/b90/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x128,hgemm_repack --shapes 4096x4096x4096@1,4000x4000x4000@1 --reps 20 --warmup 5 > $R/w_rows.txt 2>&1; echo "rows rc=$?"
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 420 stdbuf -oL /tmp/s/w/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 420 compute-sanitizer --tool memcheck /tmp/s/w/b90/tests/test_gemm_gpu hgemm_wgmma_128x256 > $R/memcheck_128x256.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -14
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
