#!/usr/bin/env bash
# session 52, device call 8 (H200). s52c = bdec3b8 (AUTO: the fp32 128 x 256 stream-K row's float4
# instance priced as the unaligned one where a ragged tile stays in place). gpu_suite.sh
# --prebuilt: every GPU test and the default bench (the README's tables).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s52c.txz -C /tmp/s
R=$OUT/c8; rm -rf $R; mkdir -p $R
TCGEMM_COMMIT=bdec3b8 BUILD=/tmp/s/s52c/b90 OUT=$R/suite timeout 570 bash scripts/gpu_suite.sh --prebuilt > $R/suite.log 2>&1; echo "suite rc=$?"
tail -15 $R/suite.log
cd $OUT && tar -czf c8.tgz c8 && rm -rf c8
