#!/usr/bin/env bash
# session 39, device call 4 (H100): why 4097 x 257 x 6151 fp16 (B copied, A read in place) got
# slower with f's copy (67.1 -> 71.6 us in call 3): ncu's duration of each kernel of AUTO's call
# (the copy and the multiply behind it), builds q and f; also 1021^3 and 4096^3 + 1.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s39q.txz -C /tmp/s && tar -xJf .devcarry/s39f.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
for s in 4097x257x6151 1021x1021x1021 4096x4096x4096+1; do
  for b in q f; do
    timeout 90 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__grid_size,launch__registers_per_thread,sm__warps_active.avg.pct_of_peak_sustained_active \
      -k regex:'repack|hgemm' --launch-skip 6 --launch-count 4 \
      /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --reps 3 --warmup 2 --no-check > $R/ncu_${b}_$s.txt 2>&1 || \
    timeout 90 ncu --metrics gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,launch__grid_size,launch__registers_per_thread \
      -k regex:'repack|hgemm' --launch-skip 6 --launch-count 4 \
      /tmp/s/$b/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $s --reps 3 --warmup 2 > $R/ncu_${b}_$s.txt 2>&1
    echo "$b $s rc=$?"
    grep -E "repack|hgemm_wgmma_kernel|gpu__time_duration|grid_size|registers|dram__bytes|warps_active" $R/ncu_${b}_$s.txt | sed 's/  */ /g' | cut -c1-140 | head -40
  done
done
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
