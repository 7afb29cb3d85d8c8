#!/usr/bin/env bash
# session 52, device call 10 (H200). The tree of d2ca842 with no build folder: the README's bench
# command (scripts/bench.sh) configures and builds for the machine's GPU with the CMake unchanged since 02c7b28
# and runs AUTO at 4096^3.
set -u
R=$OUT/c10; rm -rf $R; mkdir -p $R
start=$(date +%s)
timeout 190 bash scripts/bench.sh --variants auto --sizes 4096 > $R/bench.txt 2> $R/bench.err; echo "bench.sh rc=$? in $(( $(date +%s) - start )) s"
tail -5 $R/bench.txt; tail -3 $R/bench.err
cd $OUT && tar -czf c10.tgz c10 && rm -rf c10
