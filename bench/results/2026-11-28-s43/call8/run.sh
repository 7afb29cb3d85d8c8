#!/usr/bin/env bash
# session 43, device call 8 (H200), build s43z (b6d43c7): compute-sanitizer over the skinny ring's
# packed X (fp16 [k][s] of 16 and 32 halves) and the narrow 64 x 64 row's rotation over 32.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43z.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
for c in "memcheck hgemm_skinny 4096x16x4096 NN" "memcheck hgemm_skinny 4100x32x1000 NN" "memcheck hgemm_skinny 1536x16x4100 NN" \
         "racecheck hgemm_skinny 16x1536x4100 TT" "synccheck hgemm_skinny 4096x16x4096 NN" \
         "memcheck hgemm_wgmma_64x64 6144x32x2048 NN" "racecheck hgemm_wgmma_64x64 4096x16x4096 NN"; do
  set -- $c
  k=stream_kernel; [ $2 = hgemm_wgmma_64x64 ] && k=hgemm_wgmma_kernel
  timeout 40 compute-sanitizer --tool $1 --kernel-name kns=$k --error-exitcode 1 $B --dtype f16 --variants $2 --shapes $3 --trans $4 --reps 1 --warmup 0 --no-check > $R/san_$1_$2_$3_$4.txt 2>&1
  echo "$c rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY|Error' $R/san_$1_$2_$3_$4.txt | head -2 | tr '\n' ' ')"
done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
