#!/usr/bin/env bash
# session 16, device call 6 (binaries of 8884f7a; later commits change comments and docs only):
# compute-sanitizer memcheck over the fp32 stream-K rows' unaligned instances (the bench on
# misaligned shapes, one launch each), and ncu on the few-row/few-column tiles where they keep
# least of their rate (256 x 32 at fp32 6144 x 32 x 2048, 48 x 256 at 35 x 8457 x 4096)
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c6; mkdir -p $R
t0=$(date +%s)
V=sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32
timeout 200 compute-sanitizer --tool memcheck $B/bench/tcgemm-bench --dtype f32 --variants $V --warmup 0 --reps 1 --shapes 127x8191x4093,35x8457x4096+1,1021x1021x1021@3,300x200x100+3,37x300x1000@1 > $R/memcheck.txt 2>&1
echo "memcheck rc $? at $(( $(date +%s) - t0 )) s"; grep -E "ERROR SUMMARY|results:" $R/memcheck.txt
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for vs in sgemm_warptile_streamk_256x32:6144x32x2048 sgemm_warptile_streamk_48x256:35x8457x4096 sgemm_warptile_streamk_48x256:4096x4096x4096; do
  v=${vs%%:*}; s=${vs#*:}
  timeout 120 $NCU --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section Occupancy --section LaunchStats --kernel-name regex:sgemm_warptile_streamk --launch-count 1 $B/bench/tcgemm-bench --dtype f32 --variants $v --shapes $s --warmup 0 --reps 1 --no-check > $R/ncu_${v}_$s.txt 2>&1
  echo "ncu $v $s rc $? at $(( $(date +%s) - t0 )) s"
done
grep -hE "Duration|SM Frequency|Compute \(SM\) Throughput|Memory Throughput|Issued Warp|Warp Cycles Per Issued|No Eligible|Achieved Occupancy|Registers Per|Grid Size" $R/ncu_*.txt
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
