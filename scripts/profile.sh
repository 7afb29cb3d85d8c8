#!/usr/bin/env bash
# profile.sh BUILD_DIR — shared-memory bank conflicts per variant, counted by Nsight Compute.
#
# For each variant in PROFILE_VARIANTS, runs the bench once on one shape under ncu, profiles the
# first launch of the variant's kernel and prints one line: bank conflicts and wavefronts of
# shared-memory stores and loads. A wavefront is one pass of the shared-memory pipeline; an access
# with no conflict takes the minimum number for its width, and every conflict adds one more.
# Called by scripts/gpu_suite.sh --profile; needs ncu and BUILD_DIR/bench/tcgemm-bench.
#
# Environment: PROFILE_SHAPE (default 2048x2048x2048), PROFILE_ONLY (space-separated names: only
# these rows), NCU (default: ncu on PATH, else /usr/local/cuda/bin/ncu).
set -uo pipefail
BUILD=${1:?usage: scripts/profile.sh BUILD_DIR}
SHAPE=${PROFILE_SHAPE:-2048x2048x2048}
BENCH=$BUILD/bench/tcgemm-bench
NCU=${NCU:-$(command -v ncu || echo /usr/local/cuda/bin/ncu)}

# One row per variant: its name, then a regex for its kernel's demangled name (ncu's
# --kernel-name-base demangled). Add a variant by adding a row. ncu spells integer template
# arguments with their type, "Tile<(int)128, (int)256, ...>", and the regex must escape the
# parentheses. When a regex matches nothing, ncu lists the kernels it saw and the end of that
# list is printed below the variant's row.
PROFILE_VARIANTS='
sgemm_naive         naive_gemm<float>
hgemm_wmma_naive    ::wmma_naive<
hgemm_wmma_smem     ::wmma_smem
sgemm_smem          ::sgemm_smem\(
sgemm_blocktile_2d  ::sgemm_blocktile_2d\(
sgemm_vectorized    ::sgemm_vectorized<
sgemm_warptile      ::sgemm_warptile<
sgemm_warptile_nbc  ::sgemm_warptile_nbc<
sgemm_warptile_async ::sgemm_warptile_async<
hgemm_mma_128x256   ::hgemm_mma<.*Tile<\(int\)128, \(int\)256,
hgemm_mma_128x128   ::hgemm_mma<.*Tile<\(int\)128, \(int\)128,
hgemm_mma_64x64     ::hgemm_mma<.*Tile<\(int\)64, \(int\)64,
'

METRICS=l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_st.sum,\
l1tex__data_bank_conflicts_pipe_lsu_mem_shared_op_ld.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_st.sum,\
l1tex__data_pipe_lsu_wavefronts_mem_shared_op_ld.sum

if [ ! -x "$BENCH" ]; then
    echo "profile.sh: $BENCH is not built; nothing profiled"
    exit 0
fi
if ! [ -x "$NCU" ] && ! command -v "$NCU" >/dev/null; then
    echo "profile.sh: ncu not found"
    exit 1
fi

echo "shape $SHAPE; per kernel: shared-memory store/load bank conflicts and wavefronts"
printf '%-22s %14s %14s %14s %14s\n' variant st_conflicts ld_conflicts st_wavefronts ld_wavefronts
status=0
while read -r name regex; do
    [ -z "$name" ] && continue
    if [ -n "${PROFILE_ONLY:-}" ] && [[ " $PROFILE_ONLY " != *" $name "* ]]; then
        continue
    fi
    csv=$("$NCU" --csv --metrics "$METRICS" --kernel-name-base demangled \
        --kernel-name "regex:$regex" --launch-count 1 \
        "$BENCH" --variants "$name" --shapes "$SHAPE" --warmup 0 --reps 1 --no-check 2>&1)
    # ncu's CSV: one row per metric, the metric's name and value in the last columns.
    line=$(printf '%s\n' "$csv" | python3 -c '
import csv, sys
want = sys.argv[1].split(",")
got = {}
for row in csv.reader(sys.stdin):
    if len(row) > 3 and row[-3] in want:
        got[row[-3]] = row[-1].replace(",", "")
print(" ".join(got.get(m, "?") for m in want))' "$METRICS")
    if [[ "$line" == *"?"* ]]; then
        status=1
        printf '%-22s no ncu figures; its output ends:\n' "$name"
        printf '%s\n' "$csv" | tail -5
        continue
    fi
    # shellcheck disable=SC2086
    printf '%-22s %14s %14s %14s %14s\n' "$name" $line
done <<<"$PROFILE_VARIANTS"
exit $status
