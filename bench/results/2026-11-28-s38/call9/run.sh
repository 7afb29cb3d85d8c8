#!/usr/bin/env bash
# session 38, device call 9 (H100): GPU tests of r (938f66a + cluster_share): AUTO fp16 with the
# handle's workspace, AUTO fp16 without one, and hgemm_repack (whose inner multiply is AUTO's
# choice, now the lone 128 x 256 row on one-round calls, launched behind the copy), in parallel,
# each cut at 170 s if not done.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38r.txz -C /tmp/s
R=$OUT/c9; mkdir -p $R
pids=""
for v in auto_f16_main auto_f16_bare hgemm_repack; do
  timeout 170 stdbuf -oL /tmp/s/r/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "rc=$?"; done
for v in auto_f16_main auto_f16_bare hgemm_repack; do echo "== $v"; grep -E "passed|FAIL" $R/tests_$v.txt | tail -4; grep -c "^FAIL" $R/tests_$v.txt; done
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
