#!/usr/bin/env python3
"""Parses back what test_bench_host --write DIR wrote: the JSON with the json module, the CSV
with the csv module, and checks that values and escaped text survive the round trip."""
import csv
import json
import sys

d = sys.argv[1]
with open(f"{d}/rows.json") as f:
    doc = json.load(f)
meta, rows = doc["meta"], doc["results"]
assert meta["device"] == 'Test "GPU" \\ 80GB', meta["device"]
assert meta["sm_count"] == 132 and meta["compute_capability"] == "9.0"
assert meta["peak_sm_clock"] == "1980 MHz" and meta["peak_memory_clock"] == "not reported"
assert meta["git_commit"] == "abc1234" and meta["date_utc"] == "2026-01-01T00:00:00Z"
assert [r["status"] for r in rows] == ["ok", "WRONG", "n/a"]
assert rows[0]["variant"] == "hgemm_naive" and rows[0]["layout"] == "row NN"
assert abs(rows[0]["tflops"] - 1.37439) < 1e-5 and rows[0]["reps"] == 3
assert abs(rows[0]["pct_of_cublas"] - 1.0) < 1e-9 and rows[0]["rel_err"] == 3e-4
assert rows[2]["median_ms"] is None and rows[2]["tflops"] is None and rows[2]["rel_err"] is None
assert rows[2]["note"] == 'limit: "K % 8", needs\tK\n aligned', repr(rows[2]["note"])
assert rows[2]["layout"] == "col TN" and rows[2]["dtype"] == "f32"
assert rows[2]["pad"] == 3 and rows[2]["offset"] == 1 and rows[0]["pad"] == 0
assert meta["copy_bytes_per_s"] == 3e12
assert abs(rows[0]["floor_ms"] - 0.0335544) < 1e-6 and abs(rows[0]["x_floor"] - 2980.23) < 0.01
assert rows[2]["floor_ms"] is None and rows[2]["x_floor"] is None

with open(f"{d}/empty.json") as f:
    assert json.load(f)["results"] == []

with open(f"{d}/rows.csv") as f:
    lines = [line for line in f if not line.startswith("#")]
table = list(csv.DictReader(lines))
assert len(table) == 3 and table[1]["status"] == "WRONG"
assert table[2]["median_ms"] == "" and table[2]["note"] == 'limit: "K % 8", needs\tK  aligned'
assert float(table[0]["cublas_tflops"]) > 137
assert table[2]["pad"] == "3" and table[2]["offset"] == "1" and table[0]["offset"] == "0"
assert abs(float(table[0]["floor_ms"]) - 0.0335544) < 1e-6 and table[2]["x_floor"] == ""
print("bench JSON and CSV parse back: passed")
