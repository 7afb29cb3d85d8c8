#!/usr/bin/env bash
# session 46, device call 3 (H200), build s46b (call 2's). Why does hgemm_mma_shifted_64x64 run
# 3-4x slower than hgemm_mma_64x64 (1024^3 37.4 against 13.0 us, 4096^3 1.62 against 0.43 ms),
# when it moves the same shared bytes? ncu (full set, source counters) of the NN kernel at 1024^3
# and 4096^3, and its SASS (where the loads sit against the mma and the barrier).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s46b.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
B=/tmp/s/b/b90/bench/tcgemm-bench
K=_ZN53_GLOBAL__N__63b55571_20_hgemm_mma_shifted_cu_ec77e16a17hgemm_mma_shiftedIN6tcgemm3mma4TileILi64ELi64ELi64ELi32ELi32ELi2EEELb1ELb0EEEv16tcgemm_problem_t
timeout 60 cuobjdump -sass $B 2>/dev/null | awk '/Function : .*hgemm_mma_shifted.*Lb1ELb0E/,/\.\.\.\.\.\.\.\.\.\./' > $R/sass_nn.txt
echo "sass lines $(wc -l < $R/sass_nn.txt): LDG $(grep -c ' LDG' $R/sass_nn.txt) HMMA $(grep -c HMMA $R/sass_nn.txt) BAR $(grep -c 'BAR' $R/sass_nn.txt) STS $(grep -c ' STS' $R/sass_nn.txt) BRA $(grep -c ' BRA' $R/sass_nn.txt) BSSY $(grep -c BSSY $R/sass_nn.txt) STL $(grep -c ' STL' $R/sass_nn.txt)"
run() { # name shape
  timeout 200 ncu --kernel-name regex:hgemm_mma_shifted --launch-skip 1 --launch-count 1 --set full --import-source yes -o $R/$1 \
    $B --dtype f16 --variants hgemm_mma_shifted_64x64 --shapes $2 --reps 2 --warmup 1 --no-check --max-run-s 100000 > $R/$1.ncu.log 2>&1
  echo "$1 ncu rc=$?"; tail -2 $R/$1.ncu.log
  ncu -i $R/$1.ncu-rep --page details > $R/$1.details.txt 2>&1
  ncu -i $R/$1.ncu-rep --page source --csv --print-source sass > $R/$1.sass.csv 2>&1
  grep -E "Duration|Warp Cycles Per Issued|Issued Ipc|Achieved Occupancy|Registers Per|L1/TEX Hit|L2 Hit|DRAM Throughput|Issue Slots Busy|Stall|Block Limit|Local" $R/$1.details.txt | head -40
}
run k1024 1024x1024x1024
run k4096 4096x4096x4096
rm -f $R/*.ncu-rep
gzip $R/*.sass.csv
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
