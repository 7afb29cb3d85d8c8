#!/usr/bin/env bash
# plot.sh — turns a tcgemm-bench CSV into PNG plots with gnuplot.
#
#   bench/plot.sh RESULTS.csv [OUTDIR]       OUTDIR defaults to the CSV's folder
#
# For each data type and layout found in the CSV it writes:
#   tflops_<dtype>_<layout>.png  TFLOPS against size (log-log: naive kernels are ~100x slower),
#                                one line per variant, cuBLAS dashed
#                                (size: the cube root of M*N*K, which is N for square shapes)
#   pct_<dtype>_<layout>.png     % of cuBLAS for each shape, one bar per variant
# Rows marked WRONG or n/a are left out: a wrong result is never drawn as a speed.
#
# gnuplot is the Debian package gnuplot-nox. When it is missing and the script runs as root
# with apt-get, it installs it, unless TCGEMM_PLOT_NO_INSTALL=1; otherwise it says what to
# install and exits 77 (ctest's "skipped").
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ] || [ ! -r "$1" ]; then
    echo "usage: $0 RESULTS.csv [OUTDIR]" >&2
    exit 2
fi
csv=$1
out=${2:-$(dirname "$csv")}
mkdir -p "$out"

if ! command -v gnuplot >/dev/null; then
    if [ "${TCGEMM_PLOT_NO_INSTALL:-0}" != 1 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
        echo "plot.sh: installing gnuplot-nox" >&2
        apt-get install -y -q gnuplot-nox >/dev/null || { apt-get update -q >/dev/null && apt-get install -y -q gnuplot-nox >/dev/null; }
    fi
    if ! command -v gnuplot >/dev/null; then
        echo "plot.sh: gnuplot not found: install it (Debian/Ubuntu: apt-get install gnuplot-nox)" >&2
        exit 77
    fi
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

device=$(sed -n 's/^# device: //p' "$csv" | head -1)
date=$(sed -n 's/^# date (UTC): //p' "$csv" | head -1)
where="${device:-unknown device}${date:+, $date}"

# One pass over the CSV. Columns (see docs/bench.md): 1 variant, 2 dtype, 3-5 m n k, 6 order,
# 7 trans, 10 status, 15 tflops, 20 cublas_tflops, 21 pct_of_cublas. The free-text note is the
# last column, so splitting on commas is safe for these. Writes, per group <dtype>_<layout>:
#   <group>.<variant>.tflops  "size tflops" lines
#   <group>.cublas            "size tflops" per shape, the mean of the rows' cuBLAS timings
#   <group>.pct               a table: shape label, then % of cuBLAS per variant ("?" if none)
awk -F, -v dir="$work" '
    /^#/ || $1 == "variant" { next }
    $10 != "ok" && $10 != "unchecked" { next }
    $15 == "" { next }
    {
        g = $2 "_" $6 $7
        shape = $3 "x" $4 "x" $5
        size = exp(log($3 * $4 * $5) / 3)
        printf "%.6g %s\n", size, $15 > (dir "/" g "." $1 ".tflops")
        if (!((g, shape) in cb_n)) { order[g, ++shapes[g]] = shape; size_of[g, shape] = size }
        cb_sum[g, shape] += $20; cb_n[g, shape]++
        if (!((g, $1) in seen)) { seen[g, $1] = 1; variant[g, ++variants[g]] = $1 }
        pct[g, shape, $1] = $21
        groups[g] = 1
    }
    END {
        for (g in groups) {
            file = dir "/" g ".pct"
            line = "shape"
            for (v = 1; v <= variants[g]; v++) line = line " " variant[g, v]
            print line > file
            for (s = 1; s <= shapes[g]; s++) {
                shape = order[g, s]
                printf "%.6g %.6g\n", size_of[g, shape], cb_sum[g, shape] / cb_n[g, shape] > (dir "/" g ".cublas")
                line = shape
                for (v = 1; v <= variants[g]; v++) {
                    key = g SUBSEP shape SUBSEP variant[g, v]
                    line = line " " (key in pct ? pct[key] : "?")
                }
                print line > file
            }
            print g > (dir "/groups")
        }
    }' "$csv"

if [ ! -s "$work/groups" ]; then
    echo "plot.sh: no timed, correct rows in $csv: nothing to plot" >&2
    exit 1
fi

for g in $(sort "$work/groups"); do
    for f in "$work/$g".*.tflops "$work/$g.cublas"; do
        sort -g "$f" -o "$f"
    done
    dtype=${g%%_*} layout=${g#*_}
    plots=""
    for f in "$work/$g".*.tflops; do
        name=${f#"$work/$g."}
        plots="$plots '$f' using 1:2 with linespoints title '${name%.tflops}',"
    done
    columns=$(head -1 "$work/$g.pct" | wc -w)
    gnuplot <<EOF
set terminal pngcairo noenhanced size 1300,750
set datafile missing '?'
set grid
set key outside right top Left reverse
set rmargin at screen 0.80

set output '$out/tflops_$g.png'
set title "tcgemm vs cuBLAS, $dtype, layout $layout: $where"
set xlabel 'size (cube root of M*N*K)'
set ylabel 'TFLOPS (2MNK / median time), log scale'
set logscale x 2
set logscale y 10
plot $plots '$work/$g.cublas' using 1:2 with linespoints dashtype 2 linewidth 2 linecolor 'black' title 'cuBLAS'

set output '$out/pct_$g.png'
unset logscale
set yrange [0:*]
set offsets 0, 0, graph 0.08, 0
set title "% of cuBLAS per shape, $dtype, layout $layout: $where"
set xlabel 'shape MxNxK'
set ylabel '% of cuBLAS (same run, interleaved)'
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by 45 right
set bmargin 8
plot for [i=2:$columns] '$work/$g.pct' using i:xtic(1) title columnheader(i), \
     100 with lines dashtype 2 linecolor 'black' title 'cuBLAS = 100%'
EOF
    echo "$out/tflops_$g.png"
    echo "$out/pct_$g.png"
done
