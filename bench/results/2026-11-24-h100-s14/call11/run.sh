#!/usr/bin/env bash
# session 14, device call 11: "bench" = 3b3c873; "deep" = the same with the skinny ring's deep-K
# grid of whole slabs (64 rows, no split) where it is one wave and the decode grid (32 rows a
# block) would take more than one: 7680 x 1 x 2560 ran 240 decode blocks, 1.8 waves. ABAB.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c11; mkdir -p $R
NN=7680x1x2560,7680x2x2560,7680x4x2560,7680x8x2560,7680x16x2560,8192x1x4096,8192x8x4096
NT=1x8192x4096,8x8192x4096,16x7680x2560
for rep in 1 2; do
  for bin in bench deep; do
    timeout 60 $B/$bin/tcgemm-bench --dtype f16 --variants hgemm_skinny,auto --reps 30 --shapes $NN --csv $R/${bin}_NN_$rep.csv > $R/${bin}_NN_$rep.txt 2>&1
    timeout 60 $B/$bin/tcgemm-bench --dtype f16 --variants hgemm_skinny,auto --reps 30 --trans NT --shapes $NT --csv $R/${bin}_NT_$rep.csv > $R/${bin}_NT_$rep.txt 2>&1
  done
done
for f in $R/*.txt; do echo "== $(basename $f)"; grep -E "^(hgemm|auto)|WRONG" $f | awk '{printf "%-14s %-14s %s %s %s\n",$1,$3,$5,$6,$9}'; done
cd $OUT && tar -czf c11.tgz c11 && rm -rf c11
