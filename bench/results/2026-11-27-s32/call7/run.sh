#!/usr/bin/env bash
# session 32, device call 7 (H100): ncu (clock locked) on two questions, call 5's binaries.
# 1. Rows off a 128-byte line: hgemm_wgmma_128x128 and the cluster row at 2040^3 with ld 2040 and
#    2048: time, L2 requests and sectors from the copy engine, L2 and DRAM throughput.
# 2. The 64 x 64 row's k split (f = 1f13dec) against whole tiles (h = da69c3c) at 1024 x 64 x 8192:
#    time, active cycles per SM (average and most), DRAM read.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c5.txz -C /tmp/s
R=$OUT/c7; mkdir -p $R
M=gpu__time_duration.sum,sm__cycles_active.avg,sm__cycles_active.max,lts__t_requests_srcunit_tex.sum,lts__t_sectors_srcunit_tex.sum,lts__t_sectors_srcunit_tex_lookup_miss.sum,lts__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes_read.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active
A="--dtype f16 --warmup 0 --reps 1 --no-check"
run() { # name binary bench-args
  timeout 60 ncu --metrics $M --kernel-name regex:hgemm_wgmma --launch-count 1 --csv $2 $A $3 > $R/$1.csv 2> $R/$1.err; echo "$1 rc=$?"
}
run pitch_128x128_2040 /tmp/s/f/b90/bench/tcgemm-bench "--variants hgemm_wgmma_128x128 --shapes 2040x2040x2040"
run pitch_128x128_2048 /tmp/s/f/b90/bench/tcgemm-bench "--variants hgemm_wgmma_128x128 --shapes 2040x2040x2040+8"
run pitch_c2_2040 /tmp/s/f/b90/bench/tcgemm-bench "--variants hgemm_wgmma_128x256_c2 --shapes 2040x2040x2040"
run pitch_c2_2048 /tmp/s/f/b90/bench/tcgemm-bench "--variants hgemm_wgmma_128x256_c2 --shapes 2040x2040x2040+8"
run split_f /tmp/s/f/b90/bench/tcgemm-bench "--variants hgemm_wgmma_64x64 --shapes 1024x64x8192"
run split_h /tmp/s/h/b90/bench/tcgemm-bench "--variants hgemm_wgmma_64x64 --shapes 1024x64x8192"
for f in $R/*.csv; do echo "== $(basename $f)"; grep -E '"(gpu__time|sm__cycles|lts__|dram__|sm__pipe)' $f | awk -F'","' '{print $(NF-2), $NF}' | tr -d '"'; done
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
