#!/usr/bin/env bash
# check_no_inline_ptx.sh NVCC SOURCE_DIR "ARCHS" KERNEL.cu... — what a TCGEMM_PORTABLE build
# compiles holds no inline PTX (docs/08_portability.md). For every architecture in ARCHS (CMake's
# list, e.g. "75;80;90"), each kernel file is
#   1. preprocessed for the device (nvcc -E): no asm statement may come from the project's own
#      files (CUDA's headers carry their own asm; a CUDA-compatible toolchain ships its own);
#   2. compiled to PTX (nvcc -ptx): no mma.sync (wmma.mma.sync is the WMMA API's own), ldmatrix,
#      stmatrix, cp.async, wgmma, mbarrier or setmaxnreg instruction may appear.
set -euo pipefail
nvcc=$1 src=$2 archs=$3
shift 3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
flags=(-DTCGEMM_PORTABLE -I"$src/include" -I"$src/src" -std=c++17 --expt-relaxed-constexpr)
# One kernel file for one architecture; what it finds goes to $work/<arch>.<name>.fail.
check() {
    local flag=$1 arch=$2 file=$3 name
    name=$(basename "$file" .cu)
    local out="$work/$arch.$name"
    "$nvcc" -E "$flag" "${flags[@]}" "$file" -o "$out.ii"
    # Line markers (# N "file") say where each line came from; only the project's count.
    if ! awk -v src="$src/" '
        /^# [0-9]+ "/ { f = $3; gsub(/"/, "", f); ours = index(f, src) == 1; next }
        ours && /(^|[^A-Za-z0-9_])(asm|__asm|__asm__)([^A-Za-z0-9_]|$)/ {
            print "  " f ": " $0; found = 1 }
        END { exit found }' "$out.ii" >"$out.asm"; then
        { cat "$out.asm"; echo "FAIL: inline assembly in the device code of $name.cu for sm_$arch (above)"; } >>"$out.fail"
    fi
    "$nvcc" -ptx "$flag" "${flags[@]}" "$file" -o "$out.ptx"
    local found
    found=$(grep -nE '(^|[^.[:alnum:]_])(mma\.sync|ldmatrix|stmatrix|cp\.async|wgmma|mbarrier|setmaxnreg)' \
        "$out.ptx" || true)
    if [ -n "$found" ]; then
        { sed -n '1,5s/^/  /p' <<<"$found"; echo "FAIL: PTX-only instructions in $name.cu's PTX for sm_$arch (above)"; } >>"$out.fail"
    fi
    rm -f "$out.ii" "$out.ptx"
}

# The compilations are independent: run as many at once as there are cores (CI has two).
jobs_max=$(nproc 2>/dev/null || echo 2)
checked=0 pids=()
for arch in ${archs//;/ }; do
    arch=${arch%%-*} # 90-real, 90-virtual -> 90
    case "$arch" in
    native) flag=-arch=native ;; # the GPU of this machine, as CMake's "native"
    [0-9]*) flag=-arch=sm_$arch ;;
    *) echo "FAIL: cannot check the architecture \"$arch\": give CMAKE_CUDA_ARCHITECTURES as numbers"; exit 1 ;;
    esac
    for file in "$@"; do
        file=$(realpath "$file") # the line markers then name every project file by its full path
        while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
        check "$flag" "$arch" "$file" &
        pids+=($!)
        checked=$((checked + 1))
    done
done
bad=0
# A compiler that fails (not a finding: the compilation itself) fails the check too.
for pid in "${pids[@]}"; do wait "$pid" || { echo "FAIL: a compilation failed (above)"; bad=1; }; done
for fail in "$work"/*.fail; do
    [ -e "$fail" ] || continue
    cat "$fail"
    bad=1
done
[ "$checked" -gt 0 ] || { echo "FAIL: nothing to check"; exit 1; }
[ "$bad" = 0 ] || exit 1
echo "OK: $# kernel files x ${archs//;/ } ($checked compilations, $jobs_max at a time): no inline assembly in the project's device code, no PTX-only instructions"
