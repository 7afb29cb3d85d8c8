#!/usr/bin/env bash
# session 16, device call 7: the 256 x 32 stream-K tile at two blocks an SM (128 registers a
# thread, 16 warps an SM; the workspace's flags two per SM; not committed: `b90p/`) against one
# (`b90/`, 8884f7a), alternating binaries on the same machine; the probe's GPU tests for the rows
# whose workspace layout moved (stream-K, skinny, AUTO fp32)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
R=$OUT/c7; mkdir -p $R
t0=$(date +%s)
for v in sgemm_warptile_streamk_256x32 sgemm_warptile_streamk sgemm_skinny hgemm_skinny auto_f32; do
  timeout 300 stdbuf -oL /tmp/c/b90p/tests/test_gemm_gpu $v > $R/tests_$v.txt 2>&1 &
done
wait
echo "tests done at $(( $(date +%s) - t0 )) s"; grep -hE "gpu tests:|FAIL" $R/tests_*.txt | head -20
S=6144x32x2048,4096x32x4096,7680x32x2560,2560x64x2560,8192x64x4096,1760x16x1760,4096x16x4096,4096x4096x4096
for i in 1 2; do
  for b in b90 b90p; do
    timeout 100 /tmp/c/$b/bench/tcgemm-bench --dtype f32 --variants sgemm_warptile_streamk_256x32,auto --reps 30 --shapes $S --csv $R/${b}_$i.csv > $R/${b}_$i.txt 2>&1
    echo "$b run $i rc $? at $(( $(date +%s) - t0 )) s"
  done
done
grep -E "^(sgemm|auto)" $R/b90*_*.txt | awk '{printf "%-50s %-16s %s %s %s\n",$1,$3,$6,$7,$9}'
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
