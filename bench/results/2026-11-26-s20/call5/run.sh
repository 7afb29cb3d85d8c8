#!/usr/bin/env bash
# session 20, device call 5: binaries of e64ccf8. 35x700x2048 (B's rows 1400 bytes: the ring's
# misaligned-W path) against its aligned neighbours and other row counts; which part costs.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT/c5; mkdir -p $R
nvidia-smi --query-gpu=name --format=csv > $R/env.txt
for d in f16 f32; do
stdbuf -oL $B --dtype $d --variants auto,$([ $d = f16 ] && echo hgemm_skinny,hgemm_repack || echo sgemm_skinny,sgemm_repack) --shapes 35x700x2048,35x704x2048,35x696x2048,16x700x2048,16x704x2048,8x700x2048,8x704x2048,48x704x2048,35x8457x4096,35x8456x4096 --csv $R/$d.csv > $R/$d.txt 2>&1
done
grep -hE "^(auto|hgemm|sgemm)" $R/*.txt | awk '{print $1,$2,$3,$5,$6,$9}'
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
