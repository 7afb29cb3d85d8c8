#!/usr/bin/env python3
"""readme_tables.py — the README's measured tables, written from one tcgemm-bench CSV.

    bench/readme_tables.py RESULTS.csv FILE.md [--link FOLDER] [--block NAME]

Replaces the text between the markers `<!-- measured:begin -->` and `<!-- measured:end -->`
(with --block NAME: `<!-- measured:NAME:begin -->` and `<!-- measured:NAME:end -->`) in FILE.md
with: one line naming the device, CUDA version, date, commit and command of the run,
then one table per data type and layout in the CSV, a row per variant (AUTO last, then cuBLAS's
median over the rows), a column per shape, each cell "TFLOPS (% of cuBLAS in the same row)".
Every figure comes from the CSV; nothing is typed by hand, and rows from another run cannot
slip in. Python 3 standard library only.
"""
import csv
import statistics
import sys

def read(path):
    meta, lines = {}, []
    with open(path, newline="") as f:
        for line in f:
            if line.startswith("#"):
                key, _, value = line[1:].strip().partition(": ")
                meta[key] = value
            else:
                lines.append(line)
    return meta, list(csv.DictReader(lines))


def shape_of(r):
    """M x N x K, with +P for padded leading dimensions and @O for offset pointers."""
    pad, offset = int(r.get("pad") or 0), int(r.get("offset") or 0)
    label = f"{r['m']}x{r['n']}x{r['k']}" + (f"+{pad}" if pad else "") + (f"@{offset}" if offset else "")
    return label


def version(code):
    code = int(code)
    return f"{code // 1000}.{code % 1000 // 10}"


def tables(meta, rows, link):
    out = []
    where = f" ([{link}]({link}))" if link else ""
    out.append(
        f"Measured on an **{meta.get('device', '?')}**, CUDA runtime "
        f"{version(meta.get('CUDA runtime', '0'))}, {meta.get('date (UTC)', '?')}, commit "
        f"`{meta.get('git commit', '?')}`, one `tcgemm-bench` run{where}: median of "
        "cudaEvent-timed runs after warm-up, inputs rotated past L2, cuBLAS in the same run, every "
        "result checked against cuBLAS. Cells: TFLOPS (% of cuBLAS in the same row).")
    out.append("")
    out.append(f"Command: `{meta.get('command', '?')}`")
    groups = {}
    for r in rows:
        groups.setdefault((r["dtype"], r["order"], r["trans"], r["alpha"], r["beta"]), []).append(r)
    for (dtype, order, trans, alpha, beta), group in groups.items():
        shapes = list(dict.fromkeys(shape_of(r) for r in group))
        variants = [v for v in dict.fromkeys(r["variant"] for r in group) if v != "auto"]
        if any(r["variant"] == "auto" for r in group):
            variants.append("auto")
        name = "HGEMM (fp16 in/out, fp32 accumulation)" if dtype == "f16" else "SGEMM (fp32)"
        out.append("")
        out.append(f"**{name}**, {order}-major {trans}, alpha = {alpha}, beta = {beta}")
        out.append("")
        out.append("| variant | " + " | ".join(shapes) + " |")
        out.append("| --- |" + " ---: |" * len(shapes))
        cell = {(r["variant"], shape_of(r)): r for r in group}
        for v in variants:
            cells = []
            for s in shapes:
                r = cell.get((v, s))
                if not r:
                    cells.append("")
                elif r["status"] != "ok":
                    cells.append(r["status"])
                else:
                    cells.append(f"{float(r['tflops']):.1f} ({float(r['pct_of_cublas']):.1f}%)")
            out.append(f"| `{v}` | " + " | ".join(cells) + " |")
        medians = []
        for s in shapes:
            values = [float(r["cublas_tflops"]) for r in group
                      if shape_of(r) == s and r["cublas_tflops"]]
            medians.append(f"{statistics.median(values):.1f}" if values else "")
        out.append("| cuBLAS, median over the rows | " + " | ".join(medians) + " |")
    return "\n".join(out)


def main(argv):
    args, options = [], {}
    it = iter(argv[1:])
    for a in it:
        if a in ("--link", "--block"):
            options[a] = next(it, None)
        else:
            args.append(a)
    if len(args) != 2 or None in options.values():
        sys.stderr.write(__doc__)
        return 2
    block = options.get("--block")
    begin = f"<!-- measured:{block}:begin -->" if block else "<!-- measured:begin -->"
    end = f"<!-- measured:{block}:end -->" if block else "<!-- measured:end -->"
    meta, rows = read(args[0])
    text = open(args[1]).read()
    if begin not in text or end not in text:
        sys.stderr.write(f"{args[1]}: no {begin} ... {end} block\n")
        return 1
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    body = tables(meta, rows, options.get("--link", ""))
    with open(args[1], "w") as f:
        f.write(head + begin + "\n" + body + "\n" + end + tail)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
