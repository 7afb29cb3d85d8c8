#!/usr/bin/env bash
# session 14, device call 6 (fefc4fc + the new row hgemm_wgmma_64x64: one consumer warpgroup,
# 64 x 64 tiles, 12 stages; AUTO's model for it a prediction): the bench with the new row named
# beside the rows AUTO chooses among (DeepBench, llm, decode NT, squares 256-4096), its GPU
# tests, and compute-sanitizer on it.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c6; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
b() { local name=$1 lim=$2; shift 2; local t=$(date +%s); timeout $lim $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --csv $R/$name.csv "$@" > $R/$name.txt 2>&1; echo "$name: rc $? in $(( $(date +%s) - t )) s"; }
b deepbench 140 --suite deepbench
b llm 80 --suite llm
b decode_nt 35 --trans NT --shapes 1x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096
b small 60 --sizes 256,512,768,1024,1536,2048,3072,4096
for f in deepbench llm decode_nt small; do echo "== $f"; grep -E "^(auto|hgemm_wgmma_64x64) " $R/$f.txt | awk '{printf "%-18s %-16s %s %s %s\n",$1,$3,$6,$8,$9}'; grep -E "WRONG|results:" $R/$f.txt | head -3; done
echo "bench took $(( $(date +%s) - t0 )) s"
timeout 280 stdbuf -oL $B/tests/test_gemm_gpu hgemm_wgmma_64x64 > $R/test_hgemm_wgmma_64x64.log 2>&1
echo "tests: rc $? $(grep -c FAIL $R/test_hgemm_wgmma_64x64.log) FAIL lines; $(tail -1 $R/test_hgemm_wgmma_64x64.log)"
for tool in memcheck racecheck synccheck; do
  timeout 60 compute-sanitizer --tool $tool --kernel-name regex:hgemm_wgmma --print-limit 20 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64 --shapes 6144x32x2048,1000x1000x1000,4095x200x300+3@1 --reps 3 --warmup 1 --max-run-s 100 > $R/san_$tool.txt 2>&1
  echo "$tool: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|hazard' $R/san_$tool.txt | tail -2 | tr '\n' ' ')"
done
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
