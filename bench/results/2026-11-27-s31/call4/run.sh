#!/usr/bin/env bash
# session 31, device call 4 (H100): h = 3871314's bench; w = the kept form of call 3's change:
# spread unaligned loads on the 64 x 256 stream-K row only, ragged tiles clamped in its unaligned
# instance only (the aligned instances as at h); x = w with the aligned instances' k-loops also
# clamped on ragged tiles, interior tiles through the same clamped loop (-DTCGEMM_EXP_CLAMP_ALIGNED=1,
# not kept unless it measures faster). h, w, x alternated twice on call 2's shapes (stream-K rows,
# AUTO), then AUTO on the irregular fp32 suite and neighbours once each, sgemm_repack on the
# small misaligned shapes; then w's GPU tests of the fp32 rows and AUTO fp32, memcheck over the
# 64 x 256 row's.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S=4096x4096x4096,4096x4096x4096+4,4096x4096x4096+1,4092x4096x4096,4095x4096x4096+1,4096x4092x4096,4096x4095x4096,4095x4095x4095,4097x4097x4097,8192x8192x8192,2048x2048x2048,128x8192x4096,127x8192x4096,127x8191x4093,1024x1024x1024,1000x1000x1000,1021x1021x1021,1024x1024x1024+1,3000x3000x3000,2040x2040x2040
for round in 1 2; do for b in h w x; do
  timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,auto --shapes $S --csv $R/edges_${b}_$round.csv > $R/edges_${b}_$round.txt 2>&1; echo "edges $b $round rc=$?"
done; done
N=1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
for b in h w x; do
  timeout 150 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto --suite irregular --shapes $N --csv $R/irregular_$b.csv > $R/irregular_$b.txt 2>&1; echo "irregular $b rc=$?"
done
timeout 60 /tmp/s/w/b90/bench/tcgemm-bench --dtype f32 --variants sgemm_repack,auto --shapes 1021x1021x1021,1000x1000x1000+1,1024x1024x1024+1,2039x2039x2039,4097x4097x4097 --csv $R/repack_w.csv > $R/repack_w.txt 2>&1; echo "repack rc=$?"
T=/tmp/s/w/b90/tests/test_gemm_gpu
pids=""
for v in sgemm_warptile_streamk sgemm_warptile_streamk_64x256 sgemm_warptile_streamk_256x32 sgemm_warptile_streamk_48x256 sgemm_splitk_64x32 sgemm_warptile sgemm_warptile_nbc sgemm_vectorized sgemm_repack auto_f32; do
  timeout 280 stdbuf -oL $T $v > $R/tests_$v.txt 2>&1 &
  pids="$pids $!"
done
timeout 280 compute-sanitizer --tool memcheck $T sgemm_warptile_streamk_64x256 > $R/memcheck_64x256.txt 2>&1 &
pids="$pids $!"
for p in $pids; do wait $p; echo "test rc=$?"; done
grep -h "gpu tests:\|ERROR SUMMARY" $R/tests_*.txt $R/memcheck*.txt | tail -16
grep -h "^FAIL" $R/tests_*.txt | head -10
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
