#!/usr/bin/env bash
# test.sh — build everything that ships (every kernel, for every architecture in the default
# list) and run the whole test suite. Without a GPU the GPU tests report "Skipped" (no CUDA
# device); they never pass by default.
#
#   scripts/test.sh            build into ./build and run ctest
#   BUILD=dir scripts/test.sh  another build folder
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}

# Tools the tests use beyond the CUDA toolkit, cmake and a C compiler, from Debian's packages.
missing=()
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v gnuplot >/dev/null || missing+=(gnuplot-nox)
# Best effort: without them the plot test reports itself skipped and the install test names
# the missing pkg-config, so a failed install must not stop the build.
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "test.sh: installing ${missing[*]}"
        { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; } ||
            echo "test.sh: could not install ${missing[*]}; the tests that need them will say so" >&2
    else
        echo "test.sh: not installed: ${missing[*]} (Debian packages); the tests that need them will say so" >&2
    fi
fi

set -x
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release
cmake --build "$BUILD" -j "$(nproc)"
ctest --test-dir "$BUILD" --output-on-failure
set +x
# ctest lists a skipped test as "Skipped" alone; print why (e.g. "no CUDA device").
grep -h "^SKIPPED:" "$BUILD/Testing/Temporary/LastTest.log" || true
