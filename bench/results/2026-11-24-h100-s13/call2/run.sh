#!/usr/bin/env bash
# session 13, device call 2: AUTO with the k-loop floor (k_ns) for hgemm_wgmma_128x128 and
# hgemm_mma_64x64, the TMA row's memory share, the skinny ring's X at quarter weight. GPU tests
# of AUTO f16 and the rows whose model changed; DeepBench, llm, decode NT and small squares with
# AUTO beside the rows it chooses among.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c2; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
for v in auto_f16 hgemm_wgmma_128x128 "hgemm_mma_64x64 hgemm_skinny"; do
  timeout 280 stdbuf -oL $B/tests/test_gemm_gpu $v > "$R/test_${v// /+}.log" 2>&1 &
done
wait
echo "tests took $(( $(date +%s) - t0 )) s"
for f in $R/test_*.log; do echo "$f: $(grep -c FAIL $f) FAIL lines; $(tail -1 $f)"; done
V=auto,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_mma_128x128,hgemm_skinny,hgemm_wgmma_128x256_c2
b() { local name=$1 lim=$2; shift 2; local t=$(date +%s); timeout $lim $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --csv $R/$name.csv "$@" > $R/$name.txt 2>&1; echo "$name: rc $? in $(( $(date +%s) - t )) s"; }
b llm 70 --suite llm
b decode_nt 30 --trans NT --shapes 1x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096
b small 40 --sizes 256,512,768,1024,1536,2048,3072
b deepbench 130 --suite deepbench
for f in llm decode_nt small deepbench; do echo "== $f"; grep -E "^auto" $R/$f.txt | awk '{printf "%-8s %-18s %s %s %s\n",$1,$3,$6,$8,$9}'; grep -E "WRONG|results:" $R/$f.txt | head -3; done
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
