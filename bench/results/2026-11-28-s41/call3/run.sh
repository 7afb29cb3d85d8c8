#!/usr/bin/env bash
# session 41, device call 3 (H200): build c = 21d6d72 + call3/exp.patch. TCGEMM_COPY picks the
# repack's copy kernel: unset or "o" the register copy of 21d6d72 (two waves of 8 blocks an SM);
# "3" the copy whose loads wait in shared memory (cp.async, 3 groups of 2 rows a thread, two
# waves); "3w" / "2w" the same with 3 / 2 groups in one wave. AUTO fp16 (and fp32) NN on the
# repack's calls, alternated twice; ncu of the copy at 4096^3 + 1; the repack rows' GPU tests
# under "3w".
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s41c.txz -C /tmp/s
R=$OUT/c3; mkdir -p $R/ab
B=/tmp/s/q/b90/bench/tcgemm-bench
S=4096x4096x4096+1,4096x4096x4096+3,4095x4095x4095,4093x4093x4093,4097x4097x4097,2039x2039x2039,3001x4099x1999,127x8191x4093,4097x257x6151,1021x1021x1021,4096x256x8192+1,8191x8191x8191,4096x4096x4096
S32=4095x4095x4095,1021x1021x1021,4096x4096x4096+1
for r in 1 2; do
  for set in o 3 3w 2w; do
    TCGEMM_COPY=$set timeout 40 $B --dtype f16 --variants auto --shapes $S --csv $R/ab/${set}_r$r.csv > $R/ab/${set}_r$r.txt 2>&1
    TCGEMM_COPY=$set timeout 25 $B --dtype f32 --variants auto --shapes $S32 --csv $R/ab/${set}_r${r}_32.csv > $R/ab/${set}_r${r}_32.txt 2>&1
  done
done
for set in o 3 3w 2w; do for r in 1 2; do echo "$set r$r $(grep '^auto' $R/ab/${set}_r$r.txt $R/ab/${set}_r${r}_32.txt | awk '{printf "%s%s=%.1f ", $2 == "f32" ? "f32:" : "", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h WRONG $R/ab/*.txt | head -3
M=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,launch__grid_size
for set in o 3w; do
  TCGEMM_COPY=$set timeout 50 ncu --clock-control none --metrics $M -k regex:'repack' --launch-skip 2 --launch-count 2 $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --reps 3 --warmup 2 --no-check > $R/ncu_$set.txt 2>&1
  echo "== $set rc=$?"; grep -E "^  [a-zA-Z_<].*\(|duration|dram__|grid_size" $R/ncu_$set.txt | cut -c1-110 | head -14
done
TCGEMM_COPY=3w timeout 150 stdbuf -oL /tmp/s/q/b90/tests/test_gemm_gpu hgemm_repack sgemm_repack > $R/tests_3w.log 2>&1
echo "tests rc=$?"; tail -4 $R/tests_3w.log
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
