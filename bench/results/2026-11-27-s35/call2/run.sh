#!/usr/bin/env bash
# session 35, device call 2 (H100): i = c0fb994 against q = 83288f4 (sgemm_peel with a strip
# charge and a 1% margin in its estimate, strips never peeled again; AUTO's choices remembered per
# thread, the nested ones of the repack and the peel included). fp32 AUTO on the irregular suite
# with the aligned neighbours and on the calls whose pick call 1 moved, alternated twice; q's peel
# and repack rows beside AUTO once (explicit rows now pay the same host time); then q's GPU tests
# of sgemm_peel (the whole suite runs in a call of its own).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s35iq.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
NB=1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
NN=1025x1025x1025,1537x1537x1537,1536x1536x1536,2049x2049x2049,3072x7435x1024,5124x700x2048,5124x9124x2560,777x555x333
TN=4097x4097x4097,4097x257x6151,35x8457x4096,5124x700x2048
NT=777x555x333,3072x7435x1024,4097x257x6151
for r in 1 2; do
  for b in i q; do
    B=/tmp/s/$b/b90/bench/tcgemm-bench
    timeout 120 $B --dtype f32 --variants auto --suite irregular --shapes $NB --csv $R/${b}_irr_r$r.csv > $R/${b}_irr_r$r.txt 2>&1; echo "$b irr r$r rc=$?"
    timeout 60 $B --dtype f32 --variants auto --shapes $NN --reps 10 --warmup 3 --csv $R/${b}_NN_r$r.csv > $R/${b}_NN_r$r.txt 2>&1; echo "$b NN r$r rc=$?"
    timeout 60 $B --dtype f32 --variants auto --trans TN --shapes $TN --reps 10 --warmup 3 --csv $R/${b}_TN_r$r.csv > $R/${b}_TN_r$r.txt 2>&1; echo "$b TN r$r rc=$?"
    timeout 40 $B --dtype f32 --variants auto --trans NT --shapes $NT --reps 10 --warmup 3 --csv $R/${b}_NT_r$r.csv > $R/${b}_NT_r$r.txt 2>&1; echo "$b NT r$r rc=$?"
  done
done
timeout 60 /tmp/s/q/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_peel,sgemm_repack --shapes 1025x1025x1025,1537x1537x1537,2049x2049x2049,4097x257x6151,4104x264x6152,4097x4097x4097 --reps 10 --warmup 3 --csv $R/q_rows.csv > $R/q_rows.txt 2>&1; echo "q rows rc=$?"
pids=""
for v in sgemm_peel; do
  timeout 150 stdbuf -oL /tmp/s/q/b90/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|passed" $R/tests_*.txt | tail -6; grep -h "^FAIL" $R/tests_*.txt | head -5
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
