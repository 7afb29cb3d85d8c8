#!/usr/bin/env python3
"""compare_layouts.py — medians of two builds' tcgemm-bench CSVs from one call, per layout.

    compare_layouts.py callN/a 'callN/e'     (reads a_NN_*.csv, e_NN_*.csv, a_TN_*.csv, ...)

For every (variant, shape, layout) of the first build: the median time of each build over its
rounds (microseconds), the ratio second / first, and every round's time. Standard library only.
"""
import csv
import glob
import statistics
import sys


def load(path):
    rows = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(line for line in f if not line.startswith("#")):
            if r["status"] != "ok":
                continue
            shape = f"{r['m']}x{r['n']}x{r['k']}" + (f"+{r['pad']}" if r["pad"] != "0" else "")
            rows[(r["variant"], shape, r["trans"])] = float(r["median_ms"]) * 1e3
    return rows


def main(first, second):
    for layout in ("NN", "TN", "NT", "TT"):
        a = [load(p) for p in sorted(glob.glob(f"{first}_{layout}_*.csv"))]
        b = [load(p) for p in sorted(glob.glob(f"{second}_{layout}_*.csv"))]
        if not a or not b:
            continue
        print(f"{'variant':14s} {'shape':18s} {layout}  first us  second us  ratio  rounds")
        for key in a[0]:
            av = [x[key] for x in a if key in x]
            bv = [x[key] for x in b if key in x]
            if not bv:
                continue
            ma, mb = statistics.median(av), statistics.median(bv)
            rounds = " ".join(f"{v:.1f}" for v in av) + " | " + " ".join(f"{v:.1f}" for v in bv)
            print(f"{key[0]:14s} {key[1]:18s}    {ma:9.1f} {mb:9.1f}  {mb / ma:.3f}  {rounds}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
