#!/usr/bin/env bash
# session 23, device call 6 (H100): old = 4040e2a (the final kernels of calls 4-5); new = X laid
# [k][s] in boxes of rows of S values to the next power of two (32-128 bytes), not 32-byte rows
# (both types). Alternated twice over calls whose X is laid [k][s] (B of a small-N NN call) and
# controls; sanitizers over the new boxes; the GPU tests of both skinny rows and AUTO.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
H=6144x32x2048,6144x48x2048,4096x32x4096,5000x24x4096,1760x16x1760,4096x16x4096,1024x16x500000,1x4096x4096
F=6144x32x2048,6144x48x2048,4096x32x4096,5000x24x4096,1760x16x1760,4096x16x4096,1024x16x500000,512x8x500000,35x8457x4096,8x4096x4096
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny --shapes $H > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny --shapes $F > $R/tmp.txt 2>&1
  grep -E "^(auto|sgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt > $R/summary.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[3], x[2], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
print("shape dtype variant | old (4040e2a) median us, % of cuBLAS | new median us, % of cuBLAS")
for k in sorted({k[:3] for k in d}):
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % ("old" if t == "old" else "new", st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90") if k + (t,) in d))
PY
cat $R/summary.txt; echo "WRONG rows: $(grep -c WRONG $R/rows.txt)"
B=/tmp/b90/b90/bench/tcgemm-bench
for job in memcheck:f32:6144x32x2048,300x48x777,1000x24x999,77x2x1000 memcheck:f16:6144x32x2048,300x48x777,1000x24x999 \
    racecheck:f32:6144x48x2048 racecheck:f16:6144x48x2048,4096x32x4096 synccheck:f32:4096x32x4096; do
  tool=${job%%:*}; spec=${job#*:}; d=${spec%%:*}; s=${spec#*:}
  timeout 90 compute-sanitizer --tool $tool --kernel-regex kns=stream_kernel --error-exitcode 9 \
    $B --dtype $d --variants $( [ $d = f16 ] && echo hgemm_skinny || echo sgemm_skinny ) --shapes $s --warmup 0 --reps 1 > $R/tmp.txt 2>&1
  rc=$?
  v=$(sed -n 's/^\(hgemm\|sgemm\)_skinny *\(f16\|f32\) *\([0-9x]*\).* \(ok\|WRONG\|n\/a\).*/\3 \4/p' $R/tmp.txt | tr '\n' ' ')
  echo "$tool $d $s rc $rc | $(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY' $R/tmp.txt | tr '\n' ' ') | $v" | tee -a $R/sanitizer.txt
done
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout $((585 - SECONDS)) stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -8
rm -f $R/tmp.txt $R/rows.txt $R/test_auto_f16.log
