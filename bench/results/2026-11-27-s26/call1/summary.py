# Medians over the two rounds of each variant's time, and cuBLAS's from the same rows
# (the summary in run.sh failed on the rows a variant refuses; this one skips them).
import glob, statistics, collections
t = collections.defaultdict(list); cub = collections.defaultdict(list)
for f in sorted(glob.glob('*_r[12].txt')):
    for line in open(f):
        w = line.split()
        if len(w) > 10 and w[1] == 'f32' and not w[0].startswith('[') and 'n/a:' not in w:
            t[(w[2], w[4], w[0])].append(float(w[5]) * 1000)
            cub[(w[2], w[4])].append(float(w[5]) * 1000 * float(w[8]) / 100)
            if 'ok' not in w:
                print('NOT OK', line.strip())
for k in sorted(t):
    c, m = statistics.median(cub[k[:2]]), statistics.median(t[k])
    print('%-16s %-3s %-30s %9.2f us  cuBLAS %9.2f  x cuBLAS %6.3f' % (k[0], k[1], k[2], m, c, c / m))
