#!/usr/bin/env bash
# session 29, device call 1 (H100), binaries of a84060e (the kernels of 12c4ec2): where the
# irregular shapes lose. fp32: AUTO against the repack and the stream-K rows, ncu (full) on the
# 64 x 256 stream-K row at 1021^3 (unaligned instance) and 1000^3 (aligned). fp16: each kernel's
# time (ncu) of AUTO at 4095^3, 4096^3 + 1 and @ 1, full sections on the wgmma kernel of two.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/a.txz -C /tmp/s
B=/tmp/s/b90/bench/tcgemm-bench
R=$OUT/c1; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V=auto,sgemm_repack,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_splitk_64x32
timeout 200 $B --dtype f32 --variants $V --reps 10 --warmup 3 --shapes 1021x1021x1021,1000x1000x1000,1024x1024x1024,4097x4097x4097,4095x4095x4095,4093x4093x4093,4096x4096x4096,127x8191x4093,128x8192x4096 --csv $R/f32rows.csv > $R/f32rows.txt 2>&1; echo "f32rows rc=$?"
for s in 1021x1021x1021 1000x1000x1000; do
  timeout 90 ncu --kernel-name regex:streamk -c 1 --set full $B --dtype f32 --variants sgemm_warptile_streamk_64x256 --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu32_$s.txt 2>&1; echo "ncu32 $s rc=$?"
done
M=gpu__time_duration.sum,sm__cycles_elapsed.max,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_sectors_op_write.sum
for s in 4095x4095x4095 4096x4096x4096+1 4096x4096x4096@1 4093x4093x4093 4096x4096x4096; do
  timeout 90 ncu --kernel-name regex:"repack|wgmma" --metrics $M $B --dtype f16 --variants auto --shapes $s --warmup 1 --reps 1 --no-check > $R/ncu16_t_$s.txt 2>&1; echo "ncu16 t $s rc=$?"
done
for s in 4095x4095x4095 4096x4096x4096+1; do
  timeout 120 ncu --kernel-name regex:wgmma -c 1 --set full $B --dtype f16 --variants auto --shapes $s --warmup 0 --reps 1 --no-check > $R/ncu16_full_$s.txt 2>&1; echo "ncu16 full $s rc=$?"
done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
