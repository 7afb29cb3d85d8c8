#!/usr/bin/env bash
# session 22, device call 1 (H100): old = 4b06b06 (kernels as d583704); new = the deep grid as
# clusters (a slab's blocks add their parts through distributed shared memory, no records or
# counter). Alternated twice over the shapes the change reaches and controls it must not move;
# then the GPU tests of both skinny rows and AUTO (both types) on the new binary, and
# compute-sanitizer over stream_kernel on cluster grids.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
H=35x700x2048,35x704x2048,48x700x2048,35x1001x1500,1760x16x1760,1024x16x500000,512x8x500000,35x8457x4096,4096x16x4096,1x4096x4096,6144x32x2048
F=35x700x2048,16x700x2048,1760x16x1760,35x1001x1500,1024x16x500000,35x8457x4096,1x32001x4096,6144x32x2048
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny,hgemm_wgmma_64x64 --shapes $H > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny --shapes $F > $R/tmp.txt 2>&1
  grep -E "^(auto|sgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt <<'PY' 
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[3], x[2], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
for k in sorted({k[:3] for k in d}):
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % (t, st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90") if k + (t,) in d))
PY
grep -c WRONG $R/rows.txt
B=/tmp/b90/b90/bench/tcgemm-bench
for job in memcheck:f16:35x700x2048,35x1001x1500,1024x16x200000 memcheck:f32:35x700x2048,1760x16x1760 \
    racecheck:f16:35x700x2048 racecheck:f32:1760x16x1760 synccheck:f16:35x700x2048; do
  tool=${job%%:*}; spec=${job#*:}; d=${spec%%:*}; s=${spec#*:}
  timeout 60 compute-sanitizer --tool $tool --kernel-regex kns=stream_kernel --error-exitcode 9 \
    $B --dtype $d --variants $( [ $d = f16 ] && echo hgemm_skinny || echo sgemm_skinny ) --shapes $s --warmup 0 --reps 1 > $R/tmp.txt 2>&1
  rc=$?
  v=$(sed -n 's/^\(hgemm\|sgemm\)_skinny *\(f16\|f32\) *\([0-9x]*\).* \(ok\|WRONG\).*/\3 \4/p' $R/tmp.txt | tr '\n' ' ')
  echo "$tool $d $s rc $rc | $(grep -hE 'ERROR SUMMARY|RACECHECK SUMMARY' $R/tmp.txt | tr '\n' ' ') | $v" | tee -a $R/sanitizer.txt
done
for v in hgemm_skinny sgemm_skinny auto_f16; do
  timeout $((560 - SECONDS)) stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -8
rm -f $R/tmp.txt $R/rows.txt
