#!/usr/bin/env bash
# session 19, device call 1: the inline copy (the repack's copy done by the Hopper rows' idle
# producer warps). GPU tests of hgemm_repack and AUTO fp16 (both copy paths), memcheck over the
# repack's tests, then the irregular suite and its aligned neighbours, old (f136199) and new
# binaries alternated twice.
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
B=/tmp/c/b90
R=$OUT/c1; mkdir -p $R
t0=$(date +%s)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader > $R/env.txt
timeout 240 $B/tests/test_gemm_gpu hgemm_repack auto_f16 > $R/tests.txt 2>&1
echo "tests rc $? at $(( $(date +%s) - t0 )) s"; tail -15 $R/tests.txt
S=4095x4095x4095,4097x4097x4097,4096x4096x4096+1,4096x4096x4096@1,1021x1021x1021,2039x2039x2039,127x8191x4093,8191x8191x8191,3001x4099x1999,4096x4096x4096,1024x1024x1024,2040x2040x2040,128x8192x4096
for r in 1 2; do
  for w in old new; do
    bin=$B/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 60 $bin --dtype f16 --variants auto --shapes $S --csv $R/$w$r.csv > $R/$w$r.txt 2>&1
    echo "$w $r rc $? at $(( $(date +%s) - t0 )) s"
  done
done
grep -E "^auto" $R/old1.txt | head -3
timeout 150 compute-sanitizer --tool memcheck $B/tests/test_gemm_gpu hgemm_repack > $R/memcheck.txt 2>&1
echo "memcheck rc $? at $(( $(date +%s) - t0 )) s"; tail -4 $R/memcheck.txt
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
