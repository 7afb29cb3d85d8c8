# Medians over the rounds of each build's rows, cuBLAS's from the same rows, per call folder:
#   python3 summary.py call3 old,r,h
import glob, statistics, collections, sys
builds = sys.argv[2].split(',')
t = collections.defaultdict(list); cub = collections.defaultdict(list)
for f in sorted(glob.glob(sys.argv[1] + '/*_r[12].txt')):
    b = f.split('/')[-1].split('_')[0]
    if b not in builds: continue
    for line in open(f):
        w = line.split()
        if len(w) > 10 and w[1] in ('f32','f16') and not w[0].startswith('[') and 'n/a:' not in w:
            name = w[0] + '_' + b
            t[(w[2], w[4], name)].append(float(w[5]) * 1000)
            cub[(w[2], w[4])].append(float(w[5]) * 1000 * float(w[8]) / 100)
            if 'ok' not in w: print('NOT OK', line.strip())
prev = None
for k in sorted(t):
    if k[:2] != prev: print(); prev = k[:2]
    c, m = statistics.median(cub[k[:2]]), statistics.median(t[k])
    print('%-16s %-3s %-30s %9.2f us  cuBLAS %9.2f  x cuBLAS %6.3f  %s' % (k[0], k[1], k[2], m, c, c / m, ' '.join('%.1f' % x for x in t[k])))
