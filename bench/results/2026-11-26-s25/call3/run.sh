#!/usr/bin/env bash
# session 25, device call 3 (H100): base (d6d1cc1's kernels) and sk (the 64 x 64 row's narrow-B
# calls with few tiles as stream-K over every SM), alternated twice on fp16 small-n shapes (the 64 x
# 64 row and AUTO, NN and TN); DeepBench fp16 AUTO with each; then the GPU tests of the 64 x 64
# row and AUTO fp16 with sk.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c3.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S1=6144x32x2048,6144x16x2048,4096x32x4096,4096x16x4096,2560x32x2560,1760x16x1760,1024x32x8192,704x24x1024,8192x32x1024,3072x24x4096,6144x64x2048
for round in 1 2; do
  for b in base sk; do
    B=/tmp/s/c3/bench_$b
    for t in NN TN; do
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
        if len(w) > 10 and (w[0].startswith('hgemm') or w[0] == 'auto') and w[1] == 'f16':
            key = (w[0], w[2], w[4]); t[(key, b)].append(float(w[5]) * 1000); cub[key].append(float(w[5]) * 1000 * float(w[8]) / 100)
            if w[-2] != 'ok': print('NOT OK', f, line.strip())
keys = sorted({k for k, _ in t})
print('%-18s %-15s %-3s %7s %7s %7s %6s %6s' % ('variant', 'shape', 'lay', 'base', 'sk', 'cuBLAS', 'sk/bs', 'xcuB'))
for k in keys:
    m = [statistics.median(t[(k, b)]) for b in ('base', 'sk')]
    c = statistics.median(cub[k])
    print('%-18s %-15s %-3s' % k, '%7.2f %7.2f %7.2f %6.3f %6.3f' % (m[0], m[1], c, m[1] / m[0], c / m[1]))
PY
for b in base sk; do stdbuf -oL /tmp/s/c3/bench_$b --dtype f16 --variants auto --suite deepbench --csv $R/deepbench_$b.csv > $R/deepbench_$b.txt 2>&1; done
timeout 200 /tmp/s/c3/test_sk hgemm_wgmma_64x64 auto_f16 > $R/tests_sk.log 2>&1; echo "tests sk rc=$?"; tail -3 $R/tests_sk.log
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
