#!/usr/bin/env bash
# gpu_suite.sh — the one script for a GPU host: builds with all cores, runs the whole test suite
# (GPU tests against cuBLAS included), the bench, and optionally the profilers; logs go to $OUT.
#
#   scripts/gpu_suite.sh                      everything: build, ctest, bench (default suite)
#   scripts/gpu_suite.sh --only "a b"         GPU tests and bench for the named variants only
#   scripts/gpu_suite.sh --tests "a b"        GPU tests for the named variants only (bench: all)
#   scripts/gpu_suite.sh --bench "ARGS"       pass ARGS to tcgemm-bench instead of its defaults
#   scripts/gpu_suite.sh --no-bench           skip the bench
#   scripts/gpu_suite.sh --no-tests           skip the tests (a second call at the same commit)
#   scripts/gpu_suite.sh --prebuilt           skip the build: BUILD already holds binaries built
#                                             for this GPU elsewhere (saves lent device time;
#                                             host tests are then CI's, not run here)
#   scripts/gpu_suite.sh --profile            also: ncu bank-conflict counts (scripts/profile.sh)
#   scripts/gpu_suite.sh --sanitize           also: compute-sanitizer memcheck and racecheck over
#                                             the GPU tests of the --only variants (default:
#                                             hgemm_mma_128x128 hgemm_wmma_smem)
#   scripts/gpu_suite.sh --extra              also: the issues' benches, a phase each with its own
#                                             SM clock and power: the Hopper HGEMM (docs/05: f16
#                                             square 2048-16384 NN and TN, the llm suite, each
#                                             kernel timed --alone; all after --heat 2) and the
#                                             irregular suite with the repack (docs/07), AUTO on
#                                             DeepBench's shapes and on decode with nn.Linear's
#                                             weight layout (NT) (docs/06); all in extra.tar.gz
#
# Environment: OUT (log folder, default ./gpu-out), BUILD (build folder, default build-gpu),
# TCGEMM_CUDA_ARCH (default: native, i.e. the GPU in this machine), TCGEMM_COMMIT (the commit
# to stamp on results where the tree has no .git, as on a lent GPU host), TCGEMM_CMAKE_ARGS
# (more configure arguments, e.g. -DTCGEMM_PORTABLE=ON for the portable build).
# Files written (at most 8, as the lending tool returns): env.txt build.log (ending with the
# register/shared-memory report of scripts/resource_report.sh) tests.log bench.txt bench.csv
# bench.json power.csv (SM clock and board power sampled during the bench; its summary closes
# bench.txt) profile.log (ncu and sanitizer).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-$PWD/gpu-out}
BUILD=${BUILD:-build-gpu}
ARCH=${TCGEMM_CUDA_ARCH:-native}
COMMIT=${TCGEMM_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null || echo unknown)}
only="" tests="" bench_args="" run_bench=1 run_tests=1 profile=0 sanitize=0 extra=0 prebuilt=0
while [ $# -gt 0 ]; do
    case "$1" in
    --only) only=$2; shift 2 ;;
    --tests) tests=$2; shift 2 ;;
    --bench) bench_args=$2; shift 2 ;;
    --no-bench) run_bench=0; shift ;;
    --no-tests) run_tests=0; shift ;;
    --profile) profile=1; shift ;;
    --sanitize) sanitize=1; shift ;;
    --extra) extra=1; shift ;;
    --prebuilt) prebuilt=1; shift ;;
    *) echo "gpu_suite.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
mkdir -p "$OUT"
status=0

{
    date -u +"date: %Y-%m-%dT%H:%M:%SZ"
    echo "commit: $COMMIT"
    nvidia-smi --query-gpu=name,driver_version,clocks.max.sm,clocks.sm,memory.total --format=csv 2>&1
    nvcc --version | tail -2
    cmake --version | head -1
} >"$OUT/env.txt" 2>&1
cat "$OUT/env.txt"

if [ "$prebuilt" = 1 ]; then
    echo "== prebuilt binaries in $BUILD (not built here)"
    [ -x "$BUILD/tests/test_gemm_gpu" ] || { echo "gpu_suite: no $BUILD/tests/test_gemm_gpu"; exit 1; }
