#!/usr/bin/env bash
# session 36, device call 1 (H100): base = ea3676a against new = the short last k-block (a last
# k-block with at most 16 columns below k multiplies one k16 step, hgemm_wgmma.cu). fp16 AUTO on
# the residue and ragged-k calls of the irregular suite with their aligned neighbours, alternated
# twice; the 3000^3 family (which operand's rows off a 128-byte line cost what); the tiny-call
# probe (probe_tiny.cu: host and GPU time per skinny kernel); new's GPU tests of the wgmma rows,
# the repack and AUTO fp16.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36c1.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4095x4095x4095,4093x4093x4093,4096x4096x4096+1,4097x4097x4097,8191x8191x8191,3001x4099x1999,1000x1000x1000,4096x4096x4096,3008x4104x2000,8192x8192x8192
for r in 1 2; do
  for b in base new; do
    timeout 150 /tmp/s/$b/tcgemm-bench --dtype f16 --variants auto --shapes $SH --csv $R/${b}_r$r.csv > $R/${b}_r$r.txt 2>&1; echo "$b r$r rc=$?"
  done
done
timeout 100 /tmp/s/new/tcgemm-bench --dtype f16 --variants auto,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256_c2 --shapes 3000x3000x3000,3000x3000x3000+8,3008x3008x3008,3000x3008x3000,3008x3000x3008 --csv $R/f3000.csv > $R/f3000.txt 2>&1; echo "f3000 rc=$?"
timeout 60 /tmp/s/probe_tiny > $R/probe_tiny.txt 2>&1; echo "probe rc=$?"
pids=""
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_64x64 hgemm_repack auto_f16; do
  timeout 300 stdbuf -oL /tmp/s/new/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
