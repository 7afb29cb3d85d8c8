#!/usr/bin/env bash
# session 26, device call 1 (H100): sgemm_splitk_64x32 (new: 64 x 32 FFMA tile, 8 blocks an SM,
# split-K with the last block of a tile adding the partials in split order). Its GPU tests, then
# the fp32 bench against the skinny path, the stream-K rows and AUTO, two rounds; ncu on 6144x32x2048.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
B=/tmp/s/c1; R=$OUT/c1; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
t0=$(date +%s)
S1=6144x32x2048,6144x16x2048,6144x48x2048,4096x16x4096,4096x32x4096,1760x16x1760,2560x64x2560,1760x128x1760,7680x128x2560,8192x64x4096,1024x700x512,5124x700x2048,4224x1500x176,512x3000x1536,35x700x2048,35x8457x4096,1024x1024x1024,4096x4096x4096
S2=6144x32x2048,4096x16x4096,2560x64x2560,1760x128x1760,7680x128x2560
V=sgemm_splitk_64x32,sgemm_skinny,sgemm_warptile_streamk_256x32,sgemm_warptile_streamk,auto
for r in 1 2; do
  stdbuf -oL $B/bench --dtype f32 --variants $V --shapes $S1 --csv $R/nn_r$r.csv > $R/nn_r$r.txt 2>&1; echo "nn r$r rc=$? $(( $(date +%s) - t0 ))s"
  for t in NT TN; do
    stdbuf -oL $B/bench --dtype f32 --variants $V --trans $t --shapes $S2 --csv $R/${t}_r$r.csv > $R/${t}_r$r.txt 2>&1; echo "$t r$r rc=$? $(( $(date +%s) - t0 ))s"
  done
done
python3 - "$R" <<'PY' | tee $R/summary.txt
import sys, glob, statistics, collections
R = sys.argv[1]
t = collections.defaultdict(list); cub = collections.defaultdict(list); fl = {}
for f in sorted(glob.glob(R + '/*_r[12].txt')):
    for line in open(f):
        w = line.split()
        if len(w) > 10 and (w[0].startswith('sgemm') or w[0] == 'auto') and w[1] == 'f32':
            key = (w[2], w[4], w[0]); t[key].append(float(w[5]) * 1000); cub[(w[2], w[4])].append(float(w[5]) * 1000 * float(w[8]) / 100); fl[(w[2], w[4])] = float(w[9]) * 1000
            if w[-2] != 'ok' and 'ok' not in w: print('NOT OK', f, line.strip())
for k in sorted(t):
    c = statistics.median(cub[k[:2]]); m = statistics.median(t[k])
    print('%-16s %-3s %-30s %9.2f us  cuBLAS %9.2f  xcuB %6.3f  floor %7.2f' % (k[0], k[1], k[2], m, c, c / m, fl[k[:2]]))
PY
timeout 300 $B/test sgemm_splitk_64x32 > $R/tests.log 2>&1; echo "tests rc=$? $(( $(date +%s) - t0 ))s"; tail -3 $R/tests.log
timeout 120 ncu --kernel-name regex:sgemm_splitk -c 1 --section SpeedOfLight --section Occupancy --section LaunchStats --section WarpStateStats --section SchedulerStats $B/bench --dtype f32 --variants sgemm_splitk_64x32 --shapes 6144x32x2048 --warmup 1 --reps 1 --no-check > $R/ncu.txt 2>&1; echo "ncu rc=$? $(( $(date +%s) - t0 ))s"
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
