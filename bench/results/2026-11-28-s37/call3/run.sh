#!/usr/bin/env bash
# session 37, device call 3 (H100): g = 1372877 against h = the 64 x 64 row's stream-K kernels
# (launch_small: tiles fewer than SMs, at least 8 k-blocks an SM) and the lone 128 x 256 row's
# pitch share (AUTO). Alternated twice: fp16 AUTO on the calls the 64 x 64 row serves with tiles
# fewer than SMs. Then h's AUTO against the 128 x 256 rows on 4872^3 and 4976^3 (now the cluster
# row, before the lone one), and h's GPU tests of the 64 x 64 row and of the stream-K row.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && for b in g h; do tar -xJf .devcarry/s37$b.txz -C /tmp/s; done
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=6144x32x2048,2560x64x2560,1760x128x1760,32x4096x4096,64x4096x4096,128x4096x4096,32x4096x14336,4096x32x4096
for r in 1 2; do
  for b in g h; do
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/${b}_nn_r$r.csv > $R/${b}_nn_r$r.txt 2>&1; echo "$b nn r$r rc=$?"
    timeout 100 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --trans TN --shapes 6144x32x2048,2560x64x2560,32x4096x4096 --csv $R/${b}_tn_r$r.csv > $R/${b}_tn_r$r.txt 2>&1; echo "$b tn r$r rc=$?"
  done
done
timeout 150 /tmp/s/h/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2 --shapes 4872x4872x4872,4976x4976x4976 --csv $R/wide.csv > $R/wide.txt 2>&1; echo "wide rc=$?"
pids=""
for v in hgemm_wgmma_64x64 hgemm_wgmma_128x256_c2_sk; do
  timeout 200 stdbuf -oL /tmp/s/h/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
