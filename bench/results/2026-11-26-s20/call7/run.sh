#!/usr/bin/env bash
# session 20, device call 7: old = e64ccf8, new = e64ccf8 + the misaligned L-major W by TMA (8 residue maps
# a stage, rows read at their shifts as before). Also aligned controls. Old and new alternated twice on
# misaligned-W shapes; then the GPU tests of hgemm_skinny and AUTO fp16 (new).
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT/c7; mkdir -p $R
nvidia-smi --query-gpu=name --format=csv > $R/env.txt
S=16x704x2048,35x704x2048,16x700x2048,8x700x2048,1x700x2048,35x700x2048,35x8457x4096,16x8457x4096,1x32001x4096,8x32001x4096,16x4099x4096,300x77x4096,48x1002x1024
for rep in 1 2; do
  for v in old b90; do
    stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny --shapes $S --csv $R/${v}_$rep.csv > $R/${v}_$rep.txt 2>&1
    echo "$v $rep rc $?"
  done
done
for v in old b90; do for rep in 1 2; do grep -E "^(auto|hgemm)" $R/${v}_$rep.txt | awk -v t="$v$rep" '{print t,$1,$3,$6,$9,$NF}'; done; done | sort -k3,3 -k2,2 -k1,1
T=/tmp/b90/b90/tests/test_gemm_gpu
for s in hgemm_skinny auto_f16; do
  (timeout 300 stdbuf -oL $T $s > $R/test_$s.log 2>&1; echo "test $s rc $?" >> $R/test_$s.log) &
done
wait
for s in hgemm_skinny auto_f16; do echo "== $s"; grep -E "FAIL|passed|failed|rc " $R/test_$s.log | tail -4; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
