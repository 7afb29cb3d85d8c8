#!/usr/bin/env bash
# session 21, device call 10 (H100): compute-sanitizer memcheck, racecheck and synccheck over the
# skinny ring's kernels (stream_kernel only; cuBLAS's reference kernels not checked) at 516282e,
# on fp16 deep grids that take the new tail: runs that end inside a slab (35 x 700 x 2048), that
# cross slabs (35 x 8457 x 4096, 6144 x 32 x 2048 with a K-major W), whole blocks a slab (33 x 515 x
# 30000), and a decode grid (4096 x 16 x 4096); fp32 35 x 700 x 2048 (its old tail). racecheck and
# synccheck on two smaller ones (35 x 6400 x 2048: 132 blocks on 100 slabs, runs crossing slabs).
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
for job in memcheck:f16:35x700x2048,35x8457x4096,33x515x30000,4096x16x4096 memcheck:f16:6144x32x2048 \
    memcheck:f32:35x700x2048 racecheck:f16:35x700x2048,35x6400x2048 racecheck:f32:35x700x2048 \
    synccheck:f16:35x700x2048,35x6400x2048; do
  tool=${job%%:*}; spec=${job#*:}
  d=${spec%%:*}; s=${spec#*:}
    timeout 150 compute-sanitizer --tool $tool --kernel-regex kns=stream_kernel --error-exitcode 9 \
      $B --dtype $d --variants $( [ $d = f16 ] && echo hgemm_skinny || echo sgemm_skinny ) --shapes $s --warmup 0 --reps 1 > $R/tmp.txt 2>&1
    rc=$?
    v=$(sed -n 's/^\(hgemm\|sgemm\)_skinny *\(f16\|f32\) *\([0-9x]*\).* \(ok\|WRONG\).*/\3 \4/p' $R/tmp.txt | tr '\n' ' ')
    echo "$tool $d $s rc $rc | $(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY' $R/tmp.txt | tr '\n' ' ') | $v" | tee -a $R/sanitizer.txt
done
rm -f $R/tmp.txt
