#!/usr/bin/env bash
# session 45, device call 5 (H200). Builds: s45f (95c7f04 + call 4's linear.patch) and s45g (s45f +
# empty.patch, switched by TCGEMM_S45: on the deep-K grid only (the decode grid keeps its
# barrier), the TMA ring's slots released by per-slot "empty" mbarriers, one arrival a warp,
# thread 0 refilling the slot consumed two stages before, in place of the __syncthreads a
# stage; bit 1 fp16, bit 2 fp32). Question: call 3 measured it (in a build whose fp32 code was
# slowed by asm loads) 262 -> 257 us at fp16 1024 x 16 x 500000 (cuBLAS 257.3) and 5% slower on
# fp16 1 x 4096 x 4096 NN (the decode grid, left out here), fp32 deep K slower; does it hold?
# Three settings alternated twice, then the skinny rows' GPU tests with it on.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45f.txz -C /tmp/s && tar -xJf .devcarry/s45g.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
F=/tmp/s/f/b90/bench/tcgemm-bench G=/tmp/s/g/b90/bench/tcgemm-bench
S16=1024x16x500000,512x8x500000,16x1024x500000,512x1x500000,35x700x2048,35x8457x4096,1x4096x4096,4096x16x4096
S32=1024x16x500000,512x8x500000,1024x4x500000,16x1024x500000,35x700x2048,35x8457x4096,1760x16x1760
for r in 1 2; do
  for x in lin g0 g3; do
    B=$G; [ $x = lin ] && B=$F
    for d in f16 f32; do
      S=$S16; [ $d = f32 ] && S=$S32
      TCGEMM_S45=${x#g} $B --dtype $d --variants auto --shapes $S --reps 20 --csv $R/$x.$r$d.csv > $R/$x.$r$d.txt 2>&1
    done
  done
done
python3 bench/ab_table.py $R lin g0 g3 | tee $R/ab_table.txt
grep -h "WRONG" $R/*.txt | head -3
T=/tmp/s/g/b90/tests/test_gemm_gpu
for v in hgemm_skinny sgemm_skinny; do
  (TCGEMM_S45=3 timeout 200 stdbuf -oL $T $v > $R/tests_$v.log 2>&1; echo "tests $v rc=$?" >> $R/rc.txt) &
done
wait; cat $R/rc.txt; grep -hE "^FAIL" $R/tests_*.log | head -3; tail -qn1 $R/tests_*.log
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
