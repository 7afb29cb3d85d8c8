#!/usr/bin/env bash
# session 24, device call 11 (H100): issue 12's remaining phases with the bench of call 8 (Hopper
# kernels of these shapes as ab64224): the llm suite and 2048^3 (AUTO, fp16, after 2 s of heat),
# then call 10's interleaved and alone phases at 4096^3 and 8192^3 once more.
set -u
mkdir -p /tmp/s && tar -xJf .devcarry/c8.txz -C /tmp/s
B=/tmp/s/c8/tcgemm-bench
R=$OUT/c11; mkdir -p $R; nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
$B --dtype f16 --variants auto --suite llm --sizes 2048 --heat 2 --csv $R/llm.csv > $R/llm.txt 2>&1
for t in NN TN; do
  $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --heat 2 --csv $R/square_$t.csv > $R/square_$t.txt 2>&1
  $B --dtype f16 --variants auto --sizes 4096,8192 --trans $t --alone --cycles 8 --heat 2 --reps 12000 --warmup 500 --csv $R/alone_$t.csv > $R/alone_$t.txt 2>&1
done
grep -hE "^auto" $R/llm.txt $R/square_*.txt $R/alone_*.txt | awk '{print $3,$5,$6,$9}'
cd $OUT && tar -czf c11.tgz c11 && rm -rf c11
