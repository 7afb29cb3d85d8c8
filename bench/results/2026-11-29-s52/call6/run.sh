#!/usr/bin/env bash
# session 52, device call 6 (H200), s52base (e25f287: AUTO's picks as before b2b8c8f). Call 5
# found the float4 instance's penalty (b2b8c8f) right on the repack's class and mixed on the
# aligned calls it moved. The rule now in the working tree instead gives the unaligned instance
# the float4 instance's share where the latter keeps a ragged tile in place (every stream-K row):
# in the host probe (8664 fp32 shapes) it moves 2000 picks in 25 classes (old row -> new row). One
# to three shapes of each class (groups.txt: layout, old and new row, shapes), both rows named in
# one invocation, two rounds; and the irregular suite's 4093^3, 4095^3, 8191^3 NN, which it sends
# from the repack to the stream-K row in place.
set -u
b=s52base
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
G=bench/results/2026-11-29-s52/call6/groups.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $B --dtype f32 --variants $v --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
    grep -E "^sgemm" $R/g${i}_r$r.txt | awk -v r=$r '{print r, $1, $3, $5, $6, $8, $NF}'
  done < $G
done
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
