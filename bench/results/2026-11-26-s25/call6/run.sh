#!/usr/bin/env bash
# session 25, device call 6 (H100): base (d6d1cc1) and w32 (the fp32 ring with 16 warps for 17-32
# rows of X, the rows still in two halves, each thread half of a stage's k), alternated twice on
# fp32 shapes with 17-32 rows (AUTO and sgemm_skinny); then sgemm_skinny's GPU tests with w32.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c6.txz -C /tmp/s
R=$OUT/c6; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x32x2048,6144x24x2048,4096x32x4096,2560x32x2560,1024x32x8192,32x4096x4096,24x11008x4096,32x11008x4096,6144x16x2048
for round in 1 2; do
  for b in base w32; do
    B=/tmp/s/c6/bench_w32; [ $b = base ] && B=/tmp/s/c6/bench_base
    stdbuf -oL $B --dtype f32 --variants sgemm_skinny,auto --shapes $S1 > $R/${b}_NN_r$round.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants auto --trans NT --shapes 32x4096x4096,6144x32x2048 > $R/${b}_NT_r$round.txt 2>&1
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
print('%-14s %-16s %-3s %8s %8s %8s %7s %6s %7s' % ('variant', 'shape', 'lay', 'base', 'w32', 'cuBLAS', 'floor', 'w/b', 'xcuB'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'w32')]
    c = statistics.median(cub[k])
    print('%-14s %-16s %-3s' % k, '%8.2f %8.2f %8.2f %7.2f %6.3f %7.3f' % (m[0], m[1], c, fl[k], m[1] / m[0], c / m[1]))
PY
timeout $((560 - SECONDS)) stdbuf -oL /tmp/s/c6/test_w32 sgemm_skinny > $R/tests_w32.log 2>&1; echo "tests rc=$?"; tail -3 $R/tests_w32.log
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
