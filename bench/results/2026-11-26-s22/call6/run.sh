#!/usr/bin/env bash
# session 22, device call 6 (H100): the final kernels (commit below). old = cc566c5 against new (X
# staged for the flat branch only where a row of W is one chunk), alternated twice; the DeepBench
# suite (AUTO, both dtypes) and decode NT at the final kernels; then the whole GPU test suite.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/all.txz -C /tmp/b90 && rm -rf /tmp/old && mv /tmp/b90/old /tmp/old
R=$OUT; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
H=3072x4x1024,6144x2x2048,4096x3x4096,4096x3x512,7680x1x2560
F=3072x4x1024,6144x2x2048,4096x3x512,7680x1x2560
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
print("shape dtype variant | old (cc566c5) median us, % of cuBLAS | new median us, % of cuBLAS")
for k in sorted({k[:3] for k in d}):
    if all(d.get(k + (t,)) for t in ("old", "b90")):
        print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % ("old" if t == "old" else "new", st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90")))
PY
cat $R/summary.txt
B=/tmp/b90/b90/bench/tcgemm-bench
stdbuf -oL $B --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
stdbuf -oL $B --dtype f16 --variants auto --trans NT --shapes 1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096 > $R/decode_nt.txt 2>&1
grep -hE "^auto" $R/deepbench.txt $R/decode_nt.txt | awk '{print $2,$3,$5,$6,$9,$11}'
rm -f $R/tmp.txt $R/rows.txt
BUILD=/tmp/b90/b90 TCGEMM_COMMIT=f7f1a24 timeout $((590 - SECONDS)) scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
tail -4 $R/suite.txt
