#!/usr/bin/env bash
# session 35, device call 7 (H100), q = 83288f4: where fp32 1021^3 (0.81 of 1024^3) loses: the rows
# that serve it on 1021^3 (misaligned and ragged), 1020^3 (aligned, ragged), 1024^3 + 1 (lda, ldb
# 1025: misaligned, whole tiles) and 1024^3, NN and TN, twice. The repack's explicit row now pays no
# more host time than AUTO (AUTO's choices remembered per thread).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35qs.txz -C /tmp/s
B=/tmp/s/q/b90/bench/tcgemm-bench
R=$OUT/c7; rm -rf $R; mkdir -p $R
V=auto,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_splitk_64x32,sgemm_repack
for r in 1 2; do for t in NN TN; do
  timeout 60 $B --dtype f32 --variants $V --shapes 1021x1021x1021,1020x1020x1020,1024x1024x1024+1,1024x1024x1024 --trans $t --reps 20 --warmup 5 --csv $R/${t}_r$r.csv > $R/${t}_r$r.txt 2>&1; echo "$t r$r rc=$?"
done; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
