#!/usr/bin/env bash
# session 21, device call 2 (H100), binaries of 96d58b2: where the skinny ring's wide path (more
# than 16 rows of X) spends its time. Bench of the shapes it serves (AUTO and named rows, cuBLAS in
# the same run), then ncu's full set and SASS-level stall samples of one launch of each.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT; mkdir -p $R  # (first try wrote one c2.tgz: too large with the .ncu-rep files, not returned)
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S=35x700x2048,16x700x2048,35x704x2048,16x704x2048,6144x32x2048,6144x16x2048,35x8457x4096
[ -n "${NOBENCH:-}" ] || stdbuf -oL $B --dtype f16 --variants auto,hgemm_skinny,hgemm_wgmma_64x64,hgemm_repack --shapes $S --csv $R/f16.csv > $R/f16.txt 2>&1
[ -n "${NOBENCH:-}" ] || stdbuf -oL $B --dtype f32 --variants auto,sgemm_skinny --shapes 35x700x2048,35x704x2048,6144x32x2048 --csv $R/f32.csv > $R/f32.txt 2>&1
[ -n "${NOBENCH:-}" ] || grep -hE "^(auto|hgemm|sgemm|cublas)" $R/f16.txt $R/f32.txt | awk '{print $1,$2,$3,$5,$6,$9,$11}'
for spec in f16:hgemm_skinny:35x700x2048 f16:hgemm_skinny:6144x32x2048 f16:hgemm_wgmma_64x64:6144x32x2048 f32:sgemm_skinny:35x700x2048; do
  IFS=: read d v s <<< "$spec"
  timeout 120 ncu --set full --import-source no -k regex:'^(stream_kernel|hgemm_wgmma_kernel)$' --launch-skip 2 --launch-count 1 -o $R/${v}_$s $B --dtype $d --variants $v --warmup 1 --reps 2 --shapes $s > /dev/null 2> $R/${v}_$s.err
  echo "== $spec rc $?"
  ncu -i $R/${v}_$s.ncu-rep --page details > $R/${v}_$s.details.txt 2>&1
  ncu -i $R/${v}_$s.ncu-rep --page source --csv --print-source sass > $R/${v}_$s.sass.csv 2>&1
  rm -f $R/${v}_$s.ncu-rep
  (cd $R && tar -czf ${v}_$s.tgz ${v}_$s.* && rm -f ${v}_$s.details.txt ${v}_$s.sass.csv ${v}_$s.err)
done
ls -la $R
