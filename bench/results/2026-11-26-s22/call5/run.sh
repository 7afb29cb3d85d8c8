#!/usr/bin/env bash
# session 22, device call 5 (H100): old = cc566c5; new = + the flat branch with X staged in shared
# memory (B of a row-major NN call with 1-4 columns whose rows are under 16 bytes). Alternated
# twice; then the GPU tests of both skinny rows and AUTO (both types) on the new binary.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/all.txz -C /tmp/b90 && rm -rf /tmp/old && mv /tmp/b90/old /tmp/old
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
H=3072x4x1024,6144x2x2048,2300x3x777,4096x3x4096,1024x4x500000,7680x1x2560,35x700x2048
F=3072x4x1024,6144x2x2048,2300x3x777,4096x3x4096,7680x1x2560
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny --shapes $H > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny --shapes $F > $R/tmp.txt 2>&1
  grep -E "^(auto|sgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto --trans NT --shapes 1x4096x4096 > $R/tmp.txt 2>&1
  grep -E "^auto" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3"NT",$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt > $R/summary.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[3], x[2], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
print("shape dtype variant | old (cc566c5) median us, % of cuBLAS | new median us, % of cuBLAS")
for k in sorted({k[:3] for k in d}):
    if all(d.get(k + (t,)) for t in ("old", "b90")):
        print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % ("old" if t == "old" else "new", st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90")))
PY
cat $R/summary.txt
echo "WRONG rows: $(grep -c WRONG $R/rows.txt)"
B=/tmp/b90/b90/bench/tcgemm-bench
for job in memcheck:f16:3072x4x1024,2300x3x777 memcheck:f32:2300x3x777,6144x2x2048; do
  tool=${job%%:*}; spec=${job#*:}; d=${spec%%:*}; s=${spec#*:}
  timeout 60 compute-sanitizer --tool $tool --kernel-regex kns=flat_kernel --error-exitcode 9 \
    $B --dtype $d --variants $( [ $d = f16 ] && echo hgemm_skinny || echo sgemm_skinny ) --shapes $s --warmup 0 --reps 1 > $R/tmp.txt 2>&1
  rc=$?
  v=$(sed -n 's/^\(hgemm\|sgemm\)_skinny *\(f16\|f32\) *\([0-9x]*\).* \(ok\|WRONG\).*/\3 \4/p' $R/tmp.txt | tr '\n' ' ')
  echo "$tool $d $s rc $rc | $(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY' $R/tmp.txt | tr '\n' ' ') | $v" | tee -a $R/sanitizer.txt
done
for v in hgemm_skinny sgemm_skinny auto_f16 auto_f32; do
  timeout $((560 - SECONDS)) stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -8
rm -f $R/tmp.txt $R/rows.txt
