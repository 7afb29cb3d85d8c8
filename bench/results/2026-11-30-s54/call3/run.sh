#!/usr/bin/env bash
# session 54, device call 3 (H200). One binary, 1f1365f plus an experiment-only switch
# (ring8.diff): with TCGEMM_EXP_RING8 set, the skinny ring (skinny_stream.cuh) runs 8 stages where
# both of a stage's layouts fit 227 KiB (6 elsewhere, and always without the switch): 7 stages
# asked for ahead of the one consumed, not 5. AUTO against cuBLAS, both dtypes, on the calls the
# ring serves, in the order ring6 ring8 ring8 ring6 ring6 ring8.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
declare -A BIN=([ring6]=/tmp/s/c3/tcgemm-bench [ring8]="env TCGEMM_EXP_RING8=1 /tmp/s/c3/tcgemm-bench")
R=$OUT/c3; rm -rf $R; mkdir -p $R
NN=1024x16x500000,512x8x500000,1024x4x500000,16x1024x500000,4096x16x4096,1760x16x1760,2560x16x2560,35x8457x4096,6144x32x2048,1x4096x4096,4x4096x4096,16x4096x4096,16x14336x4096,32x4096x14336
NT=2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096
i=0
for b in ring6 ring8 ring8 ring6 ring6 ring8; do i=$((i+1))
  ${BIN[$b]} --dtype both --variants auto --shapes $NN --csv $R/nn_${i}_$b.csv > $R/nn_${i}_$b.txt 2>&1; echo "nn $i $b rc=$?"
  ${BIN[$b]} --dtype both --variants auto --shapes $NT --trans NT --csv $R/nt_${i}_$b.csv > $R/nt_${i}_$b.txt 2>&1; echo "nt $i $b rc=$?"
done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
