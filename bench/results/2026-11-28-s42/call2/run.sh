#!/usr/bin/env bash
# session 42, device call 2 (H200): build h (44f1caf's kernels) against build f (call2/fuse.patch:
# B's repack copy done inside the Hopper kernel, beside the wgmmas; TCGEMM_NO_FUSE=1 launches the
# copy kernel first as before), alternated twice, AUTO fp16 NN on the `irregular` calls and their
# aligned neighbours; then f's GPU tests of the Hopper rows, the repack and AUTO fp16, with
# compute-sanitizer memcheck, racecheck and synccheck on a fused call beside them.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s/h /tmp/s/f && tar -xJf .devcarry/s41h.txz -C /tmp/s/h && tar -xJf .devcarry/s42a.txz -C /tmp/s/f
R=$OUT/c2; mkdir -p $R/ab $R/tests $R/san
S=4095x4095x4095,4093x4093x4093,4096x4096x4096+1,4096x4096x4096+3,4097x4097x4097,2039x2039x2039,1021x1021x1021,3001x4099x1999,127x8191x4093,4097x257x6151,8191x8191x8191,4096x4096x4096,2040x2040x2040,1024x1024x1024
run() { timeout 60 env $2 /tmp/s/$1/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S --csv $R/ab/$3.csv > $R/ab/$3.txt 2>&1; }
for r in 1 2; do
  run h X=0 h_r$r; run f TCGEMM_NO_FUSE=1 f0_r$r; run f X=0 f1_r$r
done
for c in h f0 f1; do for r in 1 2; do echo "$c r$r $(grep '^auto' $R/ab/${c}_r$r.txt | awk '{printf "%s=%.1f ", $3, $6*1000}')"; done; done | tee $R/ab/summary.txt
grep -h "WRONG\|error" $R/ab/*.txt | head -5
B=/tmp/s/f/q/b90/bench/tcgemm-bench
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
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
