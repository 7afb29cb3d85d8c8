#!/usr/bin/env bash
# session 21, device call 3 (H100): old = 96d58b2; new = 96d58b2 + the deep grid's records as one
# part a block (its parts summed in shared memory first), with TCGEMM_MIN_STAGES (a scratch
# override of kMinStages, not committed) at 4 (today's), 2 and 1. Old and new alternated twice;
# then the GPU tests of both skinny rows on the new binary at the default and at 1.
set -u
for v in old b90; do mkdir -p /tmp/$v && tar -xJf .devcarry/$v.txz -C /tmp/$v; done
R=$OUT; nvidia-smi --query-gpu=name --format=csv > $R/env.txt
S=35x700x2048,35x704x2048,16x700x2048,6144x32x2048,35x8457x4096,33x515x30000
run() { # tag binary minstages dtype variants
  TCGEMM_MIN_STAGES=$3 stdbuf -oL /tmp/$2/b90/bench/tcgemm-bench --dtype $4 --variants $5 --shapes $S > $R/tmp.txt 2>&1
  grep -E "^(auto|hgemm|sgemm)" $R/tmp.txt | awk -v t="$1" '{print t,$1,$2,$3,$6,$9,$11,$NF}' >> $R/rows.txt
}
for rep in 1 2; do
  for cfg in old:old:4 new4:b90:4 new2:b90:2 new1:b90:1; do
    IFS=: read tag bin ms <<< "$cfg"
    run $tag $bin $ms f16 auto,hgemm_skinny
    run $tag $bin $ms f32 auto,sgemm_skinny
  done
done
sort -k3,3 -k4,4 -k2,2 -k1,1 $R/rows.txt > $R/rows_sorted.txt; cat $R/rows_sorted.txt
for ms in 4 1; do for v in hgemm_skinny sgemm_skinny; do
  TCGEMM_MIN_STAGES=$ms timeout 330 stdbuf -oL /tmp/b90/b90/tests/test_gemm_gpu $v > $R/test_${v}_$ms.log 2>&1 &
done; done; wait
for f in $R/test_*.log; do echo "$f: $(grep -E 'gpu tests:' $f | tail -1) $(grep -c '^FAIL' $f) FAIL lines"; done
grep -h "^FAIL" $R/test_*.log | head -5
rm -f $R/tmp.txt
