#!/usr/bin/env bash
# session 18, device call 7 (binaries of ab64224, the final code: edge units cost at least 0.9
# of a whole one, a whole one where C is staged): every GPU test, the default bench and the
# issues' phases (scripts/gpu_suite.sh --prebuilt --extra), then call 1's binaries (old: 04b107b's
# Hopper code) against these (new), alternated twice on ragged, misaligned and aligned shapes
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
B=/tmp/c/b90
R=$OUT/c7; mkdir -p $R
t0=$(date +%s)
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=${COMMIT:-unknown} timeout 470 scripts/gpu_suite.sh --prebuilt --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests \(all|failing cases|SM clock" $R/suite.txt | head -20
V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk
S=4104x4104x4104,4097x4097x4097,4097x4097x4097+7,3001x4099x1999,2049x4105x2048,2049x4105x2048+7,4000x4000x4000,3008x4104x2000,2560x7000x2560,4096x7000x4096,4096x4096x4096,8192x8192x8192
for r in 1 2; do
  for w in old new; do
    bin=$B/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 60 $bin --dtype f16 --variants $V --shapes $S --csv $R/$w$r.csv > $R/$w$r.txt 2>&1
    echo "$w $r rc $? at $(( $(date +%s) - t0 )) s"
  done
done
mkdir -p $R/x && tar -xzf $R/suite/extra.tar.gz -C $R/x
grep -hE "^auto" $R/x/extra/square_nn.txt $R/x/extra/square_tn.txt $R/x/extra/alone_nn.txt $R/x/extra/alone_tn.txt
rm -rf $R/x
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
