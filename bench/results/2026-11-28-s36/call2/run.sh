#!/usr/bin/env bash
# session 36, device call 2 (H100): base = ea3676a against new2 = the short last k-block (now only
# on pieces whose k-blocks are not rotated: call 1's stream-K failures) and the flat GEMV on short
# rows whatever its grid (skinny_flat.cuh). Alternated twice: fp16 AUTO on the residue and
# ragged-k calls; both types on tiny skinny calls. Then the cluster row against stream-K on rows
# 16 bytes but not 128 bytes apart (3000^3 family, 3008 x 4104 x 2000 and others), twice; then
# new2's GPU tests of the wgmma rows, the repack and the skinny rows.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36c2.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
SH=4095x4095x4095,4096x4096x4096+1,4097x4097x4097,3001x4099x1999,3008x4104x2000,4096x4096x4096,8191x8191x8191
TINY=64x1x1216,1000x1x1216,700x1x4096,100x1x100,5x1x3000,7680x1x2560,512x1x500000
for r in 1 2; do
  for b in base new2; do
    timeout 120 /tmp/s/$b/tcgemm-bench --dtype f16 --variants auto --shapes $SH --csv $R/${b}_res_r$r.csv > $R/${b}_res_r$r.txt 2>&1; echo "$b res r$r rc=$?"
    timeout 60 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --shapes $TINY --csv $R/${b}_tiny_r$r.csv > $R/${b}_tiny_r$r.txt 2>&1; echo "$b tiny r$r rc=$?"
    timeout 30 /tmp/s/$b/tcgemm-bench --dtype both --variants auto --trans NT --shapes 1x64x1216,1x1000x1216 --csv $R/${b}_tinynt_r$r.csv > $R/${b}_tinynt_r$r.txt 2>&1; echo "$b tinynt r$r rc=$?"
  done
done
P=3000x3000x3000,3000x3000x3000+8,3008x3008x3008,3008x3008x3008+8,3008x4104x2000,3008x4096x2000,3000x4104x2000,3072x3072x3072,3072x3072x3072+8,2048x7000x2048,2048x7000x2048+8,5124x700x2048,7680x1500x2560,4104x4104x4104
for r in 1 2; do
  timeout 150 /tmp/s/new2/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk --shapes $P --csv $R/pitch_r$r.csv > $R/pitch_r$r.txt 2>&1; echo "pitch r$r rc=$?"
done
pids=""
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_repack hgemm_skinny sgemm_skinny; do
  timeout 170 stdbuf -oL /tmp/s/new2/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
