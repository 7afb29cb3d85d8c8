#!/usr/bin/env bash
# session 51, device call 9 (H200). s51c = accc264. (1) AUTO on call 7's 18 shapes, two rounds:
# does the library pick the lone 128 x 256 row where the probe said? (2) gpu_suite.sh --extra
# (issues 12, 13, 14) at the final kernels.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s51c.txz -C /tmp/s
D=/tmp/s/s51c/b90
R=$OUT/c9; rm -rf $R; mkdir -p $R
NN=256x14336x512,14336x256x512,11008x256x512,11008x256x1024,2376x1280x512,2376x1280x1024,2376x1280x2048,2376x1280x4096,2376x1280x6144,2376x1536x512,2376x1536x1024,2376x1536x2048,2376x1536x4096,2376x1536x6144
TN=256x14336x512,14336x256x512,11008x256x512,11008x256x1024
for r in 1 2; do
  $D/bench/tcgemm-bench --dtype f16 --variants auto --shapes $NN --trans NN --csv $R/NN_r$r.csv > $R/NN_r$r.txt 2>&1 || echo "NN r$r rc=$?"
  $D/bench/tcgemm-bench --dtype f16 --variants auto --shapes $TN --trans TN --csv $R/TN_r$r.csv > $R/TN_r$r.txt 2>&1 || echo "TN r$r rc=$?"
done
TCGEMM_COMMIT=accc264 BUILD=$D OUT=$R/x timeout 420 bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
