#!/usr/bin/env bash
# session 43, device call 6 (H200): is call 5's 512x8x500000 (0.1375 -> 0.1500 ms) the new code?
# Builds s41h (54eb21d's code) and s43z (b6d43c7) alternated twice on the skinny calls that moved.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/a /tmp/s/b && tar -xJf .devcarry/s41h.txz -C /tmp/s/a && tar -xJf .devcarry/s43z.txz -C /tmp/s/b
R=$OUT/c6; rm -rf $R; mkdir -p $R
S=512x8x500000,1024x4x500000,1024x16x500000,64x1x1216,4096x16x4096,2560x16x4096,512x3000x1536,6144x32x2048,7680x1x2560
/tmp/s/a/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes 4096x4096x4096 --heat 1 --reps 20 > /dev/null 2>&1
for r in 1 2; do
  for x in a b; do
    /tmp/s/$x/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --reps 100 --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
  done
done
python3 - "$R" <<'PY'
import csv, glob, sys, collections
R = sys.argv[1]
t = collections.defaultdict(list)
for f in sorted(glob.glob(R + "/*.csv")):
    x = f.split("/")[-1].split(".")[0]
    for row in csv.DictReader(l for l in open(f) if not l.startswith("#")):
        if row.get("median_ms"):
            k = row["m"]+"x"+row["n"]+"x"+row["k"]
            t[(k, x)].append(float(row["median_ms"]) * 1e3)
            t[(k, "cublas")].append(float(row["cublas_median_ms"]) * 1e3)
print("shape".ljust(18) + "".join(x.rjust(16) for x in ["a 54eb21d", "b b6d43c7", "cublas"]))
for k in sorted({k for k, _ in t}):
    print(k.ljust(18) + "".join(("/".join("%.1f" % v for v in t[(k, x)])).rjust(16) for x in ["a", "b", "cublas"]))
PY
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
