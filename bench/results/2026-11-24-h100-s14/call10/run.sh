#!/usr/bin/env bash
# session 14, device call 10 (commit 3b3c873: the kernels of 673239f, AUTO's model of 50dc38e): AUTO
# with its candidate rows named on DeepBench and llm (fp16), decode NT, squares 256-2048; AUTO
# alone on DeepBench in fp32 (the model change touches no fp32 row: a check)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c10; mkdir -p $R
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
timeout 90 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
timeout 90 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite llm --csv $R/llm.csv > $R/llm.txt 2>&1
timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --trans NT --shapes 1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096 --csv $R/decode_nt.csv > $R/decode_nt.txt 2>&1
timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --sizes 256,512,768,1024,1536,2048 --csv $R/small.csv > $R/small.txt 2>&1
timeout 90 $B/bench/tcgemm-bench --dtype f32 --variants auto --suite deepbench --csv $R/deepbench_f32.csv > $R/deepbench_f32.txt 2>&1
for f in deepbench llm decode_nt small deepbench_f32; do echo "== $f"; grep -E "^auto " $R/$f.txt | awk '{printf "%-18s %s %s\n",$3,$6,$9}'; grep -E "WRONG|results:" $R/$f.txt | head -2; done
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
