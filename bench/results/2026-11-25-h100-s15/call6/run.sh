#!/usr/bin/env bash
# session 15, device call 6 (79e96e5 + B read through a map as wide as whole boxes where a box
# crosses n, not committed): the Hopper rows' and AUTO fp16's GPU tests; call 5's shapes again;
# DeepBench fp16 with AUTO's candidates named
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c6; mkdir -p $R
t0=$(date +%s)
for v in hgemm_wgmma_64x64 hgemm_wgmma_128x128 hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk hgemm_repack hgemm_skinny auto_f16; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE " passed|FAIL" $R/tests_*.txt | grep -v "^gpu tests" | head -30
S=6144x32x2048,6144x64x2048,4096x16x4096,4096x64x4096,1760x16x1760,1760x64x1760,2560x32x2560,2560x64x2560,35x700x2048,64x704x2048,64x700x2048,1000x1000x1000,1024x1000x1024,1024x1024x1024
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128
for t in NN NT; do
  timeout 100 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 30 --trans $t --shapes $S --csv $R/b_$t.csv > $R/b_$t.txt 2>&1
done
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
grep -E "^(auto|hgemm)" $R/b_*.txt | awk '{printf "%-40s %-16s %s %s %s\n",$1,$3,$5,$6,$9}'
grep -E "^auto" $R/deepbench.txt | awk '{printf "%-8s %-16s %s %s\n",$1,$3,$6,$9}'
echo "all at $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
