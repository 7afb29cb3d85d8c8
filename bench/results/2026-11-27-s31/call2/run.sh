#!/usr/bin/env bash
# session 31, device call 2 (H100): where the fp32 stream-K rows lose on ragged, misaligned calls.
# 3871314's bench (call 1's binaries). One bench run of the 128 x 256 and 64 x 256 stream-K rows
# on shapes that separate the edges (m, n, k ragged) from the misaligned rows (+1), then ncu's
# per-SM active cycles (min / avg / max: the stream-K schedule's balance) and stall reasons on four.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c1.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/h/b90/bench/tcgemm-bench
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
S=4096x4096x4096,4096x4096x4096+4,4096x4096x4096+1,4092x4096x4096,4095x4096x4096+1,4096x4092x4096,4096x4095x4096,4096x4096x4092,4095x4095x4095,4095x4095x4095+1,4097x4097x4097,128x8192x4096,127x8192x4096,128x8191x4096,127x8191x4093,1024x1024x1024,1000x1000x1000,1021x1021x1021,1024x1024x1024+1
timeout 200 $B --dtype f32 --variants sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,auto --shapes $S --csv $R/edges.csv > $R/edges.txt 2>&1; echo "bench rc=$?"
M=sm__cycles_active.max,sm__cycles_active.min,sm__cycles_active.avg,gpc__cycles_elapsed.max,smsp__inst_executed.sum,smsp__inst_executed_pipe_fma.sum
for s in 4096x4096x4096+1 4095x4095x4095 4095x4095x4095+1 127x8191x4093 128x8192x4096; do
  timeout 60 ncu --metrics $M --section WarpStateStats -k regex:sgemm_warptile_streamk --launch-skip 2 --launch-count 1 \
    $B --dtype f32 --variants sgemm_warptile_streamk --shapes $s --warmup 1 --reps 2 --no-check > $R/ncu_$s.txt 2>&1; echo "ncu $s rc=$?"
done
grep -h "sgemm\|auto" $R/edges.txt | grep -v "^\[" | head -80
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
