#!/usr/bin/env bash
# session 32, device call 1 (H100): the whole GPU suite and the default bench at da69c3c (binaries
# built on the CPU-only machine for sm_90 and carried), then: the Hopper alone ratios at 4096^3 and
# 8192^3 (issue 12's rule), AUTO on the irregular suite in both dtypes (issue 14), fp16 calls whose
# rows are 16-byte but not 128-byte aligned against the same shapes with ld + 8 (the 3000^3 and
# 2040^3 question), and the fp32 64 x 256 row's unaligned instance as simplified in 292f38a.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
B=/tmp/s/h/b90/bench/tcgemm-bench
R=$OUT/c1; mkdir -p $R
TCGEMM_COMMIT=da69c3c BUILD=/tmp/s/h/b90 OUT=$R/suite timeout 420 bash scripts/gpu_suite.sh --prebuilt
echo "suite rc=$?"
for t in NN TN; do
  timeout 60 $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1; echo "alone $t rc=$?"
done
timeout 70 $B --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "irregular rc=$?"
timeout 40 $B --dtype f16 --variants auto,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256_c2 --shapes 3000x3000x3000,3000x3000x3000+8,3008x3008x3008,3008x3008x3008+8,2040x2040x2040,2040x2040x2040+8,2048x2048x2048,2048x2048x2048+8,4096x4096x4096+8 --csv $R/pitch.csv > $R/pitch.txt 2>&1; echo "pitch rc=$?"
timeout 30 $B --dtype f32 --variants sgemm_warptile_streamk_64x256 --shapes 1021x1021x1021,1024x1024x1024,1024x1024x1024+1,4096x4096x4096,4096x4096x4096+1,127x8191x4093,128x8192x4096 --csv $R/fewrows.csv > $R/fewrows.txt 2>&1; echo "fewrows rc=$?"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
