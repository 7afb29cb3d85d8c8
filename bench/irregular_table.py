#!/usr/bin/env python3
"""irregular_table.py — issue 14's table from one tcgemm-bench CSV of the `irregular` suite run
with the aligned neighbours (scripts/gpu_suite.sh --extra, phase `irregular`).

    bench/irregular_table.py RESULTS.csv

For each dtype, one Markdown row per irregular shape: AUTO's TFLOPS, cuBLAS's, AUTO at the
nearest aligned shape of the same run (M, N, K rounded to the multiple of 8 the issue names:
4096 for 4095 and 4097) and the ratio the issue's target reads (>= 0.85). Every figure comes from
the CSV. Python 3 standard library only.
"""
import csv
import sys

# The suite's odd shapes and the aligned shape each is measured against.
NEAREST = {
    (1000, 1000, 1000): (1024, 1024, 1024),
    (1021, 1021, 1021): (1024, 1024, 1024),
    (2039, 2039, 2039): (2040, 2040, 2040),
    (3000, 3000, 3000): (3008, 3008, 3008),
    (4093, 4093, 4093): (4096, 4096, 4096),
    (4095, 4095, 4095): (4096, 4096, 4096),
    (4097, 4097, 4097): (4096, 4096, 4096),
    (8191, 8191, 8191): (8192, 8192, 8192),
    (3001, 4099, 1999): (3008, 4104, 2000),
    (127, 8191, 4093): (128, 8192, 4096),
    (4097, 257, 6151): (4104, 264, 6152),
}


def main(path):
    with open(path, newline="") as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    key = lambda r: (r["dtype"], int(r["m"]), int(r["n"]), int(r["k"]), int(r["pad"]),
                     int(r["offset"]))
    by_key = {key(r): r for r in rows if r["variant"] == "auto"}
    for dtype in ("f16", "f32"):
        table = []
        for r in rows:
            d, m, n, k, pad, off = key(r)
            if r["variant"] != "auto" or d != dtype:
                continue
            if pad or off:
                near = (m, n, k)
            elif (m, n, k) in NEAREST:
                near = NEAREST[(m, n, k)]
            else:
                continue
            ref = by_key.get((dtype,) + near + (0, 0))
            if ref is None or r["status"] != "ok" or ref["status"] != "ok":
                continue
            t, c, a = float(r["tflops"]), float(r["cublas_tflops"]), float(ref["tflops"])
            name = f"{m}x{n}x{k}" + (f"+{pad}" if pad else "") + (f"@{off}" if off else "")
            table.append(f"| {name} | {t:.1f} | {c:.1f} | {t / c:.2f}x | "
                         f"{near[0]}x{near[1]}x{near[2]} | {a:.1f} | {t / a:.2f} | "
                         f"{'yes' if t / a >= 0.85 else 'no'} |")
        if not table:
            continue
        met = sum(line.endswith("yes |") for line in table)
        print(f"\n**{dtype}**: {met} of {len(table)} at >= 0.85\n")
        print("| shape | AUTO TFLOPS | cuBLAS | x cuBLAS | nearest aligned | AUTO there | ratio "
              "| >= 0.85 |")
        print("| --- | ---: | ---: | ---: | --- | ---: | ---: | --- |")
        print("\n".join(table))


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: irregular_table.py RESULTS.csv")
    main(sys.argv[1])
