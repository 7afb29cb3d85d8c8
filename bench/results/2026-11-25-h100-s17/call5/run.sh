#!/usr/bin/env bash
# session 17, device call 5 (the final code: AUTO's choice remembered per handle): host cost per
# call before and after that (s15/call10's hostcost.c linked against the library with the old and
# the new api.c, alternated twice), then every GPU test, the default bench and the issues' phases
# (scripts/gpu_suite.sh --prebuilt --extra): the README's tables
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c5; mkdir -p $R
t0=$(date +%s)
S="f16:auto:64x1x1216 f32:auto:64x1x1216 f16:auto:1760x16x1760 f16:auto:7680x1x2560 f16:auto:35x700x2048 f32:auto:35x700x2048 f16:auto:3072x4x1024 f16:auto:4096x4096x4096"
for rep in 1 2; do
  for which in old new; do
    echo "== $which ($rep)"; timeout 60 $B/hostcost_$which $S
  done
done > $R/hostcost.txt 2>&1
cat $R/hostcost.txt
echo "hostcost done at $(( $(date +%s) - t0 )) s"
OUT=$R/suite BUILD=$B TCGEMM_COMMIT=${COMMIT:-unknown} timeout 500 scripts/gpu_suite.sh --prebuilt --extra > $R/suite.txt 2>&1
echo "suite rc $? in $(( $(date +%s) - t0 )) s"
grep -E "gpu tests \(all|failing cases|SM clock" $R/suite.txt | head -20
mkdir -p $R/x && tar -xzf $R/suite/extra.tar.gz -C $R/x
grep -hE "^auto" $R/x/extra/decode_nt.txt $R/x/extra/deepbench.txt | awk '$3 ~ /^(1|2|4|8|16|35|64)x|x(1|2|4|8|16|32)x/'
grep -hE "^auto" $R/x/extra/square_nn.txt $R/x/extra/square_tn.txt $R/x/extra/alone_nn.txt $R/x/extra/alone_tn.txt
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
