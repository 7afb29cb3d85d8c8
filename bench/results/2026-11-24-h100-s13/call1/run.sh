#!/usr/bin/env bash
# session 13, device call 1: stream-K rows now share every unit's k-blocks over the whole grid
# when there are fewer units than clusters (grid_clusters), AUTO's busy share counts the
# owners' hand-overs. Tests of both stream-K rows and AUTO f16; DeepBench, llm (NN), decode NT
# and small squares with the candidate rows named beside AUTO, to calibrate the model.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
for v in hgemm_wgmma_128x64_sk hgemm_wgmma_128x256_c2_sk auto_f16; do
  timeout 200 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
echo "tests took $(( $(date +%s) - t0 )) s"
for f in $R/test_*.log; do echo "$f: $(grep -cE 'FAIL' $f) FAIL lines; $(tail -1 $f)"; done
V=auto,hgemm_wgmma_128x64_sk,hgemm_wgmma_128x256_c2_sk,hgemm_skinny,hgemm_mma_64x64,hgemm_wgmma_128x128
timeout 110 $B/bench/tcgemm-bench --dtype f16 --variants $V --suite deepbench --reps 20 --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
timeout 80 $B/bench/tcgemm-bench --dtype f16 --variants $V --suite llm --reps 20 --csv $R/llm.csv > $R/llm.txt 2>&1
timeout 40 $B/bench/tcgemm-bench --dtype f16 --variants $V --trans NT --reps 20 --shapes 1x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096 --csv $R/decode_nt.csv > $R/decode_nt.txt 2>&1
timeout 50 $B/bench/tcgemm-bench --dtype f16 --variants $V,hgemm_wgmma_128x256_c2 --reps 20 --sizes 256,512,768,1024,1536,2048 --csv $R/small.csv > $R/small.txt 2>&1
for f in deepbench llm decode_nt small; do echo "== $f"; grep -E "^(auto|hgemm)" $R/$f.txt | awk '{printf "%-26s %-16s %s %s %s %s\n",$1,$3,$6,$8,$9,$12}'; grep -E "WRONG|results:" $R/$f.txt | head -5; done
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
