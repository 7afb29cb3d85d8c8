#!/usr/bin/env bash
# session 16, device call 2 (commit 375bf8b, the Hopper and skinny kernels unchanged since 673239f):
# AUTO's fp16 picks against the named rows on the shapes where its estimate and the bench
# disagreed most (3000^3, 4104^3: rows 16 mod 32 bytes; the DeepBench fp16 misses of issue 13)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
t0=$(date +%s)
V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x128,hgemm_repack
timeout 150 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --heat 1 --shapes 3000x3000x3000,3008x3008x3008,4104x4104x4104,4096x4096x4096,2040x2040x2040,4097x4097x4097,4104x264x6152,3008x4104x2000 --csv $R/pitch.csv > $R/pitch.txt 2>&1
echo "pitch rc $? at $(( $(date +%s) - t0 )) s"
V=auto,hgemm_skinny,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_repack
timeout 100 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 30 --shapes 1760x16x1760,4096x16x4096,6144x32x2048,35x700x2048,7680x1x2560,35x8457x4096 --csv $R/small.csv > $R/small.txt 2>&1
echo "small rc $? at $(( $(date +%s) - t0 )) s"
grep -E "^(auto|hgemm)" $R/pitch.txt $R/small.txt | awk '{printf "%-40s %-16s %s %s %s\n",$1,$3,$6,$7,$9}'
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
