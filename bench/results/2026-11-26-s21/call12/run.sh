#!/usr/bin/env bash
# session 21, device call 12 (H100): old = 516282e; new = + fp16 deep grids of at least 2 stages a
# block (kMinStages<T>) and AUTO's model charging a split fp16 deep grid its hand-over (2.8 us).
# Alternated twice; then hgemm_skinny's and AUTO fp16's GPU tests on the new binary.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name --format=csv > $R/env.txt
S=35x700x2048,35x704x2048,24x700x2048,48x700x2048,40x2000x2048,33x515x30000,35x8457x4096,1024x16x500000,6144x32x2048
for rep in 1 2; do for v in old b90; do
  stdbuf -oL /tmp/$v/b90/bench/tcgemm-bench --dtype f16 --variants auto,hgemm_skinny,hgemm_wgmma_64x64 --shapes $S > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm)" $R/tmp.txt | awk -v t="$v" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
done; done
sort -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[3], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
for k in sorted({k[:2] for k in d}):
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % (t, st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "b90") if k + (t,) in d))
PY
for v in hgemm_skinny auto_f16; do
  timeout 330 stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -5
rm -f $R/tmp.txt $R/rows.txt
