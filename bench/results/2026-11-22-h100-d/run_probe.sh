#!/bin/bash
# Probe run on the GPU host: nvidia-smi sampled every 100 ms while bin/probe runs its phases.
cd "$(dirname "$0")"
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,temperature.gpu,clocks_throttle_reasons.active,power.limit --format=csv,noheader -lms 100 > $OUT/smi.csv 2>&1 &
smi=$!
sleep 1
bin/probe ${PROBE:-all} 2>&1 | tee $OUT/probe.txt
sleep 0.5
kill $smi
nvidia-smi -q -d PERFORMANCE,POWER,CLOCK > $OUT/smi_q.txt 2>&1
