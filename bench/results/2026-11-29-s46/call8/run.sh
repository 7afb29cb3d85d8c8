#!/usr/bin/env bash
# session 46, device call 8 (H200). Build s46f: s46d's hgemm_mma_shifted_64x64 with AUTO's figures
# for it (145 TFLOPS, k_ns 13.4). A host probe over every suite shape, four layouts, lda/ldb + 1
# and pointers 1 element off, with and without the repack's scratch, found AUTO taking the new
# row for: with scratch, 256^3 and 512^3 misaligned and 63 x 8191 x 4093 (odd ld); without it
# (where the copy cannot run), most misaligned calls that the skinny path or hgemm_wmma_smem took
# before. Each such call against the rows it displaced, named, and AUTO; NN.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46f.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
B=/tmp/s/f/b90/bench/tcgemm-bench
S1=256x256x256+1,256x256x256@1,512x512x512+1,512x512x512@1,63x8191x4093,127x8191x4093
S0=768x768x768+1,1024x1024x1024+1,1000x1000x1000+1,1021x1021x1021,1024x700x512+1,128x4096x4096+1,64x4096x4096+1,32x4096x4096+1,16x4096x4096+1,16x14336x4096+1,32x4096x14336+1,4096x16x4096+1,6144x32x2048+1,2560x64x2560+1,1760x128x1760+1,7680x128x2560+1,35x8457x4096
$B --dtype f16 --variants auto,hgemm_mma_shifted_64x64,hgemm_repack --shapes $S1 --csv $R/scratch.csv > $R/scratch.txt 2>&1; echo "rc=$?"
$B --dtype f16 --variants hgemm_mma_shifted_64x64,hgemm_wmma_smem,hgemm_skinny,auto --shapes $S0 --csv $R/noscratch.csv > $R/noscratch.txt 2>&1; echo "rc=$?"
grep -h WRONG $R/*.txt | grep -v "0 WRONG" | head -3
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
