#!/usr/bin/env bash
# session 21, device call 4 (H100): a scratch build of call 3's new code (records as one part,
# TCGEMM_MIN_STAGES override) whose stream_kernel printfs %globaltimer per block: its start, its
# first stage landed, its loop done, its record stored and fenced, its reduction done. One launch
# per shape (--warmup 0 --reps 1; the last launch's blocks are summarised).
set -u
mkdir -p /tmp/tr && tar -xJf .devcarry/trace.txz -C /tmp/tr
B=/tmp/tr/b90/bench/tcgemm-bench
R=$OUT; nvidia-smi --query-gpu=name --format=csv > $R/env.txt
for spec in f16:hgemm_skinny:35x700x2048:4 f16:hgemm_skinny:35x700x2048:1 f16:hgemm_skinny:35x704x2048:4 f16:hgemm_skinny:16x704x2048:4 f16:hgemm_skinny:16x700x2048:4 f16:hgemm_skinny:6144x32x2048:4 f16:hgemm_skinny:35x8457x4096:4 f32:sgemm_skinny:35x700x2048:4 f32:sgemm_skinny:16x700x2048:1; do
  IFS=: read d v s ms <<< "$spec"
  TCGEMM_MIN_STAGES=$ms $B --dtype $d --variants $v --shapes $s --warmup 0 --reps 1 --no-check > $R/raw.txt 2>&1
  echo "== $spec"
  python3 - $R/raw.txt <<'PY'
import sys, statistics as st
L = [l.split() for l in open(sys.argv[1]) if l.startswith("TRACE")]
# the last launch: the final len(grid) lines; the grid = count of distinct b in the last run
bs = [int(x[3]) for x in L]; nb = max(bs) + 1; L = L[-nb:]
def f(x, k): return int(x[x.index(k) + 1])
t0 = [f(x, "t0") for x in L]; m = min(t0)
keys = ["first", "loop", "rec", "end"] if L[0][1] == "deep" else ["first", "loop", "end"]
print(L[0][1], "blocks", nb, "start skew us max %.2f" % ((max(t0) - m) / 1e3),
      "last end us %.2f" % (max(f(x, "end") + f(x, "t0") - m for x in L) / 1e3))
for k in keys:
    v = [f(x, k) / 1e3 for x in L]
    print("  %-5s us: min %.2f median %.2f max %.2f" % (k, min(v), st.median(v), max(v)))
if L[0][1] == "deep":
    r = [x for x in L if f(x, "red") > 0]
    print("  reducers %d: end-rec median %.2f us" % (len(r), st.median([(f(x, "end") - f(x, "rec")) / 1e3 for x in r])))
PY
done
