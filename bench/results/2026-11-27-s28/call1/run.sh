#!/usr/bin/env bash
# session 28, device call 1: fp32 tiled rows across K (AUTO's shallow-K model), DeepBench fp32 by
# row, ncu on nbc at K = 176 and 2816, fp16 irregular suite by row. Binaries: 0500557.
set -u
mkdir -p /tmp/c && tar -xJf .devcarry/b90.txz -C /tmp/c
B=/tmp/c/b90/bench/tcgemm-bench
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V32=sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_warptile_nbc,sgemm_warptile_async,sgemm_warptile,sgemm_splitk_64x32,sgemm_skinny,auto
timeout 150 $B --dtype f32 --variants $V32 --reps 20 --shapes 4224x1500x176,4224x1500x352,4224x1500x704,4224x1500x1408,4224x1500x2816,1024x700x128,1024x700x512,1024x700x2048,1024x1024x256,1024x1024x1024,2048x2048x128,2048x2048x512,8192x8192x176 --csv $R/ksweep.csv > $R/ksweep.txt 2>&1; echo "ksweep rc=$?"
timeout 200 $B --dtype f32 --variants $V32 --reps 20 --suite deepbench --csv $R/deep32.csv > $R/deep32.txt 2>&1; echo "deep32 rc=$?"
for s in 4224x1500x176 4224x1500x2816; do
  timeout 60 ncu --kernel-name regex:sgemm -c 1 --set full $B --dtype f32 --variants sgemm_warptile_nbc --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu_nbc_$s.txt 2>&1; echo "ncu $s rc=$?"
done
V16=hgemm_wgmma_128x256,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x128,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_64x64,hgemm_mma_128x128,hgemm_mma_128x256,hgemm_repack,auto
timeout 150 $B --dtype f16 --variants $V16 --reps 20 --suite irregular --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irr16.csv > $R/irr16.txt 2>&1; echo "irr16 rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