else
    echo "== build (arch $ARCH, $(nproc) jobs)"
    if ! { cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CUDA_ARCHITECTURES="$ARCH" \
        ${TCGEMM_COMMIT:+-DTCGEMM_BENCH_COMMIT="$TCGEMM_COMMIT"} ${TCGEMM_CMAKE_ARGS:-} &&
        cmake --build "$BUILD" -j "$(nproc)"; } >"$OUT/build.log" 2>&1; then
        tail -40 "$OUT/build.log"
        echo "gpu_suite: BUILD FAILED"
        exit 1
    fi
    echo "build ok"
fi

if [ "$run_tests" = 1 ]; then
    echo "== tests"
    if [ -n "$only$tests" ]; then
        # shellcheck disable=SC2086
        "$BUILD/tests/test_gemm_gpu" $only $tests >"$OUT/tests.log" 2>&1 || status=1
    else
        # The GPU suite runs on its own so that its per-variant summary lands in the log. Its
        # time goes to the host (random inputs, the comparison), so one process per variant
        # (and two for each type of AUTO: with the handle's workspace, and without one) run side
        # by side on the one GPU; their logs follow one another.
        : >"$OUT/tests.log"
        [ "$prebuilt" = 1 ] ||
            ctest --test-dir "$BUILD" --output-on-failure -E '^gpu\.' >"$OUT/tests.log" 2>&1 || status=1
        parts="$OUT/tests.parts"
        mkdir -p "$parts"
        pids=""
        for v in $(sed -n 's/^ *X([A-Z0-9_]*, *\([a-z0-9_]*\)).*/\1/p' include/tcgemm_algos.h | sort -u) auto_f16_main auto_f16_bare auto_f32_main auto_f32_bare; do
            stdbuf -oL "$BUILD/tests/test_gemm_gpu" "$v" >"$parts/$v.log" 2>&1 &
            pids="$pids $!"
        done
        for p in $pids; do wait "$p" || status=1; done
        for f in "$parts"/*.log; do
            echo "== test_gemm_gpu $(basename "$f" .log)"
            cat "$f"
        done >>"$OUT/tests.log"
        rm -rf "$parts"
        awk '/^gpu tests:/ { p += $3; f += $5 } END { printf "gpu tests (all processes): %d passed, %d failed\n", p, f }' \
            "$OUT/tests.log" | tee -a "$OUT/tests.log"
    fi
    grep -E "passed|failed|FAIL|Skipped|tests passed" "$OUT/tests.log" | grep -v "^FAIL" | tail -40
    grep -c "^FAIL" "$OUT/tests.log" | sed 's/^/failing cases: /'
    grep "^FAIL" "$OUT/tests.log" | head -20
fi

if [ "$run_bench" = 1 ] && [ -x "$BUILD/bench/tcgemm-bench" ]; then
    echo "== bench"
    args=${bench_args}
    [ -n "$only" ] && args="--variants $(echo "$only" | tr ' ' ',') $args"
    # The board's power cap decides the clock of the tensor-core kernels (docs/04_hgemm_mma.md):
    # sample clock and power while the bench runs, so every result folder says what they were.
    nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
        --format=csv,noheader,nounits -lms 200 >"$OUT/power.csv" 2>&1 &
    sampler=$!
    # shellcheck disable=SC2086
    "$BUILD/bench/tcgemm-bench" $args --csv "$OUT/bench.csv" --json "$OUT/bench.json" \
        2>"$OUT/bench.err" | tee "$OUT/bench.txt" || status=1
    kill "$sampler" 2>/dev/null
    wait "$sampler" 2>/dev/null
    tail -3 "$OUT/bench.err"
    rm -f "$OUT/bench.err"
    # Medians over the samples taken under load (SM clock above idle); reason 0x4 = SW power cap.
    awk -F', *' '$2 > 1000 { n++; c[n] = $2; p[n] = $3; if ($5 ~ /[4-7c-fC-F]$/) capped++ }
        function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
            if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return a[int((n + 1) / 2)] }
        END { if (n) printf "during the bench (%d samples under load): SM clock median %d MHz, " \
            "board power median %.0f W, power cap active in %.0f%% of samples\n", n, median(c, n),
            median(p, n), 100 * capped / n }' "$OUT/power.csv" | tee -a "$OUT/bench.txt"
fi

if [ "$extra" = 1 ] && [ -x "$BUILD/bench/tcgemm-bench" ]; then
    echo "== the issues' benches"
    H="$OUT/extra"
    mkdir -p "$H"
    # name|bench arguments. Each phase is sampled on its own, so its clock and power are its own.
    # The fp16 phases first heat the board for 2 s (--heat): timed inside the power controller's
    # first second, a row measures where its clock dip falls. Alone: 8 ABBA cycles, ~2.4 s a kernel.
    while IFS='|' read -r name phase_args; do
        nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active \
            --format=csv,noheader,nounits -lms 200 >"$H/$name.power.csv" 2>&1 &
        sampler=$!
        # shellcheck disable=SC2086
        "$BUILD/bench/tcgemm-bench" $phase_args --csv "$H/$name.csv" \
            >"$H/$name.txt" 2>/dev/null || status=1
        kill "$sampler" 2>/dev/null
        wait "$sampler" 2>/dev/null
        awk -F', *' '$2 > 1000 { n++; c[n] = $2; p[n] = $3 }
            function median(a, n,   i, j, t) { for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++)
                if (a[j] < a[i]) { t = a[i]; a[i] = a[j]; a[j] = t } return a[int((n + 1) / 2)] }
            END { if (n) printf "phase %s: SM clock median %d MHz, board power median %.0f W (%d samples)\n",
                name, median(c, n), median(p, n), n }' name="$name" "$H/$name.power.csv" | tee -a "$H/$name.txt"
        grep -E "^(auto|hgemm_wgmma_128x256_c2 )" "$H/$name.txt" | head -12
    done <<PHASES
square_nn|--dtype f16 --variants auto,hgemm_wgmma_128x256_c2 --sizes 2048,4096,8192,16384 --trans NN --heat 2
square_tn|--dtype f16 --variants auto,hgemm_wgmma_128x256_c2 --sizes 2048,4096,8192,16384 --trans TN --heat 2
alone_nn|--dtype f16 --variants auto --sizes 2048,4096,8192 --trans NN --alone --cycles 8 --heat 2 --reps 12000 --warmup 500
alone_tn|--dtype f16 --variants auto --sizes 2048,4096,8192 --trans TN --alone --cycles 8 --heat 2 --reps 12000 --warmup 500
llm|--dtype f16 --variants auto --suite llm --heat 2
decode_nt|--dtype both --variants auto --shapes 1x4096x4096,2x4096x4096,4x4096x4096,8x4096x4096,16x4096x4096,1x11008x4096,1x14336x4096 --trans NT
deepbench|--dtype both --variants auto --suite deepbench
irregular|--dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152
PHASES
    tar -czf "$OUT/extra.tar.gz" -C "$OUT" extra && rm -rf "$H"
fi

if [ "$prebuilt" = 0 ] && [ -x scripts/resource_report.sh ]; then
    { echo "== resource report"; scripts/resource_report.sh "$BUILD"; } >>"$OUT/build.log" 2>&1 || true
fi

if [ "$profile" = 1 ] && [ -x scripts/profile.sh ]; then
    echo "== profile"
    scripts/profile.sh "$BUILD" >"$OUT/profile.log" 2>&1 || status=1
    tail -60 "$OUT/profile.log"
fi
if [ "$sanitize" = 1 ]; then
    echo "== compute-sanitizer"
    for tool in memcheck racecheck; do
        # shellcheck disable=SC2086
        compute-sanitizer --tool "$tool" --error-exitcode 1 "$BUILD/tests/test_gemm_gpu" \
            ${only:-hgemm_mma_128x128 hgemm_wmma_smem} >"$OUT/sanitizer.tmp" 2>&1 || status=1
        { echo "== $tool"; grep -E "ERROR SUMMARY|RACECHECK SUMMARY|gpu tests:|passed" \
            "$OUT/sanitizer.tmp"; } | tee -a "$OUT/profile.log"
    done
    rm -f "$OUT/sanitizer.tmp"
fi
echo "gpu_suite: exit $status"
exit $status
