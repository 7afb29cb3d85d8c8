#!/usr/bin/env bash
# session 20, device call 3: old = 254ff2c, new = 254ff2c + the ring's rotated stages (a K-major W's
# decode-grid block b starts at stage b % stages) + AUTO's one-SM bound for short slabs.
# Old and new alternated twice on the skinny shapes; then the GPU tests of both skinny rows and AUTO.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT/c3; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
F16=4096x16x4096,1760x16x1760,2560x16x2560,6144x32x2048,7680x1x2560,3072x4x1024,1024x16x500000,512x8x500000,1x4096x4096,4096x8x4096,8192x16x8192
F32=4096x16x4096,1760x16x1760,1024x16x1024,6144x32x2048
for rep in 1 2; do
  for v in old b90; do
    B=/tmp/$v/b90/bench/tcgemm-bench
    stdbuf -oL $B --dtype f16 --variants auto,hgemm_skinny --shapes $F16 --csv $R/${v}_f16_$rep.csv > $R/${v}_f16_$rep.txt 2>&1
    stdbuf -oL $B --dtype f16 --trans NT --variants auto --shapes 16x4096x4096,1x4096x4096,8x14336x4096 --csv $R/${v}_nt_$rep.csv > $R/${v}_nt_$rep.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants auto,sgemm_skinny --shapes $F32 --csv $R/${v}_f32_$rep.csv > $R/${v}_f32_$rep.txt 2>&1
    echo "$v $rep done"
  done
done
for f in $R/b90_f16_1.txt $R/b90_nt_1.txt $R/b90_f32_1.txt; do
  for v in old b90; do for rep in 1 2; do g=${f/b90_/${v}_}; g=${g/_1.txt/_$rep.txt}
    grep -E "^(auto|hgemm|sgemm)" $g | awk -v t="$v$rep" '{print t,$1,$3,$5,$6,$9}'; done; done
done | sort -k3,3 -k2,2 -k1,1
T=/tmp/b90/b90/tests/test_gemm_gpu
for s in hgemm_skinny sgemm_skinny auto_f16; do
  (timeout 330 stdbuf -oL $T $s > $R/test_$s.log 2>&1; echo "test $s rc $?" >> $R/test_$s.log) &
done
wait
for s in hgemm_skinny sgemm_skinny auto_f16; do echo "== $s"; grep -E "FAIL|passed|failed|rc " $R/test_$s.log | tail -4; done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
