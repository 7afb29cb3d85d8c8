#!/usr/bin/env bash
# session 34, device call 2 (H100): f = 4363264 (the kernels of 4be219f, HEAD before this session)
# against g = f5333d9 (hgemm_wgmma: residue maps' tiles counted per map, map j's unit for its one
# row more after all others; the one-map and aligned kernels' PTX as f's), alternated twice: fp16
# AUTO on the irregular suite and a few aligned and residue calls; then g's GPU tests of the
# Hopper rows, the repack and AUTO fp16, side by side.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s34fg.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4096x4096x4096,8192x8192x8192,2049x2049x2049,1025x1025x1025,4104x264x6152,128x8192x4096
for r in 1 2; do
  for b in f g; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --suite irregular --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
pids=""
for v in hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_128x256 hgemm_repack auto_f16; do
  timeout 330 stdbuf -oL /tmp/s/g/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt | tail -8
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
