#!/usr/bin/env bash
# session 21, device call 6 (H100): old = 96d58b2; new = 96d58b2 + the deep grid's records as one
# part a block, one thread's fence.acq_rel.gpu around the counter (not every thread's fence.sc),
# the last block's loads of few records in one batch (12 outputs x 8 parts a thread), the ring's
# tensor-map descriptors prefetched; TCGEMM_MIN_STAGES (scratch override of kMinStages, not
# committed) 4 and 2. Alternated twice; then both skinny rows' GPU tests at 4 and at 2.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name --format=csv > $R/env.txt
S=35x700x2048,35x704x2048,16x700x2048,16x704x2048,6144x32x2048,35x8457x4096,33x515x30000,1x32001x4096,1024x16x500000,512x8x500000,4096x16x4096
run() { # tag binary minstages dtype variants
  TCGEMM_MIN_STAGES=$3 stdbuf -oL /tmp/$2/b90/bench/tcgemm-bench --dtype $4 --variants $5 --shapes $S > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm|sgemm)" $R/tmp.txt | awk -v t="$1" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
}
for rep in 1 2; do
  for cfg in old:old:4 new4:b90:4 new2:b90:2; do
    IFS=: read tag bin ms <<< "$cfg"
    run $tag $bin $ms f16 auto,hgemm_skinny
    run $tag $bin $ms f32 auto,sgemm_skinny
  done
done
sort -k3,3 -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt
python3 - $R/rows_sorted.txt <<'PY'
import sys, collections, statistics as st
d = collections.defaultdict(list)
for l in open(sys.argv[1]):
    x = l.split()
    if len(x) < 6 or x[4] == "n/a:": continue
    try: d[(x[2], x[3], x[1], x[0])].append((float(x[4]) * 1e3, float(x[5])))
    except ValueError: pass
keys = sorted({k[:3] for k in d})
for k in keys:
    print(" ".join(k), " | ".join("%s %.1f us %.0f%%" % (t, st.median(a for a, _ in d[k + (t,)]), st.median(b for _, b in d[k + (t,)])) for t in ("old", "new4", "new2") if k + (t,) in d))
PY
for ms in 4 2; do for v in hgemm_skinny sgemm_skinny; do
  TCGEMM_MIN_STAGES=$ms timeout 330 stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_${v}_$ms.log 2>&1 &
done; done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -5
rm -f $R/tmp.txt
