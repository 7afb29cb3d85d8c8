#!/usr/bin/env bash
# session 34, device call 8 (H100): f = 4363264 against i = c0fb994 (residue tiles per map, and
# AUTO charging the lone Hopper rows the pitch of 8 maps): fp16 AUTO on the irregular suite and
# the calls whose plan the session moved (513^3, 1025^3, 1021^3) with controls, alternated three
# times; then i's GPU tests of AUTO fp16 and the repack, side by side.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fi.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
SH=513x513x513,1025x1025x1025,1024x1024x1024,2049x2049x2049,4096x4096x4096
for r in 1 2 3; do
  for b in f i; do
    timeout 80 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
pids=""
for v in auto_f16 hgemm_repack; do
  timeout 300 stdbuf -oL /tmp/s/i/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "^FAIL" $R/tests_*.txt | head -5
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
