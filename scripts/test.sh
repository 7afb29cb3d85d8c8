#!/usr/bin/env bash
# test.sh — build everything that ships (every kernel, for every architecture in the default
# list) and run the whole test suite. Without a GPU the GPU tests report "Skipped" (no CUDA
# device); they never pass by default. Then the same for the portable configuration
# (-DTCGEMM_PORTABLE=ON: only the kernels without inline PTX, checked by host.portable_no_ptx)
# with the HIP port for AMD gfx1100 compiled beside it by Debian's hipcc (docs/08_portability.md).
#
#   scripts/test.sh            build into ./build and ./build-portable, run ctest in both
#   BUILD=dir scripts/test.sh  other build folders (dir, dir-portable)
#   TCGEMM_HIP=required        fail if hipcc is missing (CI); by default the HIP part is skipped
#                              with a note where hipcc cannot be installed
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${BUILD:-build}

# Tools the tests use beyond the CUDA toolkit, cmake and a C compiler, from Debian's packages.
missing=()
command -v pkg-config >/dev/null || missing+=(pkg-config)
command -v gnuplot >/dev/null || missing+=(gnuplot-nox)
command -v hipcc >/dev/null || missing+=(hipcc)
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

hip=OFF
if command -v hipcc >/dev/null; then
    hip=ON
elif [ "${TCGEMM_HIP:-}" = required ]; then
    echo "test.sh: hipcc (Debian package hipcc) is required and missing" >&2
    exit 1
else
    echo "test.sh: no hipcc: the HIP port for gfx1100 is not compiled" >&2
fi

set -x
cmake -S . -B "$BUILD" -DCMAKE_BUILD_TYPE=Release
cmake --build "$BUILD" -j "$(nproc)"
ctest --test-dir "$BUILD" --output-on-failure -j "$(nproc)"
cmake -S . -B "$BUILD-portable" -DCMAKE_BUILD_TYPE=Release -DTCGEMM_PORTABLE=ON -DTCGEMM_BUILD_HIP=$hip
cmake --build "$BUILD-portable" -j "$(nproc)"
ctest --test-dir "$BUILD-portable" --output-on-failure -j "$(nproc)"
set +x
# ctest lists a skipped test as "Skipped" alone; print why (e.g. "no CUDA device").
grep -h "^SKIPPED:" "$BUILD/Testing/Temporary/LastTest.log" "$BUILD-portable/Testing/Temporary/LastTest.log" || true
