#!/usr/bin/env bash
# session 9, device call 4 (commit 1a8a754): compute-sanitizer over the TMA ring's shapes, DeepBench and llm phases, the skinny shapes, ncu on the TMA ring
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r9; mkdir -p $R
SAN=16x1000x4096,5x4096x4104,3x4100x264@8,8x704x30000,48x129x300,33x40x1000+8,1x4100x1000
for tool in memcheck racecheck synccheck; do
  for o in row; do
    echo "== $tool $o" >> $R/sanitize.txt
    timeout 50 compute-sanitizer --tool $tool --error-exitcode 1 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $SAN --order $o --trans NT --reps 1 --warmup 0 --max-run-s 5 >> $R/sanitize.txt 2>&1
    echo "rc=$?" >> $R/sanitize.txt
  done
done
grep -E "^==|^rc|ERROR SUMMARY|RACECHECK SUMMARY" $R/sanitize.txt
timeout 90 $B/bench/tcgemm-bench --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
timeout 45 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite llm --trans NN --csv $R/llm_nn.csv > $R/llm_nn.txt 2>&1
timeout 45 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite llm --trans NT --csv $R/llm_nt.csv > $R/llm_nt.txt 2>&1
D=1x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096,4096x16x4096,16x14336x4096
K=1024x16x500000,512x8x500000,16x1024x500000,512x1x500000,1024x4x500000
for tr in NN NT; do
  timeout 35 $B/bench/tcgemm-bench --dtype both --variants hgemm_skinny,sgemm_skinny,auto --shapes $D --trans $tr --csv $R/decode_$tr.csv > $R/decode_$tr.txt 2>&1
done
timeout 50 $B/bench/tcgemm-bench --dtype both --variants hgemm_skinny,sgemm_skinny,auto --shapes $K --csv $R/deepk.csv > $R/deepk.txt 2>&1
grep -hE "^(hgemm|sgemm)_skinny" $R/decode_*.txt $R/deepk.txt | cut -c1-130
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
for shape in 1x4096x4096 1024x16x500000; do
  echo "== ncu hgemm_skinny $shape" >> $R/ncu_ring.txt
  timeout 40 $NCU --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats -k regex:stream_kernel -c 1 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_skinny --shapes $shape --reps 1 --warmup 0 --no-check >> $R/ncu_ring.txt 2>&1
done
grep -E "^==|Duration|DRAM Throughput|Memory Throughput|Warp Cycles Per Issued|Elapsed Cycles|SM Frequency" $R/ncu_ring.txt | head -30
cd $OUT && tar -czf r9.tgz r9 && rm -rf r9
