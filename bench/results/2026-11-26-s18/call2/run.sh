#!/usr/bin/env bash
# session 18, device call 2: the Hopper rows' edge units (tiles that m or n cuts: narrower
# wgmmas, empty slabs skipped, numbered after the whole units). GPU tests of every fp16 Hopper
# row, the repack and AUTO; then the build before (old: call 1's binaries, whose Hopper rows
# run 04b107b's code) and after (new), alternated twice on ragged and aligned shapes.
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
B=/tmp/c/b90
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
t0=$(date +%s)
timeout 300 $B/tests/test_gemm_gpu hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16 > $OUT/tests.log 2>&1
echo "tests rc $? in $(( $(date +%s) - t0 )) s"; grep -E "passed|FAIL" $OUT/tests.log | tail -12
V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x128
S=4104x4104x4104,4097x4097x4097,4000x4000x4000,3008x4104x2000,4104x264x6152,2048x7000x2048,2560x7000x2560,1760x7000x1760,4096x7000x4096,4096x4096x4096,8192x8192x8192,2048x2048x2048,2049x4105x2048
for r in 1 2; do
  for w in old new; do
    bin=/tmp/c/b90/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 200 $bin --dtype f16 --variants $V --shapes $S --csv $OUT/$w$r.csv > $OUT/$w$r.txt 2>&1
    echo "$w $r rc $? at $(( $(date +%s) - t0 )) s"
  done
done
