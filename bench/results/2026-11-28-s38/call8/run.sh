#!/usr/bin/env bash
# session 38, device call 8 (H100): AUTO's cluster row priced at 0.88 of its rate where the lone
# 128 x 256 row's tiles fit one round (cluster_share): q = 938f66a, r = q + that (its bench still
# stamps 938f66a). Every call whose pick it moves in a host probe of the suites and a sweep
# (2048^3, 1536^3, 1792^3, 2048 x 2048 x 1024/8192/16384, 1024 x 4096 x 4096, 1536 x 2048 x 4096)
# and 4096^3 as a control, fp16 AUTO, NN and TN, q and r alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && for b in q r; do tar -xJf .devcarry/s38$b.txz -C /tmp/s; done
R=$OUT/c8; mkdir -p $R
S=2048x2048x2048,1536x1536x1536,1792x1792x1792,2048x2048x1024,2048x2048x8192,2048x2048x16384,1024x4096x4096,1536x2048x4096,4096x4096x4096
for r in 1 2; do
  for b in q r; do
    for t in NN TN; do
      timeout 60 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --trans $t --shapes $S --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$?"
    done
  done
done
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
