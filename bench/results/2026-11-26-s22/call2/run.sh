#!/usr/bin/env bash
# session 22, device call 2 (H100): old = 3be028e (deep grids as clusters); new = + cluster grids
# taken also where they leave SMs idle (takes() refused such deep grids of <= 16 aligned rows).
# Alternated twice; then the GPU tests of both skinny rows and AUTO fp32 on the new binary.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/all.txz -C /tmp/b90 && mv /tmp/b90/old /tmp/old
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
H=16x704x2048,16x700x2048,8x704x2048,4x1000x2048,16x1024x4096,64x1x1216,3072x4x1024,1760x16x1760,35x700x2048,1x4096x4096
F=16x704x2048,16x700x2048,8x704x2048,4x1000x2048,16x1024x4096,64x1x1216,3072x4x1024,1760x16x1760,35x700x2048
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny,hgemm_wgmma_64x64 --shapes $H > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny,sgemm_warptile_streamk_256x32 --shapes $F > $R/tmp.txt 2>&1
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
print("shape dtype variant | old (3be028e) median us, % of cuBLAS | new median us, % of cuBLAS")
for k in sorted({k[:3] for k in d}):
    if all(d.get(k + (t,)) for t in ("old", "b90")):
        print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % ("old" if t == "old" else "new", st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90")))
PY
cat $R/summary.txt
echo "WRONG rows: $(grep -c WRONG $R/rows.txt)"
for v in hgemm_skinny sgemm_skinny auto_f32; do
  timeout $((560 - SECONDS)) stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -8
rm -f $R/tmp.txt $R/rows.txt
