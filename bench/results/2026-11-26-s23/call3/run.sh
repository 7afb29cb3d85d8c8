#!/usr/bin/env bash
# session 23, device call 3 (H100): old = ee896ef (call 1's new: fp32 stages by TMA); new =
# 5228212 (fp32 FMAs of a quad ordered k by k; AUTO's fp32 ring beyond 16 rows at 28 TFLOPS; the
# block barrier a stage as in ee896ef). fp32 alternated twice; then the DeepBench suite (AUTO, both
# dtypes) and decode NT at the new build.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
F=6144x32x2048,35x8457x4096,35x700x2048,1760x16x1760,1024x16x500000,512x8x500000,1x4096x4096,8x4096x4096,32x4096x4096,24x11008x4096,4096x16x4096,40x8192x4096,48x4096x4096,16x700x2048
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_skinny --shapes $F > $R/tmp.txt 2>&1
  grep -E "^(auto|sgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f32 --variants auto --trans NT --shapes 1x4096x4096,16x4096x4096,35x8457x4096 > $R/tmp.txt 2>&1
  grep -E "^auto" $R/tmp.txt | awk -v t="$v" '{print t,$1"_NT",$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt > $R/summary.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[3], x[2], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
print("shape dtype variant | old (ee896ef) median us, % of cuBLAS | new median us, % of cuBLAS")
for k in sorted({k[:3] for k in d}):
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % ("old" if t == "old" else "new", st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90") if k + (t,) in d))
PY
cat $R/summary.txt; echo "WRONG rows: $(grep -c WRONG $R/rows.txt)"
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
stdbuf -oL $B --dtype f16 --variants auto --trans NT --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_nt.txt 2>&1
grep -hE "^auto" $R/deepbench.txt $R/decode_nt.txt | awk '{print $2,$3,$5,$6,$9,$11,$(NF-1),$NF}'
rm -f $R/tmp.txt $R/rows.txt
