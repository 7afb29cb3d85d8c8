#!/usr/bin/env bash
# session 24, device call 9 (H100): the README's bench command as a new user runs it, from the
# committed tree (590b898, no prebuilt binaries): scripts/bench.sh builds natively and runs the
# default suite.
set -uo pipefail
R=$OUT
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
( time scripts/bench.sh --csv $R/bench.csv ) > $R/bench.txt 2> $R/bench.err
echo "bench.sh rc $?"; tail -4 $R/bench.err
grep -cE " ok " $R/bench.txt; grep -c WRONG $R/bench.txt
grep -E "^auto +f16 +(2048|4096|8192)x" $R/bench.txt
