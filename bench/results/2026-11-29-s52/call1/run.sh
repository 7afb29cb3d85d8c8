#!/usr/bin/env bash
# session 52, device calls 1 and 2 (H200), one build each (two builds' binaries exceed what a call
# carries): call 1 `s52base` = e25f287 (library code as accc264), call 2 `s52hint` = the same with
# (a) a suspend-time hint (0x989680 ns) on every mbarrier try_wait and (b) the flat GEMV's fp32
# rule for fp16 too (loads fenced from the products, U = 8 on rows of 64 chunks or more).
# (a): do our 4096^3 kernel's 1.7x cuBLAS's instructions come from barrier polling, and does
# polling less lower the power at the cap enough to move issue 12's alone ratio? ncu counts
# (instructions, cycles, SASS source counters) of the cluster row at 4096^3 NN; issue 12's alone
# timing (AUTO, then cuBLAS, blocks of their own) at 4096^3 and 8192^3, NN and TN, twice.
# (b): on the H200 fp32 512 x 1 x 500000 reads W at 4.43 TB/s, fp16 at 4.03 (bench/results/
# 2026-11-29-s51/call9). The flat branch waits on no barrier, so its calls see (b) alone:
# DeepBench's fp16 one-column calls and decode NT, AUTO against cuBLAS, twice.
# Usage: run.sh BUILD (s52base | s52hint); the archive .devcarry/BUILD.txz.
set -u
b=$1
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/$b.txz -C /tmp/s
R=$OUT/$b; rm -rf $R; mkdir -p $R
B=/tmp/s/$b/b90/bench/tcgemm-bench
M=gpu__time_duration.sum,lts__t_bytes.sum,smsp__inst_executed.sum,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__cycles_elapsed.avg,smsp__thread_inst_executed.sum
timeout 100 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/ncu.txt 2>&1; echo "ncu rc=$?"
grep -h "inst_executed\|cycles_elapsed\|duration\|hmma" $R/ncu.txt
timeout 150 ncu --section SourceCounters -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 -o $R/src $B --dtype f16 --variants hgemm_wgmma_128x256_c2 --shapes 4096x4096x4096 --trans NN --reps 3 --warmup 2 --no-check > $R/src.log 2>&1; echo "src rc=$?"
timeout 60 ncu -i $R/src.ncu-rep --page source --csv --print-source sass > $R/sass.csv 2> $R/sass.err; echo "sass rc=$? lines $(wc -l < $R/sass.csv)"
head -c 400 $R/sass.csv; echo
for r in 1 2; do for t in NN TN; do
  $B --dtype f16 --variants auto --shapes 4096x4096x4096,8192x8192x8192 --trans $t --alone --heat 2 --csv $R/alone_${t}_r$r.csv > $R/alone_${t}_r$r.txt 2>&1; echo "alone $t r$r rc=$?"
  grep -h "^auto" $R/alone_${t}_r$r.txt | awk -v b=$b '{print b, $3, $5, $6, $7, $8, $9}'
  grep -h "phase\|power" $R/alone_${t}_r$r.txt | tail -2
done; done
G=7680x1x2560,512x1x500000,64x1x1216,3072x1x1024,1000x1x100000
D=1x4096x4096,1x11008x4096,1x14336x4096,1x4096x14336
for r in 1 2; do
  $B --dtype f16 --variants auto --shapes $G --trans NN --csv $R/gemv_r$r.csv > $R/gemv_r$r.txt 2>&1; echo "gemv r$r rc=$?"
  $B --dtype f16 --variants auto --shapes $D --trans NT --csv $R/dec_r$r.csv > $R/dec_r$r.txt 2>&1; echo "dec r$r rc=$?"
  grep -h "^auto" $R/gemv_r$r.txt $R/dec_r$r.txt | awk -v b=$b '{print b, $3, $5, $6, $8, $9, $11}'
done
rm -f $R/src.ncu-rep
cd $OUT && tar -czf $b.tgz $b && rm -rf $b
