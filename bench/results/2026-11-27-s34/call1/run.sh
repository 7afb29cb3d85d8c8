#!/usr/bin/env bash
# session 34, device call 1 (H100): f = 4363264 (the kernels of 4be219f, HEAD before this session)
# against g = 7373b4e (hgemm_wgmma: the last k-block's wgmmas only up to the data; residue maps'
# tiles counted per map), alternated twice: fp16 AUTO on the irregular suite, its aligned
# neighbours and calls whose k is no multiple of 64; then g's GPU tests of the four Hopper rows
# the change touches most, run side by side.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fg.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152,2000x2000x2000,4224x1500x176,1760x7000x1760,1760x128x1760,6144x6144x1000,4096x4096x4000
for r in 1 2; do
  for b in f g; do
    timeout 110 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk; do
  timeout 240 stdbuf -oL /tmp/s/g/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt | tail -8
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
