#!/usr/bin/env bash
# session 52, device call 5 (H200), s52base (e25f287: AUTO's picks as before b2b8c8f). b2b8c8f
# prices the fp32 128 x 256 stream-K row's float4 instance as the unaligned one where a ragged
# tile stays in place; in the host probe (8664 fp32 shapes) it moves 616 picks: 495 from the
# repack to that row in place, 59 from it to nbc, 18 to warptile, 14 to the 64 x 256 row, 25
# from the repack to peel, 5 others. A sample of each class (groups.txt: layout, old and new
# row, shapes), both rows named in one invocation, two rounds.
set -u
b=s52base
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/c5; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
G=bench/results/2026-11-29-s52/call5/groups.txt
for r in 1 2; do
  i=0
  while read -r t v s; do
    i=$((i + 1))
    $B --dtype f32 --variants $v --shapes $s --trans $t --csv $R/g${i}_r$r.csv > $R/g${i}_r$r.txt 2>&1 || echo "group $i r$r rc=$?"
    grep -E "^sgemm" $R/g${i}_r$r.txt | awk -v r=$r '{print r, $1, $3, $5, $6, $8, $NF}'
  done < $G
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
