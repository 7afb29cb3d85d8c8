#!/usr/bin/env bash
# session 35, device call 1 (H100): i = c0fb994 (the kernels of f03e5aa) against p = i plus
# sgemm_peel (the twenty-ninth session's fp32 peel, registered again: AUTO may run a call a few
# rows or columns past a multiple of 64 as the multiple plus thin strips, also inside the
# repack). fp32 AUTO on the calls whose pick the host probe moved, with controls, alternated
# twice; p's peel and repack rows beside them; then p's GPU tests of sgemm_peel and AUTO fp32.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35ip.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
NN=4097x4097x4097,4096x4096x4096,4097x257x6151,4104x264x6152,1025x1025x1025,1024x1024x1024,1537x1537x1537,1536x1536x1536,2049x2049x2049,3001x4099x1999,4104x4104x4104,3072x7435x1024,5124x700x2048,5124x9124x2560
TN=4097x4097x4097,4097x257x6151,35x8457x4096,5124x700x2048
NT=777x555x333,3072x7435x1024,4097x257x6151
for r in 1 2; do
  for b in i p; do
    B=/tmp/s/$b/b90/bench/tcgemm-bench
    V=auto; [ $b = p ] && [ $r = 1 ] && V=auto,sgemm_peel,sgemm_repack
    timeout 150 $B --dtype f32 --variants $V --shapes $NN --reps 10 --warmup 3 --csv $R/${b}_NN_r$r.csv > $R/${b}_NN_r$r.txt 2>&1; echo "$b NN r$r rc=$?"
    timeout 60 $B --dtype f32 --variants $V --trans TN --shapes $TN --reps 10 --warmup 3 --csv $R/${b}_TN_r$r.csv > $R/${b}_TN_r$r.txt 2>&1; echo "$b TN r$r rc=$?"
    timeout 60 $B --dtype f32 --variants $V --trans NT --shapes $NT --reps 10 --warmup 3 --csv $R/${b}_NT_r$r.csv > $R/${b}_NT_r$r.txt 2>&1; echo "$b NT r$r rc=$?"
  done
done
pids=""
for v in sgemm_peel auto_f32; do
  timeout 250 stdbuf -oL /tmp/s/p/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|passed" $R/tests_*.txt | tail -6; grep -h "^FAIL" $R/tests_*.txt | head -5
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
