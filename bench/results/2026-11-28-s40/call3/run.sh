#!/usr/bin/env bash
# session 40, device call 3 (H200): build e (ded2709 plus call2/exp.patch, unset here: the
# kernels of ded2709): the skinny and small-tile rows named beside AUTO on the calls with M or N
# <= 48 of DeepBench and the llm suite and on 24-48 rows of 4096 x 4096 (NN and NT), fp16 and fp32:
# is AUTO within 10% of the fastest row on the H200, and where its model (fitted on the H100's
# 3.0 TB/s) picks another row at the H200's bandwidth, which row is faster?
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s40e.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
S16=1x4096x4096,8x4096x4096,16x4096x4096,24x4096x4096,32x4096x4096,40x4096x4096,48x4096x4096,32x4096x14336,16x14336x4096,1x11008x4096,1760x16x1760,4096x16x4096,6144x32x2048,35x8457x4096,35x700x2048,512x8x500000,1024x16x500000,7680x1x2560,512x1x500000,3072x4x1024,6144x2x2048,1024x4x500000,64x1x1216
V16=hgemm_skinny,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,auto
V32=sgemm_skinny,sgemm_splitk_64x32,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_warptile_streamk,auto
timeout 150 $B --dtype f16 --variants $V16 --shapes $S16 --csv $R/f16_nn.csv > $R/f16_nn.txt 2>&1; echo "f16 nn rc=$?"
timeout 60 $B --dtype f16 --variants $V16 --trans NT --shapes 1x4096x4096,16x4096x4096,24x4096x4096,32x4096x4096,48x4096x4096,32x4096x14336 --csv $R/f16_nt.csv > $R/f16_nt.txt 2>&1; echo "f16 nt rc=$?"
timeout 200 $B --dtype f32 --variants $V32 --shapes $S16 --csv $R/f32_nn.csv > $R/f32_nn.txt 2>&1; echo "f32 nn rc=$?"
grep -h -A40 "^fastest" $R/f16_nn.txt $R/f16_nt.txt $R/f32_nn.txt | grep -v "^--" | head -80
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
