#!/usr/bin/env python3
"""Prints an A/B table of tcgemm-bench CSVs: DIR/<label>.<round>.csv for each label given, one row
per call (dtype, shape, layout, variant), one column per label with each round's median in us,
and the median of cuBLAS's medians in the same files (with their range: cuBLAS runs beside every
label and round). Builds or settings compared in one device call are
run alternately, round by round; this puts their rounds side by side.

usage: ab_table.py DIR LABEL [LABEL ...]
"""
import collections
import csv
import glob
import os
import statistics
import sys


def rows(path):
    with open(path) as f:
        yield from csv.DictReader(line for line in f if not line.startswith("#"))


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    folder, labels = sys.argv[1], sys.argv[2:]
    times = collections.defaultdict(list)
    for label in labels:
        for path in sorted(glob.glob(os.path.join(folder, label + ".*.csv"))):
            for r in rows(path):
                if not r.get("median_ms"):
                    continue
                key = "%s %sx%sx%s %s %s" % (r["dtype"], r["m"], r["n"], r["k"], r["trans"],
                                             r["variant"])
                times[(key, label)].append(float(r["median_ms"]) * 1e3)
                if r.get("cublas_median_ms"):
                    times[(key, "cuBLAS")].append(float(r["cublas_median_ms"]) * 1e3)
    keys = sorted({k for k, _ in times})
    width = max([len(k) for k in keys] + [4]) + 2
    columns = labels + ["cuBLAS"]
    print("call (us)".ljust(width) + "".join(c.rjust(20) for c in columns))
    for k in keys:
        cells = ["/".join("%.1f" % v for v in times[(k, c)]) for c in labels]
        cublas = sorted(times[(k, "cuBLAS")])
        if cublas:
            cells.append("%.1f (%.1f-%.1f)" % (statistics.median(cublas), cublas[0], cublas[-1]))
        print(k.ljust(width) + "".join(c.rjust(20) for c in cells))


if __name__ == "__main__":
    main()
