#!/usr/bin/env bash
# session 43, device call 3 (H200), build s43x (54eb21d + an experiment switch, patch here):
# the 64 x 64 row on n <= 32 NN calls, B in narrow boxes rotated over 8 k-blocks (the code),
# over 1 (none), 4, 32, and B in 64-column boxes (TCGEMM_X_NARROW=0); settings alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43x.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
S=6144x32x2048,4096x32x4096,4096x16x4096,8192x32x2048,3072x32x2048,6144x16x2048,6144x24x2048
$B --dtype f16 --variants hgemm_wgmma_64x64 --shapes 6144x64x2048 --heat 1 --reps 50 > /dev/null 2>&1
for r in 1 2; do
  for x in rot8 rot1 rot4 rot32 wide; do
    case $x in rot*) e="TCGEMM_X_ROT=${x#rot}";; wide) e="TCGEMM_X_NARROW=0";; esac
    env $e $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --reps 200 --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
  done
done
$B --dtype f16 --variants hgemm_wgmma_64x64 --shapes 32x6144x2048,32x4096x4096,16x4096x4096 --trans NT --reps 200 > $R/twin_nt.txt 2>&1
python3 - "$R" <<'PY'
import csv, glob, sys, collections, statistics
R = sys.argv[1]
t = collections.defaultdict(list)
for f in sorted(glob.glob(R + "/*.csv")):
    x = f.split("/")[-1].split(".")[0]
    for row in csv.DictReader(l for l in open(f) if not l.startswith("#")):
        if row.get("variant") == "hgemm_wgmma_64x64" and row.get("median_ms"):
            t[(row["m"]+"x"+row["n"]+"x"+row["k"], x)].append(float(row["median_ms"]) * 1e3)
shapes = sorted({s for s, _ in t})
xs = ["rot8", "rot1", "rot4", "rot32", "wide"]
print("shape".ljust(16) + "".join(x.rjust(14) for x in xs))
for s in shapes:
    print(s.ljust(16) + "".join(("/".join("%.1f" % v for v in t[(s, x)])).rjust(14) for x in xs))
PY
grep -E "^hgemm" $R/twin_nt.txt | cut -c1-120
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
