#!/usr/bin/env bash
# resource_report.sh — what each kernel compiles to, one compact table per kernel file.
#
#   scripts/resource_report.sh [BUILD_DIR]
#
# For every kernels/*.cu, always (no GPU needed): the PTX from nvcc -ptx, then ptxas -v on it:
# registers, static shared memory (dynamic shared memory is set at launch and not shown), spill
# bytes, and static counts of the tensor-core and copy instructions in the PTX (wmma.mma,
# wmma.load, mma.sync, wgmma, ldmatrix, cp.async / cp.async.bulk, fp32 fma) per kernel.
# Where cuobjdump exists and BUILD_DIR/libtcgemm.a was built: the machine code (SASS) of the
# library itself, counted per kernel: HMMA (mma.sync / WMMA), HGMMA (wgmma), FFMA, LDSM, LDS, LDG,
# STG, and LDL/STL (register spills). Counts are instructions in the code, not executions.
#
# Environment: TCGEMM_REPORT_ARCH (default 90: sm_90 for the PTX/ptxas part), JOBS (default nproc).
set -uo pipefail
cd "$(dirname "$0")/.."
BUILD=${1:-}
ARCH=${TCGEMM_REPORT_ARCH:-90}
JOBS=${JOBS:-$(nproc)}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# Demangled kernel names without the noise: anonymous namespaces, the problem argument, spaces.
shorten() {
    c++filt | sed -e 's/(anonymous namespace):://g' -e 's/tcgemm:://g' -e 's/^void //' \
        -e 's/(tcgemm_problem_t)//' -e 's/(.*)$//' -e 's/, /,/g' -e 's/ >/>/g'
}

echo "resource report: $(date -u +%Y-%m-%dT%H:%M:%SZ), $(nvcc --version | tail -1)"
echo "PTX and ptxas -v for sm_$ARCH; regs/thread, static smem bytes/block, spill = store/load bytes"

compile() { # one kernel file -> $TMP/<name>.ptx and .ptxas
    local src=$1 name
    name=$(basename "$src" .cu)
    if nvcc -std=c++17 -O3 -arch=sm_"$ARCH" --expt-relaxed-constexpr -Iinclude -Isrc -Ikernels \
        -ptx "$src" -o "$TMP/$name.ptx" 2>"$TMP/$name.err"; then
        ptxas -arch=sm_"$ARCH" -v "$TMP/$name.ptx" -o /dev/null >"$TMP/$name.ptxas" 2>&1
    fi
}
export -f compile
export TMP ARCH
ls kernels/*.cu | xargs -P "$JOBS" -I{} bash -c 'compile {}'

for src in kernels/*.cu; do
    name=$(basename "$src" .cu)
    echo
    echo "== $src"
    if [ ! -s "$TMP/$name.ptx" ]; then
        echo "   (does not compile:)"
        head -5 "$TMP/$name.err"
        continue
    fi
    # PTX: instruction counts per .entry.
    awk '
        /^(\.visible )?\.entry / { k = $NF; sub(/\(.*/, "", k); order[++n] = k; next }
        k == "" { next }
        /^[ \t]*wmma\.mma/ { wmma[k]++ }
        /^[ \t]*mma\.sync/ { mma[k]++ }
        /^[ \t]*wgmma\.mma_async/ { wg[k]++ }
        /^[ \t]*ldmatrix/ { ldm[k]++ }
        /^[ \t]*wmma\.load/ { wld[k]++ }
        /^[ \t]*cp\.async/ { cpa[k]++ }
        /^[ \t]*fma\.rn\.f32/ { ffma[k]++ }
        END { for (i = 1; i <= n; ++i) { e = order[i];
              printf "%s %d %d %d %d %d %d %d\n", e, wmma[e], mma[e], wg[e], ldm[e], wld[e], cpa[e], ffma[e] } }
    ' "$TMP/$name.ptx" >"$TMP/$name.counts"
    # ptxas -v: registers, smem, spills per function.
    awk '
        /Compiling entry function/ { k = $0; sub(/.*function ./, "", k); sub(/. for .*/, "", k) }
        /bytes spill stores/ { st[k] = $5; ld[k] = $9 }
        /Used [0-9]+ registers/ { for (i = 1; i <= NF; ++i) { if ($(i+1) ~ /^registers/) r[k] = $i;
                                                           if ($(i+1) == "bytes" && $(i+2) ~ /^smem/) s[k] = $i } }
        END { for (k in r) printf "%s %s %d %s/%s\n", k, r[k], s[k], st[k] == "" ? 0 : st[k], ld[k] == "" ? 0 : ld[k] }
    ' "$TMP/$name.ptxas" >"$TMP/$name.res"
    printf "   %-56s %4s %6s %7s %5s %5s %5s %5s %5s %5s %5s\n" kernel regs smem spill \
        wmma wload mma wgmma ldmat cpasy fma
    join <(sort "$TMP/$name.counts") <(sort "$TMP/$name.res") | sort |
        while read -r mangled wmma mma wg ldm wld cpa ffma regs smem spill; do
            printf "   %-56s %4s %6s %7s %5s %5s %5s %5s %5s %5s %5s\n" \
                "$(echo "$mangled" | shorten)" "$regs" "$smem" "$spill" "$wmma" "$wld" "$mma" "$wg" \
                "$ldm" "$cpa" "$ffma"
        done
done

echo
lib=${BUILD:+$BUILD/libtcgemm.a}
if [ -z "$lib" ] || [ ! -f "$lib" ] || ! command -v cuobjdump >/dev/null; then
    echo "SASS: skipped (needs cuobjdump and BUILD_DIR/libtcgemm.a; got '${lib:-no BUILD_DIR}')"
    exit 0
fi
echo "== SASS of $lib (cuobjdump -sass): instructions per kernel"
cuobjdump -sass "$lib" >"$TMP/sass.txt" 2>&1
awk '
    /arch = sm_/ { arch = $NF }
    /Function : / { k = $NF " " arch; order[++n] = k; next }
    k == "" { next }
    / HMMA\./ { hmma[k]++ } / HGMMA\./ { hgmma[k]++ } / FFMA / || / FFMA\./ { ffma[k]++ }
    / LDSM\./ { ldsm[k]++ } / LDS / || / LDS\./ { lds[k]++ } / LDG\./ || / LDG / { ldg[k]++ }
    / STG\./ || / STG / { stg[k]++ } / LDL/ || / STL/ { spill[k]++ }
    END { for (i = 1; i <= n; ++i) { e = order[i]; split(e, p, " ");
          printf "%s %s %d %d %d %d %d %d %d %d\n", p[1], p[2], hmma[e], hgmma[e], ffma[e], ldsm[e], lds[e], ldg[e], stg[e], spill[e] } }
' "$TMP/sass.txt" | sort -u >"$TMP/sass.counts"
printf "   %-56s %6s %5s %5s %5s %5s %5s %5s %5s %7s\n" kernel arch HMMA HGMMA FFMA LDSM LDS LDG STG LDL/STL
while read -r mangled arch hmma hgmma ffma ldsm lds ldg stg spill; do
    printf "   %-56s %6s %5s %5s %5s %5s %5s %5s %5s %7s\n" "$(echo "$mangled" | shorten)" "$arch" \
        "$hmma" "$hgmma" "$ffma" "$ldsm" "$lds" "$ldg" "$stg" "$spill"
done <"$TMP/sass.counts"
