#!/usr/bin/env bash
# session 43, device call 7 (H200): X [k][s] packed for fp32 too (8 or 16 floats a row), build
# s43w against s43z (b6d43c7, fp16 only): the skinny rows' GPU tests (one new shape), the two
# builds alternated twice on fp32 and fp16 small-N calls, compute-sanitizer over packed calls.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/a /tmp/s/b && tar -xJf .devcarry/s43z.txz -C /tmp/s/a && tar -xJf .devcarry/s43w.txz -C /tmp/s/b
R=$OUT/c7; rm -rf $R; mkdir -p $R
T=/tmp/s/b/q/b90/tests/test_gemm_gpu
(timeout 230 stdbuf -oL $T sgemm_skinny > $R/tests_sgemm_skinny.log 2>&1; echo "sgemm_skinny rc=$?" >> $R/rc.txt) &
(timeout 230 stdbuf -oL $T hgemm_skinny > $R/tests_hgemm_skinny.log 2>&1; echo "hgemm_skinny rc=$?" >> $R/rc.txt) &
wait
cat $R/rc.txt; for f in $R/tests_*.log; do echo "$f: $(grep -c '^FAIL' $f) FAIL, $(wc -l < $f) lines"; grep -E "^FAIL" $f | head -5; tail -2 $f; done
S=1024x16x500000,512x8x500000,4096x16x4096,2048x8x1004,1760x16x1760,8192x16x4096
for r in 1 2; do
  for x in a b; do
    /tmp/s/$x/q/b90/bench/tcgemm-bench --dtype f32 --variants auto --shapes $S --reps 50 --csv $R/$x.$r.csv > $R/$x.$r.txt 2>&1
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
            k = row["dtype"] + " " + row["m"]+"x"+row["n"]+"x"+row["k"]
            t[(k, x)].append(float(row["median_ms"]) * 1e3)
            t[(k, "cublas")].append(float(row["cublas_median_ms"]) * 1e3)
print("call".ljust(22) + "".join(x.rjust(16) for x in ["a b6d43c7", "b fp32 packed", "cublas"]))
for k in sorted({k for k, _ in t}):
    print(k.ljust(22) + "".join(("/".join("%.1f" % v for v in t[(k, x)])).rjust(16) for x in ["a", "b", "cublas"]))
PY
grep -h "WRONG" $R/*.txt | head -3
B=/tmp/s/b/q/b90/bench/tcgemm-bench
for c in "memcheck f16 4096x16x4096 NN" "memcheck f16 4100x32x1000 NN" "memcheck f32 1536x16x4100 NN" "racecheck f16 16x1536x4100 TT" "racecheck f32 2048x8x1004 NN"; do
    set -- $c; tool=$1; shift; v=hgemm_skinny; [ $1 = f32 ] && v=sgemm_skinny
    timeout 45 compute-sanitizer --tool $tool --kernel-name regex:stream_kernel --error-exitcode 1 $B --dtype $1 --variants $v --shapes $2 --trans $3 --reps 1 --warmup 0 --no-check > $R/san_${tool}_$1_$2_$3.txt 2>&1
    echo "$c rc=$? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/san_${tool}_$1_$2_$3.txt | head -1)"
done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
