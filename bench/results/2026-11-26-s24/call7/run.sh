#!/usr/bin/env bash
# session 24, device call 7 (H100): base = 51f2bf1 against read = 51f2bf1 with the Hopper kernel's
# last wait on its TMA stores of C only for their reads of shared memory (cp.async.bulk.wait_group
# .read 0, not for the writes), alternated twice; then the GPU tests of the Hopper rows and AUTO
# f16 with read.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c7.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x16x2048,6144x32x2048,6144x64x2048,4096x32x4096,2560x64x2560,1760x128x1760,128x4096x4096,1x11008x4096,64x4096x4096,7680x128x2560,512x3000x1536,2048x2048x2048,4096x4096x4096
for round in 1 2; do
  for b in base read; do
    for t in NN NT; do
      stdbuf -oL /tmp/s/c7/bench_$b --dtype f16 --variants hgemm_wgmma_64x64,auto --trans $t --shapes $S1 > $R/${b}_${t}_r$round.txt 2>&1
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
print('%-18s %-15s %-3s %8s %8s %8s %6s' % ('variant', 'shape', 'lay', 'base', 'read', 'cuBLAS', 'rd/bs'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'read')]
    print('%-18s %-15s %-3s' % k, '%8.2f %8.2f %8.2f %6.3f' % (m[0], m[1], statistics.median(cub[k]), m[1] / m[0]))
PY
timeout 240 /tmp/s/c7/test_read hgemm_wgmma_64x64 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk > $R/tests_read.log 2>&1; echo "tests rc=$?"; tail -5 $R/tests_read.log
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
