#!/usr/bin/env bash
# session 28, device call 4 (H100): 17ac4bb (f) against 0500557 (old): AUTO on fp32 DeepBench and
# on the shapes whose fp32 pick the new model changes, beside the rows it chooses among; the fp32
# irregular suite with its aligned neighbours (issue 14's table).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/c4.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V=sgemm_warptile,sgemm_warptile_nbc,sgemm_warptile_streamk,sgemm_warptile_streamk_64x256,sgemm_warptile_streamk_48x256,sgemm_warptile_streamk_256x32,sgemm_splitk_64x32,auto
S=1000x1000x1000,1021x1021x1021,1024x1024x1024,768x768x768,500x600x700,7680x5481x2560,8448x6000x2816
for r in 1 2; do
  for b in old f; do
    B=/tmp/s/$b/bench/tcgemm-bench
    stdbuf -oL $B --dtype f32 --variants auto --suite deepbench --reps 10 --warmup 3 --csv $R/${b}_deep_r$r.csv > $R/${b}_deep_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants $V --shapes $S --reps 10 --warmup 3 --csv $R/${b}_pick_r$r.csv > $R/${b}_pick_r$r.txt 2>&1
    stdbuf -oL $B --dtype f32 --variants $V --shapes 1024x700x512 --trans NT --reps 10 --warmup 3 --csv $R/${b}_NT_r$r.csv > $R/${b}_NT_r$r.txt 2>&1
  done
done
for b in old f; do
  B=/tmp/s/$b/bench/tcgemm-bench
  stdbuf -oL $B --dtype f32 --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,3008x3008x3008,4096x4096x4096,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --reps 10 --warmup 3 --csv $R/${b}_irr32.csv > $R/${b}_irr32.txt 2>&1
done
stdbuf -oL /tmp/s/f/bench/tcgemm-bench --dtype f32 --variants sgemm_warptile_nbc,sgemm_warptile_streamk,auto --shapes 12288x12288x12288 --reps 3 --warmup 1 > $R/f_12288.txt 2>&1
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
