#!/usr/bin/env bash
# check_no_inline_ptx.sh KEEP_DIR SOURCE_DIR "ARCHS" KERNEL.cu... — what a TCGEMM_PORTABLE build
# compiled holds no inline PTX (docs/08_portability.md). The build keeps nvcc's intermediate files
# in KEEP_DIR (--keep); for every architecture in ARCHS (CMake's list, e.g. "75;80;90") and each
# kernel file:
#   1. its preprocessed device code (<file>.compute_<arch>.cpp1.ii; <file>.cpp1.ii where the
#      build has one architecture): no asm statement may come from the project's own files
#      (CUDA's headers carry their own asm; a CUDA-compatible toolchain ships its own);
#   2. its PTX (<file>.compute_<arch>.ptx, or <file>.ptx): no mma.sync (wmma.mma.sync is the
#      WMMA API's own), ldmatrix, stmatrix, cp.async, wgmma, mbarrier or setmaxnreg instruction.
# A file the build did not leave fails the check: it cannot pass by finding nothing to read.
set -euo pipefail
keep=$1 src=$2 archs=$3
shift 3
bad=0 checked=0
list=(${archs//;/ })
fail() {
    echo "FAIL: $*"
    bad=1
}
for arch in "${list[@]}"; do
    arch=${arch%%-*} # 90-real, 90-virtual -> 90
    infix=.compute_$arch
    if [ ${#list[@]} = 1 ]; then
        infix= # nvcc names one architecture's files without it (also "native")
    elif ! [[ "$arch" =~ ^[0-9]+[af]?$ ]]; then
        fail "cannot check the architecture \"$arch\": give CMAKE_CUDA_ARCHITECTURES as numbers"
        continue
    fi
    for file in "$@"; do
        name=$(basename "$file" .cu)
        ii="$keep/$name$infix.cpp1.ii" ptx="$keep/$name$infix.ptx"
        if [ ! -s "$ii" ] || [ ! -s "$ptx" ]; then
            fail "the build left no preprocessed device code or PTX of $name.cu for sm_$arch in $keep"
            continue
        fi
        # Line markers (# N "file") say where each line came from; only the project's count.
        if ! awk -v src="$src/" '
            /^# [0-9]+ "/ { f = $3; gsub(/"/, "", f); ours = index(f, src) == 1; next }
            ours && /(^|[^A-Za-z0-9_])(asm|__asm|__asm__)([^A-Za-z0-9_]|$)/ {
                print "  " f ": " $0; found = 1 }
            END { exit found }' "$ii"; then
            fail "inline assembly in the device code of $name.cu for sm_$arch (above)"
        fi
        found=$(grep -nE '(^|[^.[:alnum:]_])(mma\.sync|ldmatrix|stmatrix|cp\.async|wgmma|mbarrier|setmaxnreg)' \
            "$ptx" || true)
        if [ -n "$found" ]; then
            sed -n '1,5s/^/  /p' <<<"$found"
            fail "PTX-only instructions in $name.cu's PTX for sm_$arch (above)"
        fi
        checked=$((checked + 1))
    done
done
[ "$checked" -gt 0 ] || fail "nothing to check"
[ "$bad" = 0 ] || exit 1
echo "OK: $# kernel files x ${archs//;/ } ($checked compilations of this build): no inline assembly in the project's device code, no PTX-only instructions"
