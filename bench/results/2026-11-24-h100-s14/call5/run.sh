#!/usr/bin/env bash
# session 14, device call 5 (commit e169e17, "bench"; "ring": the same with fp16 K-major W in more
# than one wave of decode blocks on the TMA ring instead of the register batches, a rule
# measured on the cp.async ring in the eighth session). ABAB on the shapes the rule sends to
# the register batches.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c5; mkdir -p $R
NN=7680x1x2560,6144x2x2048,11008x8x4096,14336x16x4096
NT=1x11008x4096,1x14336x4096,1x12288x4096,8x11008x4096,16x14336x4096
for rep in 1 2; do
  for bin in bench ring; do
    timeout 60 $B/$bin/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $NN --csv $R/${bin}_NN_$rep.csv > $R/${bin}_NN_$rep.txt 2>&1
    timeout 60 $B/$bin/tcgemm-bench --dtype f16 --variants hgemm_skinny --trans NT --shapes $NT --csv $R/${bin}_NT_$rep.csv > $R/${bin}_NT_$rep.txt 2>&1
  done
done
for f in $R/*.txt; do echo "== $(basename $f)"; grep -E "^hgemm|WRONG" $f | awk '{printf "%-14s %s %s %s %s\n",$3,$5,$6,$8,$9}'; done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
