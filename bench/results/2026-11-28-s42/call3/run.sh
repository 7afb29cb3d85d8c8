#!/usr/bin/env bash
# session 42, device call 3 (H200): build h (44f1caf's kernels) against build f (call3/fuse2.patch:
# B's repack copy done inside the Hopper kernel, beside the wgmmas, its copier loop two steps at a
# time with no divisions; TCGEMM_NO_FUSE=1 launches the copy kernel first as before), alternated twice, AUTO fp16 NN on the `irregular` calls and their
# aligned neighbours; then f's GPU tests of the Hopper rows, the repack and AUTO fp16, with
# compute-sanitizer memcheck, racecheck and synccheck on a fused call beside them.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/h /tmp/s/f && tar -xJf .devcarry/s41h.txz -C /tmp/s/h && tar -xJf .devcarry/s42b.txz -C /tmp/s/f
R=$OUT/c3; mkdir -p $R/ab $R/tests $R/san
S=4095x4095x4095,4093x4093x4093,4096x4096x4096+1,4096x4096x4096+3,4097x4097x4097,2039x2039x2039,1021x1021x1021,3001x4099x1999,127x8191x4093,4097x257x6151,8191x8191x8191,4096x4096x4096,2040x2040x2040,1024x1024x1024
run() { timeout 60 env $2 /tmp/s/$1/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/$3.csv > $R/ab/$3.txt 2>&1; }
for r in 1 2; do
  run h X=0 h_r$r; run f TCGEMM_NO_FUSE=1 f0_r$r; run f X=0 f1_r$r
done
for c in h f0 f1; do for r in 1 2; do echo "$c r$r $(grep '^auto' $R/ab/${c}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h "WRONG\|error" $R/ab/*.txt | head -5
B=/tmp/s/f/q/b90/bench/tcgemm-bench
mkdir -p $R/ncu
for c in X=0 TCGEMM_NO_FUSE=1; do
  timeout 90 env $c ncu --kernel-name regex:hgemm_wgmma --launch-count 1 --metrics gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,sm__throughput.avg.pct_of_peak_sustained_elapsed,smsp__inst_executed.sum $B --dtype f16 --variants auto --shapes 4096x4096x4096+1 --warmup 0 --reps 1 --no-check > $R/ncu/${c%%=*}.txt 2>&1
  grep -E "gpu__time|dram__|sm__thr|inst_exec" $R/ncu/${c%%=*}.txt
done
for tool in memcheck racecheck synccheck; do
  timeout 120 compute-sanitizer --tool $tool --error-exitcode 1 $B --dtype f16 --variants auto --shapes 1021x1021x1021,2039x2039x2039+1 --warmup 0 --reps 1 > $R/san/$tool.log 2>&1
  echo "$tool rc=$?" >> $R/san/summary.txt
done &
T=/tmp/s/f/q/b90/tests/test_gemm_gpu
for v in hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x128 hgemm_wgmma_128x256_c2_sk hgemm_wgmma_64x64 hgemm_repack auto_f16_main auto_f16_bare; do
  timeout 170 stdbuf -oL $T $v > $R/tests/$v.log 2>&1 &
done
wait
cat $R/san/summary.txt; tail -4 $R/san/*.log
for f in $R/tests/*.log; do echo "$(basename $f): $(grep -E "passed|FAIL" $f | tail -2 | tr '\n' ' ')"; done
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
