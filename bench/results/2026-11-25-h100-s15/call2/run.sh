#!/usr/bin/env bash
# session 15, device call 2 (de3513c + the fp32 stream-K rows 64x256 and 256x32 (8 x 4 thread
# tiles) + a probe row hgemm_wgmma_128x256_c4 (4 CTAs along m share B), none committed): GPU tests
# of the three rows, one process each; fp32 small shapes with AUTO's candidates; c4 against c2,
# interleaved with cuBLAS and alone
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
t0=$(date +%s)
for v in sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 hgemm_wgmma_128x256_c4; do
  timeout 300 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
sleep 1
S=6144x32x2048,4096x32x4096,4096x16x4096,1760x16x1760,2560x64x2560,8192x64x4096,7680x128x2560,4096x4096x4096,35x8457x4096,40x8192x4096,64x8192x4096,1024x700x512,35x700x2048,127x8191x4093,128x8192x4096,4097x257x6151,4104x264x6152
V=auto,sgemm_skinny,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_256x32
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "passed|FAIL" $R/tests_*.txt | head -20
timeout 150 $B/bench/tcgemm-bench --dtype f32 --variants $V --reps 20 --shapes $S --csv $R/f32.csv > $R/f32.txt 2>&1
echo "f32 bench rc $? at $(( $(date +%s) - t0 )) s"
timeout 120 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c4 --sizes 2048,4096,8192 --trans NN --heat 2 --csv $R/c4_nn.csv > $R/c4_nn.txt 2>&1
timeout 120 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c4 --shapes 4096x4096x4096,4096x12288x4096,2048x14336x4096 --trans TN --heat 2 --csv $R/c4_tn.csv > $R/c4_tn.txt 2>&1
timeout 120 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c4 --sizes 4096 --trans NN --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/c4_alone.csv > $R/c4_alone.txt 2>&1
echo "f16 benches at $(( $(date +%s) - t0 )) s"
grep -E "^(auto|sgemm|hgemm)" $R/f32.txt $R/c4_*.txt | awk '{printf "%-44s %-16s %s %s %s\n",$1,$3,$4,$6,$9}'
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
