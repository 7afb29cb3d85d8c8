#!/usr/bin/env bash
# session 48, device call 3 (H200). Build s48a at 9e5474a (AUTO refitted: stream-K charged its
# hand-over, the 128 x 192 row at 665 TFLOPS, the 128 x 128 row's k-loop 5.6 ns; no kernel code
# changed): every GPU test and the default bench in one run (the README's tables), then AUTO
# against the rows named on the calls whose pick the refit changed, the long ones it now sends
# to stream-K (3840^3 to 5632^3) among them, NN, two rounds.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s48a.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=9e5474a BUILD=/tmp/s/s48a/b90 OUT=$R/suite bash scripts/gpu_suite.sh --prebuilt
B=/tmp/s/s48a/b90/bench/tcgemm-bench
S=3840x3840x3840,4352x4352x4352,5120x5120x5120,5632x5632x5632,5120x5120x4096,5120x5120x2048,2304x2304x2304,3072x3072x3072,1536x4096x1536,128x8192x4096,2560x2048x4096,1792x3584x1024
for r in 1 2; do
  $B --dtype f16 --variants auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x192,hgemm_wgmma_128x256,hgemm_wgmma_128x64,hgemm_wgmma_128x128 --shapes $S --csv $R/changed_r$r.csv > $R/changed_r$r.txt 2>&1; echo "changed r$r rc=$?"
done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
