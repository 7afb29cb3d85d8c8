#!/usr/bin/env bash
# session 53, device call 6 (H200). The tree of 27379da (+ this session's result scripts) with no
# build folder: the README's bench command (scripts/bench.sh) configures and builds for the
# machine's GPU and runs AUTO at 4096^3.
set -u
R=$OUT/c6; rm -rf $R; mkdir -p $R
ls -d build 2>/dev/null && echo "a build folder was there"
start=$(date +%s)
timeout 290 bash scripts/bench.sh --variants auto --sizes 4096 > $R/bench.txt 2> $R/bench.err; echo "bench.sh rc=$? in $(( $(date +%s) - start )) s"
tail -5 $R/bench.txt; tail -3 $R/bench.err
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
