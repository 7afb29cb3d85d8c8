#!/usr/bin/env bash
# session 54, device call 2 (H200). flat = 27379da with the flat GEMV's short rows one batch a
# warp (warps a row: the power of two at or above the row's chunks, not below) and fp16 deep rows
# in batches of 8 loads behind the fence, as fp32's; base = the same binary with
# TCGEMM_EXP_OLDFLAT set, an experiment-only switch back to 27379da's rules (flat.diff). AUTO
# against cuBLAS, both dtypes, in the order base flat flat base base flat; then the GPU tests of
# the skinny rows and of AUTO (with and without workspace) on flat.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
declare -A BIN=([base]="env TCGEMM_EXP_OLDFLAT=1 /tmp/s/c2/flat/tcgemm-bench" [flat]=/tmp/s/c2/flat/tcgemm-bench)
R=$OUT/c2; rm -rf $R; mkdir -p $R
NN=7680x1x2560,64x1x1216,1000x1x1216,700x1x4096,512x1x500000,2048x1x100000,3072x4x1024,6144x2x2048,1024x4x500000,1024x16x500000,4096x16x4096
NT=1x4096x4096,1x2560x2560,1x11008x4096,1x14336x4096,1x3000x3000,4x4096x4096
i=0
for b in base flat flat base base flat; do i=$((i+1))
  ${BIN[$b]} --dtype both --variants auto --shapes $NN --csv $R/nn_${i}_$b.csv > $R/nn_${i}_$b.txt 2>&1; echo "nn $i $b rc=$?"
  ${BIN[$b]} --dtype both --variants auto --shapes $NT --trans NT --csv $R/nt_${i}_$b.csv > $R/nt_${i}_$b.txt 2>&1; echo "nt $i $b rc=$?"
done
T=/tmp/s/c2/flat/test_gemm_gpu
for v in hgemm_skinny sgemm_skinny auto_f16_main auto_f16_bare auto_f32_main auto_f32_bare; do
  timeout 300 $T $v > $R/tests_$v.txt 2>&1 &
done
wait
for v in hgemm_skinny sgemm_skinny auto_f16_main auto_f16_bare auto_f32_main auto_f32_bare; do echo "tests $v: $(grep '^gpu tests:' $R/tests_$v.txt)"; done
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
