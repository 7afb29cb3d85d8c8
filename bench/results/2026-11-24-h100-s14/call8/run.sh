#!/usr/bin/env bash
# session 14, device call 8 (commit 673239f: K-major A's tail box through a map of m % 64 rows):
# ragged m at n = k = 4096 for the wgmma rows; compute-sanitizer on them (racecheck without a
# kernel filter: with one, call 7's run stopped in the sanitizer); then every GPU test
# (scripts/gpu_suite.sh --prebuilt --no-bench).
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c8; mkdir -p $R
t0=$(date +%s)
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_skinny,hgemm_mma_64x64
timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --shapes 1x4096x4096,64x4096x4096,96x4096x4096,100x4096x4096,128x4096x4096,160x4096x4096,200x4096x4096,1760x16x1760,1760x128x1760,1000x1000x1000 --csv $R/ragged.csv > $R/ragged.txt 2>&1
grep -E "^(auto|hgemm)" $R/ragged.txt | awk '{printf "%-20s %-14s %s %s\n",$1,$3,$6,$9}'
for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool --print-limit 20 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_wgmma_128x256_c2 --shapes 1x1000x264,33x520x1000,100x4096x512,1000x1000x1000 --reps 1 --warmup 0 --max-run-s 100 > $R/san_$tool.txt 2>&1
  echo "$tool: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/san_$tool.txt | tail -2 | tr '\n' ' ') $(grep -cE '^hgemm.* ok ' $R/san_$tool.txt) rows ok"
done
echo "bench and sanitizers took $(( $(date +%s) - t0 )) s"
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=673239f timeout 450 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
echo "suite rc $?"; grep -E "gpu tests \(all|failing cases" $R/suite.txt
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
