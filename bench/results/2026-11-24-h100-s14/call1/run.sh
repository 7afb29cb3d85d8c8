#!/usr/bin/env bash
# session 14, device call 1 (commit 766db51): AUTO's model as committed (k-loop floor, fill, fp16
# ring refit) beside the rows it chooses among: llm (NN), decode NT, small squares, DeepBench
# (f16); then ncu on hgemm_wgmma_128x128 at 1 x 4096 x 4096 against 2 x 4096 x 4096 (one row
# of A ran 25% slower than two in calls 1-2 of session 13: why?)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
V=auto,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_mma_128x128,hgemm_skinny,hgemm_wgmma_128x256_c2
b() { local name=$1 lim=$2; shift 2; local t=$(date +%s); timeout $lim $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --csv $R/$name.csv "$@" > $R/$name.txt 2>&1; echo "$name: rc $? in $(( $(date +%s) - t )) s"; }
b llm 80 --suite llm
b decode_nt 35 --trans NT --shapes 1x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096
b small 45 --sizes 256,512,768,1024,1536,2048,3072
b deepbench 140 --suite deepbench
for f in llm decode_nt small deepbench; do echo "== $f"; grep -E "^auto" $R/$f.txt | awk '{printf "%-8s %-18s %s %s %s\n",$1,$3,$6,$8,$9}'; grep -E "WRONG|results:" $R/$f.txt | head -3; done
for s in 1x4096x4096 2x4096x4096 1x11008x4096; do
  timeout 60 ncu --kernel-name regex:hgemm_wgmma --launch-skip 3 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis --section LaunchStats --section Occupancy --section SchedulerStats --section WarpStateStats \
    $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_128x128 --shapes $s --reps 3 --warmup 1 > $R/ncu_$s.txt 2>&1
  echo "ncu $s: $(grep -E 'Duration|DRAM Throughput|Memory Throughput' $R/ncu_$s.txt | head -3 | tr -s ' ' | tr '\n' ';')"
done
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
