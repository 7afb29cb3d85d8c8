#!/usr/bin/env python3
"""Joins probe_runN.txt (PHASE start/end stamps) with the nvidia-smi samples taken meanwhile:
median SM clock, board power and throttle reasons per phase. Usage: phases.py probe.txt smi.csv"""
import re, statistics, sys
from datetime import datetime

fmt = '%Y/%m/%d %H:%M:%S.%f'
phases, start = [], {}
for line in open(sys.argv[1]):
    m = re.match(r'PHASE (start|end) (\S+ \S+) (.*)', line)
    if m:
        t = datetime.strptime(m.group(2), fmt)
        if m.group(1) == 'start':
            start[m.group(3)] = t
        else:
            phases.append((m.group(3), start[m.group(3)], t))
samples = []
for line in open(sys.argv[2]):
    f = [x.strip() for x in line.split(',')]
    try:
        samples.append((datetime.strptime(f[0], fmt), float(f[1].split()[0]), float(f[2].split()[0]), f[4]))
    except (ValueError, IndexError):
        pass
for name, a, b in phases:
    s = [x for x in samples if a < x[0] < b]
    if s:
        print(f"{name:36s} {len(s):3d} samples  SM clock {statistics.median(x[1] for x in s):5.0f} MHz"
              f"  power {statistics.median(x[2] for x in s):4.0f} W  throttle {sorted(set(x[3] for x in s))}")
