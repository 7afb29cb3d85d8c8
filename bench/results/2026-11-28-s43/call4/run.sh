#!/usr/bin/env bash
# session 43, device call 4 (H200), build s43y (54eb21d + X [k][s] packed in the skinny ring,
# + call 3's switch): hgemm_skinny's GPU tests (two new shapes packed), then packed against not
# (TCGEMM_X_NOPACK=1, the same binary), alternated twice, on NN calls with 16 or 32 columns.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43y.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
timeout 200 /tmp/s/q/b90/tests/test_gemm_gpu hgemm_skinny > $R/tests_skinny.log 2>&1; echo "tests rc=$?"
grep -E "FAIL|gpu tests:" $R/tests_skinny.log | head -20
S=4096x16x4096,1760x16x1760,2560x16x4096,6144x16x2048,8192x16x4096,4096x32x4096,6144x32x2048,1024x16x500000
$B --dtype f16 --variants auto --shapes 4096x4096x4096 --heat 1 --reps 20 > /dev/null 2>&1
for r in 1 2; do
  for x in pack nopack; do
    e=TCGEMM_X_ROT=8; [ $x = nopack ] && e=TCGEMM_X_NOPACK=1
    env $e $B --dtype f16 --variants auto,hgemm_skinny --shapes $S --reps 200 --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
    env $e $B --dtype f16 --variants auto,hgemm_skinny --shapes 16x4096x4096,32x4096x4096 --trans TT --reps 200 --csv $R/tt_$x.$r.csv > $R/tt_$x.$r.txt 2>&1
  done
done
python3 - "$R" <<'PY'
import csv, glob, sys, collections
R = sys.argv[1]
t = collections.defaultdict(list)
for f in sorted(glob.glob(R + "/*.csv")):
    x = f.split("/")[-1].split(".")[0].replace("tt_", "")
    for row in csv.DictReader(l for l in open(f) if not l.startswith("#")):
        if row.get("median_ms"):
            k = (row["m"]+"x"+row["n"]+"x"+row["k"]+" "+row["trans"], row["variant"])
            t[k + (x,)].append(float(row["median_ms"]) * 1e3)
            t[k + ("cublas",)].append(float(row["cublas_median_ms"]) * 1e3)
keys = sorted({k[:2] for k in t})
print("shape".ljust(22) + "variant".ljust(14) + "".join(x.rjust(14) for x in ["pack", "nopack", "cublas"]))
for k in keys:
    print(k[0].ljust(22) + k[1].ljust(14) + "".join(("/".join("%.1f" % v for v in t[k + (x,)])).rjust(14) for x in ["pack", "nopack", "cublas"]))
PY
grep -h WRONG $R/*.txt | head
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
