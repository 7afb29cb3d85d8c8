#!/usr/bin/env bash
# session 50, device call 10 (H200), the tree of 59cad7d with no build folder: the README's bench
# command (scripts/bench.sh) builds for the machine's GPU from scratch and runs, here on a short
# shape list so that it fits the session's device time.
ls; timeout 400 scripts/bench.sh --dtype f16 --sizes 3000,4096 --variants auto,hgemm_wgmma_192x192_c2 > $OUT/bench_sh.txt 2>&1; echo "rc=$?"; tail -12 $OUT/bench_sh.txt
