#!/usr/bin/env bash
# session 42, device call 5 (H200): build h (44f1caf's kernels) against build f (call5/fuse4.patch:
# B's repack copy inside the Hopper kernel, its copier steps four 32-chunk runs wide with 32-bit
# bounds, one compare a chunk; TCGEMM_NO_FUSE=1, read once, launches the copy kernel first as
# before, the inner variant chosen after the copy's launch as before), alternated twice, AUTO
# fp16 NN on the `irregular` calls and their aligned neighbours; ncu of 4096^3 + 1's fused kernel;
# compute-sanitizer memcheck, racecheck and synccheck on two fused calls.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/h /tmp/s/f && tar -xJf .devcarry/s41h.txz -C /tmp/s/h && tar -xJf .devcarry/s42d.txz -C /tmp/s/f
R=$OUT/c5; mkdir -p $R/ab $R/san $R/ncu
S=4095x4095x4095,4093x4093x4093,4096x4096x4096+1,4096x4096x4096+3,4097x4097x4097,2039x2039x2039,1021x1021x1021,3001x4099x1999,127x8191x4093,4097x257x6151,8191x8191x8191,4096x4096x4096,2040x2040x2040,1024x1024x1024
run() { timeout 60 env $2 /tmp/s/$1/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/$3.csv > $R/ab/$3.txt 2>&1; }
for r in 1 2; do
  run h X=0 h_r$r; run f TCGEMM_NO_FUSE=1 f0_r$r; run f X=0 f1_r$r
done
for c in h f0 f1; do for r in 1 2; do echo "$c r$r $(grep '^auto' $R/ab/${c}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h "WRONG\|error" $R/ab/*.txt | head -5
B=/tmp/s/f/q/b90/bench/tcgemm-bench
for c in X=0; do
  timeout 90 env $c ncu --kernel-name regex:hgemm_wgmma --launch-count 1 --metrics gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --warmup 0 --reps 1 --no-check > $R/ncu/${c%%=*}.txt 2>&1
  grep -E "gpu__time|dram__|sm__thr|inst_exec" $R/ncu/${c%%=*}.txt
done
for tool in memcheck racecheck synccheck; do
  timeout 100 compute-sanitizer --tool $tool --error-exitcode 1 $B --dtype f16 --variants auto --shapes 1021x1021x1021,2039x2039x2039+1 --warmup 0 --reps 1 > $R/san/$tool.log 2>&1
  echo "$tool rc=$?" | tee -a $R/san/summary.txt
done
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
