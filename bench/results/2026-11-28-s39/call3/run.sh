#!/usr/bin/env bash
# session 39, device call 3 (H100): builds q (eac2640: the copy with 4 rows a thread, 4 blocks an
# SM) and f (6b3d5c8: 2 rows, 8 blocks) alternated twice on the calls the repack serves, fp16
# and fp32, AUTO; then f's GPU tests of both repack rows and of AUTO with the workspace (which
# sends misaligned calls to the repack), in parallel, each cut at 370 s if not done.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39q.txz -C /tmp/s && tar -xJf .devcarry/s39f.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
H=4096x4096x4096+1,4096x4096x4096+3,4096x4096x4096@1,4095x4095x4095,4093x4093x4093,4097x4097x4097,127x8191x4093,1021x1021x1021,2039x2039x2039,3001x4099x1999,4097x257x6151,4096x4096x4096
F=4096x4096x4096+1,4097x257x6151,127x8191x4093,2039x2039x2039
for r in 1 2; do
  for b in q f; do
    timeout 60 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $H --csv $R/${b}_f16_r$r.csv > $R/${b}_f16_r$r.txt 2>&1; echo "$b f16 r$r rc=$?"
    timeout 60 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto --shapes $F --csv $R/${b}_f32_r$r.csv > $R/${b}_f32_r$r.txt 2>&1; echo "$b f32 r$r rc=$?"
  done
done
pids=""
for v in hgemm_repack sgemm_repack auto_f16_main auto_f32_main; do
  timeout 370 stdbuf -oL /tmp/s/f/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "rc=$?"; done
for v in hgemm_repack sgemm_repack auto_f16_main auto_f32_main; do echo "== $v"; grep -E "passed|failed" $R/tests_$v.txt | tail -4; grep -c "^FAIL" $R/tests_$v.txt; done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
