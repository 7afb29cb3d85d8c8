#!/usr/bin/env bash
# session 17, device call 1 (binaries of 80d30b0 plus gemv_probe.cu built against them): the flat
# GEMV probe against AUTO and cuBLAS on S = 1..4 rows with K-major W
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
timeout 400 /tmp/c/b90/gemv_probe 2>&1 | tee $OUT/probe.txt
echo "probe rc $?"
