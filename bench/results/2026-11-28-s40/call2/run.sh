#!/usr/bin/env bash
# session 40, device call 2 (H200): build e (ded2709 plus call2/exp.patch): the skinny ring's
# decode grid (slabs of 32, one block each) against the deep grid it falls back to (slabs of 64,
# 128-byte rows of an L-major W; on sm_90 a slab's blocks as a cluster): TCGEMM_NO_DECODE_GRID=1,
# alternated twice, AUTO, fp16 and fp32; then the skinny rows' GPU tests under the setting.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s40e.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
NN16=1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,1x11008x4096,16x14336x4096,4096x16x4096,6144x32x2048,1760x16x1760,2560x16x2560
NT16=1x4096x4096,4x4096x4096,16x4096x4096,1x11008x4096
NN32=1x4096x4096,16x4096x4096,4096x16x4096,6144x32x2048
run() { # tag env...
  local tag=$1; shift
  env "$@" timeout 60 $B --dtype f16 --variants auto --shapes $NN16 --csv $R/${tag}_nn16.csv > $R/${tag}_nn16.txt 2>&1
  env "$@" timeout 40 $B --dtype f16 --variants auto --trans NT --shapes $NT16 --csv $R/${tag}_nt16.csv > $R/${tag}_nt16.txt 2>&1
  env "$@" timeout 40 $B --dtype f32 --variants auto --shapes $NN32 --csv $R/${tag}_nn32.csv > $R/${tag}_nn32.txt 2>&1
}
for r in 1 2; do run dec_r$r X=1; run deep_r$r TCGEMM_NO_DECODE_GRID=1; done
for t in nn16 nt16 nn32; do for f in dec_r1 deep_r1 dec_r2 deep_r2; do
  echo "$t $f $(grep '^auto' $R/${f}_$t.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/summary.txt
TCGEMM_NO_DECODE_GRID=1 timeout 150 /tmp/s/q/b90/tests/test_gemm_gpu hgemm_skinny > $R/tests_h.log 2>&1; echo "tests h rc=$?"; tail -2 $R/tests_h.log
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
