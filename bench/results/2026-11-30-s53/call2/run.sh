#!/usr/bin/env bash
# session 53, device call 2 (H200), the `new` build of call 1 (warpgroup index broadcast).
# (a) ncu SASS source counters of the cluster row at 4096^3 NN: where its 25.5 M instructions go
# now (s52: 29.1 M, the consumers' k-loop 86 a k-block a warp). (b) The GPU tests of every fp16
# row that runs this kernel (hgemm_wgmma_*, hgemm_repack, AUTO f16 with and without workspace),
# one process each, side by side.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/u1.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/new/b90/bench/tcgemm-bench T=/tmp/s/new/b90/tests/test_gemm_gpu
timeout 150 ncu --section SourceCounters -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 -o $R/src $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/src.log 2>&1; echo "src rc=$?"
timeout 60 ncu -i $R/src.ncu-rep --page source --csv --print-source sass > $R/sass.csv 2> $R/sass.err; echo "sass rc=$? lines $(wc -l < $R/sass.csv)"
rm -f $R/src.ncu-rep
pids=""
for v in hgemm_wgmma_128x128 hgemm_wgmma_128x192 hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_128x64 hgemm_wgmma_192x192 hgemm_wgmma_192x192_c2 hgemm_wgmma_64x64 hgemm_repack auto_f16_main auto_f16_bare; do
  timeout 420 stdbuf -oL $T $v > $R/test_$v.log 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "^gpu tests:" $R/test_*.log
awk '/^gpu tests:/ { p += $3; f += $5 } END { printf "gpu tests: %d passed, %d failed\n", p, f }' $R/test_*.log
grep -h "^FAIL" $R/test_*.log | head
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
