#!/usr/bin/env bash
# session 9, device call 6 (commit eb42e82): the default bench through scripts/gpu_suite.sh --prebuilt --no-tests (README), then the llm (NN, NT) and DeepBench phases
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/r11; mkdir -p $R
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=eb42e82 timeout 200 scripts/gpu_suite.sh --prebuilt --no-tests > $R/suite.txt 2>&1
grep -E "during the bench|results:" $R/suite.txt | tail -3
timeout 90 $B/bench/tcgemm-bench --dtype both --variants auto --suite deepbench --csv $R/deepbench.csv > $R/deepbench.txt 2>&1
timeout 45 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite llm --trans NN --csv $R/llm_nn.csv > $R/llm_nn.txt 2>&1
timeout 45 $B/bench/tcgemm-bench --dtype f16 --variants auto --suite llm --trans NT --csv $R/llm_nt.csv > $R/llm_nt.txt 2>&1
tail -n 2 $R/deepbench.txt $R/llm_nn.txt
cd $OUT && tar -czf r11.tgz r11 && rm -rf r11
