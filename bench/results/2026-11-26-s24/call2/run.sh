#!/usr/bin/env bash
# session 24, device call 2 (H100): three builds alternated twice in one call:
#   base = 4b0769e's kernels; nb = + MN-major B in 32-column boxes (64-byte swizzle) on the 64 x 64
#   row; st = nb + one-round grids start cluster g at k-block g mod 8.
# Then the GPU tests of the Hopper rows and AUTO f16 with st.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c2.txz -C /tmp/s
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x16x2048,6144x32x2048,6144x64x2048,4096x16x4096,4096x64x4096,2560x64x2560,64x4096x4096,7680x64x2560
for round in 1 2; do
  for b in base nb st; do
    B=/tmp/s/c2/bench_$b
    for t in NN NT TN; do
      stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_64x64,auto --trans $t --shapes $S1 > $R/${b}_${t}_r$round.txt 2>&1
    done
    stdbuf -oL $B --dtype f16 --variants hgemm_wgmma_128x128,auto --shapes 1x11008x4096,128x4096x4096,1760x128x1760,4096x4096x4096 > $R/${b}_sq_r$round.txt 2>&1
  done
done
python3 - "$R" <<'PY'
import sys, glob, re, statistics, collections
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
print('%-20s %-15s %-3s %8s %8s %8s %8s' % ('variant', 'shape', 'lay', 'base', 'nb', 'st', 'cuBLAS'))
for k in keys:
    print('%-20s %-15s %-3s' % k, ' '.join('%8.2f' % statistics.median(t[(k, b)]) if t[(k, b)] else '       -' for b in ('base', 'nb', 'st')), '%8.2f' % statistics.median(cub[k]))
PY
B=/tmp/s/c2/test_st
timeout 300 $B hgemm_wgmma_64x64 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2 > $R/tests_st.log 2>&1; echo "tests rc=$?"; tail -3 $R/tests_st.log
