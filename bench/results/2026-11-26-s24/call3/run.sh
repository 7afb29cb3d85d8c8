#!/usr/bin/env bash
# session 24, device call 3 (H100): base (4b0769e's kernels) against a = narrow B boxes on the
# 64 x 64 row for calls with n <= 32 + one-round grids starting tile row i at k-block i mod 8,
# alternated twice in one call: small-n shapes (64 x 64 row and AUTO, NN/NT/TN) and the DeepBench
# suite (AUTO, fp16).
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x16x2048,6144x32x2048,6144x64x2048,4096x16x4096,4096x64x4096,2560x64x2560,7680x64x2560,1760x128x1760,128x4096x4096,2048x2048x2048
for round in 1 2; do
  for b in base a; do
    B=/tmp/s/c3/bench_$b
    for t in NN NT TN; do
      stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_64x64,auto --trans $t --shapes $S1 > $R/${b}_${t}_r$round.txt 2>&1
    done
    stdbuf -oL $B --dtype f16 --variants auto --suite deepbench > $R/${b}_deep_r$round.txt 2>&1
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
print('%-20s %-15s %-3s %8s %8s %8s %6s' % ('variant', 'shape', 'lay', 'base', 'a', 'cuBLAS', 'a/base'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'a')]
    print('%-20s %-15s %-3s' % k, '%8.2f %8.2f %8.2f %6.3f' % (m[0], m[1], statistics.median(cub[k]), m[1] / m[0]))
PY
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
