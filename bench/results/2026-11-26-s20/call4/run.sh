#!/usr/bin/env bash
# session 20, device call 4: binaries of e64ccf8. Where the small fp16/fp32 DeepBench calls that
# stay below cuBLAS spend their time: ncu's duration of every kernel a call launches (ours and
# cuBLAS's), against the bench's event-timed median of the same call.
set -u
mkdir -p /tmp/b90 && tar -xJf .devcarry/b90.txz -C /tmp/b90
B=/tmp/b90/b90/bench/tcgemm-bench
R=$OUT/c4; mkdir -p $R
which nsys ncu > $R/tools.txt 2>&1
M=gpu__time_duration.sum,sm__cycles_active.avg,sm__cycles_active.max,dram__bytes_read.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__grid_size
for spec in f16:35x700x2048 f16:6144x32x2048 f16:1760x16x1760 f16:64x1x1216 f16:3072x4x1024 f16:4096x16x4096 f32:6144x32x2048 f32:35x700x2048; do
  d=${spec%%:*}; s=${spec#*:}
  timeout 100 ncu --clock-control none --metrics $M --csv $B --dtype $d --variants auto --warmup 1 --reps 3 --shapes $s > $R/ncu_${d}_$s.csv 2> $R/ncu_${d}_$s.err
  echo "== $d $s rc $?"
  python3 - $R/ncu_${d}_$s.csv <<'PY'
import csv, sys, collections
rows = list(csv.reader(l for l in open(sys.argv[1]) if l.startswith('"')))
if not rows: sys.exit()
h = rows[0]; i = {k: h.index(k) for k in ("ID", "Kernel Name", "Metric Name", "Metric Value")}
k = collections.OrderedDict()
for r in rows[1:]:
    key = (int(r[i["ID"]]), r[i["Kernel Name"]][:90])
    k.setdefault(key, {})[r[i["Metric Name"]]] = r[i["Metric Value"]]
for (id_, name), m in k.items():
    print(id_, name, " ".join(f"{a.split('__')[1][:22]}={b}" for a, b in m.items()))
PY
done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
