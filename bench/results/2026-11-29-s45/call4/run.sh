#!/usr/bin/env bash
# session 45, device call 4 (H200). Builds: s45a (95c7f04, the library) and s45f (95c7f04 +
# linear.patch: the fp32 ring's X [k][s] lands unswizzled, so a thread's 16 X loads of a stage are
# one address plus constants, and its 4 K-major W loads (rows G apart, G a multiple of 8, sharing
# row lc's swizzle) likewise). Question (call 2's ncu of fp32 1024 x 16 x 500000: 11% of the
# instructions LEAs making each LDS address apart, 59% of issue slots busy; call 3 showed that
# asm loads at 32-bit addresses cost the compiler's hoisting, 254 -> 167 registers, 600 -> 690
# us): are the LEAs gone, and what does the deep-K call gain? The fp32 skinny calls (and fp16
# controls, whose code is unchanged), both builds alternated twice; then the SASS of the kernel
# in both builds (LEA count), then the sgemm_skinny and AUTO fp32 GPU tests on s45f.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45a.txz -C /tmp/s && tar -xJf .devcarry/s45f.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
A=/tmp/s/q/b90/bench/tcgemm-bench F=/tmp/s/f/b90/bench/tcgemm-bench
S32=1024x16x500000,512x8x500000,1024x4x500000,4096x16x4096,2560x16x2560,1760x16x1760,32x4096x4096,35x8457x4096,6144x32x2048
for r in 1 2; do
  for x in lib lin; do
    B=$A; [ $x = lin ] && B=$F
    $B --dtype f32 --variants auto --shapes $S32 --reps 20 --csv $R/$x.${r}f32.csv > $R/$x.${r}f32.txt 2>&1
    $B --dtype f32 --variants auto --shapes 1x4096x4096,16x4096x4096 --trans NT --reps 20 --csv $R/$x.${r}f32nt.csv > $R/$x.${r}f32nt.txt 2>&1
    $B --dtype f16 --variants auto --shapes 1024x16x500000,4096x16x4096 --reps 20 --csv $R/$x.${r}f16.csv > $R/$x.${r}f16.txt 2>&1
  done
done
python3 bench/ab_table.py $R lib lin | tee $R/ab_table.txt
grep -h "WRONG" $R/*.txt | head -3
K=_ZN6tcgemm6skinny6stream13stream_kernelINS1_5StageIfLi16ELb1ELb0ELi64ELb0EEELb0EEEvNS0_6ParamsENS1_4MapsIXsrT_3MISEEE
for x in lib lin; do
  B=$A; [ $x = lin ] && B=$F
  timeout 120 cuobjdump -sass -fun $K $B > $R/sass_$x.txt 2>&1
  echo "$x: $(grep -cE '^\s+/\*[0-9a-f]+\*/' $R/sass_$x.txt) instructions, LEA $(grep -c ' LEA' $R/sass_$x.txt), LDS $(grep -c ' LDS' $R/sass_$x.txt), FFMA $(grep -c ' FFMA' $R/sass_$x.txt)"
done
T=/tmp/s/f/b90/tests/test_gemm_gpu
for v in sgemm_skinny auto_f32_main auto_f32_bare; do
  (timeout 240 stdbuf -oL $T $v > $R/tests_$v.log 2>&1; echo "tests $v rc=$?" >> $R/rc.txt) &
done
wait; cat $R/rc.txt; grep -hE "^FAIL" $R/tests_*.log | head -3; tail -qn1 $R/tests_*.log
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
