#!/usr/bin/env bash
# session 43, device call 10 (H200) -- PREPARED, NOT RUN: no device time was left to start a machine., build s43q (b6d43c7 + clusters of four for the narrow 64 x
# 64 row, each CTA loading a quarter of B's box rows, on TCGEMM_X_QUAD=1; patch here): call 9
# found the narrow calls' time following their L2 requests, half of them B's 64-byte rows read
# by every CTA. The row's GPU tests with the clusters of four, then both ways alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s43q.txz -C /tmp/s
R=$OUT/c10; rm -rf $R; mkdir -p $R
B=/tmp/s/q/b90/bench/tcgemm-bench
TCGEMM_X_QUAD=1 timeout 110 stdbuf -oL /tmp/s/q/b90/tests/test_gemm_gpu hgemm_wgmma_64x64 > $R/tests_quad.log 2>&1; echo "tests rc=$?"
grep -E "^FAIL" $R/tests_quad.log | head -5; tail -2 $R/tests_quad.log
S=6144x32x2048,4096x32x4096,8192x32x2048,4096x16x4096,6144x16x2048,6144x24x2048,4100x32x1000
for r in 1 2; do
  for x in pair quad; do
    e=TCGEMM_X_NONE=1; [ $x = quad ] && e=TCGEMM_X_QUAD=1
    env $e $B --dtype f16 --variants hgemm_wgmma_64x64 --shapes $S --reps 100 --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
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
print("shape".ljust(18) + "".join(x.rjust(16) for x in ["b6d43c7", "quad", "cublas"]))
for k in sorted({k for k, _ in t}):
    print(k.ljust(18) + "".join(("/".join("%.1f" % v for v in t[(k, x)])).rjust(16) for x in ["pair", "quad", "cublas"]))
PY
grep -h WRONG $R/*.txt | head -3
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
