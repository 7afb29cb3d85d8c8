#!/usr/bin/env bash
# session 25, device call 1 (H100): base (d6d1cc1's kernels) and wide (fp32 skinny ring with 16
# warps a block from 8 rows of X on, rows split in parts), alternated twice on the fp32 skinny
# shapes (NN and NT), AUTO and sgemm_skinny; then the GPU tests of sgemm_skinny and AUTO fp32 with wide.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
R=$OUT/c1; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x32x2048,6144x48x2048,6144x16x2048,4096x16x4096,1760x16x1760,35x8457x4096,35x700x2048,24x11008x4096,32x4096x4096,16x704x2048,1024x16x500000,512x8x500000,3072x4x1024,7680x8x2560
S2=1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096
for round in 1 2; do
  for b in base wide; do
    B=/tmp/s/c1/bench_$b
    stdbuf -oL $B --dtype f32 --variants sgemm_skinny,auto --shapes $S1 > $R/${b}_NN_r$round.txt 2>&1
    for t in NN NT; do
      stdbuf -oL $B --dtype f32 --variants auto --trans $t --shapes $S2 > $R/${b}_d${t}_r$round.txt 2>&1
    done
  done
done
python3 - "$R" <<'PY' | tee $R/summary.txt
import sys, glob, statistics, collections
R = sys.argv[1]
t = collections.defaultdict(list); cub = collections.defaultdict(list); fl = {}
for f in glob.glob(R + '/*_r[12].txt'):
    b = f.split('/')[-1].split('_')[0]
    for line in open(f):
        w = line.split()
        if len(w) > 10 and (w[0].startswith('sgemm') or w[0] == 'auto') and w[1] == 'f32':
            key = (w[0], w[2], w[4]); t[(key, b)].append(float(w[5]) * 1000); cub[key].append(float(w[5]) * 1000 * float(w[8]) / 100); fl[key] = float(w[9]) * 1000
            if w[-2] != 'ok': print('NOT OK', f, line.strip())
keys = sorted({k for k, _ in t})
print('%-14s %-16s %-3s %8s %8s %8s %7s %6s %7s %7s' % ('variant', 'shape', 'lay', 'base', 'wide', 'cuBLAS', 'floor', 'w/b', 'xcuB', 'xfloor'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'wide')]
    c = statistics.median(cub[k])
    print('%-14s %-16s %-3s' % k, '%8.2f %8.2f %8.2f %7.2f %6.3f %7.3f %7.3f' % (m[0], m[1], c, fl[k], m[1] / m[0], c / m[1], m[1] / fl[k]))
PY
timeout 240 /tmp/s/c1/test_wide sgemm_skinny auto_f32 > $R/tests_wide.log 2>&1; echo "tests wide rc=$?"; tail -4 $R/tests_wide.log
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
