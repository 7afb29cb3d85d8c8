#!/usr/bin/env bash
# session 37, device call 5 (H100): g = 1372877 (the copy kernel, then the cluster row) against
# j = the cluster row copying a misaligned B itself, call 4's kernel with each row's count released
# by one thread after the copy warps' barrier (no fence in every thread) and the words around B's
# first and last byte read by halves (call 4's memcheck: a bulk copy read past B's allocation),
# uncommitted. Alternated twice: fp16 AUTO on the calls whose pick moved to it and controls. Then
# j's GPU tests of the cluster row (its misaligned-B shapes run the new path), the repack and the
# stream-K row; then memcheck over the cluster row's tests.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && for b in g j; do tar -xJf .devcarry/s37$b.txz -C /tmp/s; done
R=$OUT/c5; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=4095x4095x4095,4093x4093x4093,4097x4097x4097,4096x4096x4096+1,4096x4096x4096+3,8191x8191x8191,2039x2039x2039,4096x4096x4096,4096x4096x4096@1,3001x4099x1999
for r in 1 2; do
  for b in g j; do
    timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_repack hgemm_wgmma_128x256_c2_sk; do
  timeout 200 stdbuf -oL /tmp/s/j/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -8
timeout 200 compute-sanitizer --tool memcheck --print-limit 5 /tmp/s/j/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2 > $R/memcheck_c2.txt 2>&1; echo "memcheck rc=$?"
tail -3 $R/memcheck_c2.txt
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
