#!/usr/bin/env python3
"""compare.py — medians of two builds' tcgemm-bench CSVs from one call, row by row.

    compare.py 'callN/edges_h_*.csv' 'callN/edges_w_*.csv'

For every (variant, dtype, shape) in the first set: the median time of each build over its CSVs
(one per round), the ratio second / first, and every round's time. Python 3 standard library.
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
            shape = f"{r['m']}x{r['n']}x{r['k']}"
            shape += f"+{r['pad']}" if r["pad"] != "0" else ""
            shape += f"@{r['offset']}" if r["offset"] != "0" else ""
            rows[(r["variant"], r["dtype"], shape)] = float(r["median_ms"]) * 1e3
    return rows


def main(first, second):
    a = [load(p) for p in sorted(glob.glob(first))]
    b = [load(p) for p in sorted(glob.glob(second))]
    print(f"{'variant':30s} dtype {'shape':22s} {'first us':>9s} {'second us':>9s} ratio  rounds")
    for key in a[0]:
        xs = [d[key] for d in a if key in d]
        ys = [d[key] for d in b if key in d]
        if not xs or not ys:
            continue
        mx, my = statistics.median(xs), statistics.median(ys)
        rounds = " ".join(f"{x:.1f}" for x in xs) + " | " + " ".join(f"{y:.1f}" for y in ys)
        print(f"{key[0]:30s} {key[1]:5s} {key[2]:22s} {mx:9.1f} {my:9.1f} {my / mx:5.3f}  {rounds}")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
