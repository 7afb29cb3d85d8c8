#!/usr/bin/env bash
# session 21, device call 8 (H100): the change as committed (kMinStages 4; fp16's deep tail with
# one-part records, one thread's acq_rel fences and 12 x 8 loads a batch; fp32's tail as before).
# The whole GPU test suite on it first, then old (96d58b2) and new alternated twice.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name --format=csv > $R/env.txt
OUT=$R/suite BUILD=/tmp/b90/b90 TCGEMM_COMMIT=s21-call8 timeout 400 scripts/gpu_suite.sh --prebuilt --no-bench > $R/suite.txt 2>&1
tail -5 $R/suite.txt
S=35x700x2048,35x704x2048,16x700x2048,16x704x2048,6144x32x2048,35x8457x4096,33x515x30000,1x32001x4096,1024x16x500000,512x8x500000,4096x16x4096
run() { # tag binary dtype variants
  stdbuf -oL /tmp/$2/b90/bench/tcgemm-bench --dtype $3 --variants $4 --shapes $S > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm|sgemm)" $R/tmp.txt | awk -v t="$1" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
}
for rep in 1 2; do
  for cfg in old:old new:b90; do
    IFS=: read tag bin <<< "$cfg"
    run $tag $bin f16 auto,hgemm_skinny
    run $tag $bin f32 auto,sgemm_skinny
  done
done
sort -k3,3 -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    try: d[(x[2], x[3], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except (ValueError, IndexError): pass
for k in sorted({k[:3] for k in d}):
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % (t, st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "new") if k + (t,) in d))
PY
rm -f $R/tmp.txt
