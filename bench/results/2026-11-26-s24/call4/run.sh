#!/usr/bin/env bash
# session 24, device call 4 (H100): base (4b0769e's kernels), a2 (narrow B boxes for n <= 32 on
# the 64 x 64 row; the k-block stagger only where the grid is one round of one tile column) and
# b (a2 with the narrow row in clusters of two sharing B by multicast), alternated twice; then the
# GPU tests of the 64 x 64 row and AUTO f16 with b and a2.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x16x2048,6144x32x2048,6144x64x2048,4096x16x4096,4096x32x4096,4096x64x4096,2560x32x2560,7680x64x2560,1760x128x1760,128x4096x4096,2048x2048x2048,1024x32x8192
for round in 1 2; do
  for b in base a2 b; do
    B=/tmp/s/c4/bench_$b
    for t in NN NT TN; do
      stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_64x64,auto --trans $t --shapes $S1 > $R/${b}_${t}_r$round.txt 2>&1
    done
  done
done
python3 - "$R" <<'PY' | tee $R/summary.txt
import sys, glob, statistics, collections
R = sys.argv[1]
t = collections.defaultdict(list); cub = collections.defaultdict(list)
for f in glob.glob(R + '/*_r[12].txt'):
    b = f.split('/')[-1].split('_')[0]
    for line in open(f):
        w = line.split()
        if len(w) > 8 and (w[0].startswith('hgemm') or w[0] == 'auto') and w[1] == 'f16':
            key = (w[0], w[2], w[4]); t[(key, b)].append(float(w[5]) * 1000); cub[key].append(float(w[5]) * 1000 * float(w[8]) / 100)
            if w[-2] != 'ok': print('NOT OK', f, line.strip())
keys = sorted({k for k, _ in t})
print('%-18s %-15s %-3s %7s %7s %7s %7s %6s %6s' % ('variant', 'shape', 'lay', 'base', 'a2', 'b', 'cuBLAS', 'a2/bs', 'b/bs'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'a2', 'b')]
    print('%-18s %-15s %-3s' % k, '%7.2f %7.2f %7.2f %7.2f %6.3f %6.3f' % (m[0], m[1], m[2], statistics.median(cub[k]), m[1] / m[0], m[2] / m[0]))
PY
timeout 150 /tmp/s/c4/test_b hgemm_wgmma_64x64 auto_f16 > $R/tests_b.log 2>&1; echo "tests b rc=$?"; tail -4 $R/tests_b.log
timeout 100 /tmp/s/c4/test_a2 hgemm_wgmma_64x64 > $R/tests_a2.log 2>&1; echo "tests a2 rc=$?"; tail -2 $R/tests_a2.log
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
