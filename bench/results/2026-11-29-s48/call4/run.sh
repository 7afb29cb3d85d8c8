#!/usr/bin/env bash
# session 48, device call 4 (H200). (1) The issues' benches (gpu_suite.sh --extra) on s48a =
# 9e5474a's binaries. (2) Build sktrace: 9e5474a + a timeline of the stream-K row (experiment
# only, not committed): TCGEMM_SK_TRACE=N makes the row's N-th launch record, per consumer
# warpgroup, each piece's start, the end of its k-loop, of its hand-over (partials written or
# added) and of its epilogue (%globaltimer), printed as TRACE lines. Question: where the 13-17 us
# that stream-K's hand-over adds at every size go.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s48a.txz -C /tmp/s && tar -xJf .devcarry/sktrace.txz -C /tmp/s
R=$OUT/c4; rm -rf $R; mkdir -p $R
T=/tmp/s/sktrace/bench/tcgemm-bench
for s in 2304x2304x2304 3072x3072x3072 5120x5120x1024 1536x4096x1536; do
  TCGEMM_SK_TRACE=8 $T --dtype f16 --variants hgemm_wgmma_128x256_c2_sk --shapes $s --trans NN > $R/trace_$s.txt 2>&1; echo "trace $s rc=$?"
done
grep -h "^hgemm" $R/trace_*.txt | cut -c1-110
TCGEMM_COMMIT=9e5474a BUILD=/tmp/s/s48a/b90 OUT=$R/x bash scripts/gpu_suite.sh --prebuilt --no-tests --no-bench --extra > $R/extra.log 2>&1; echo "extra rc=$?"
mv $R/x/extra.tar.gz $R/ 2>/dev/null; ls $R/x
cd $OUT && tar -czf c4.tgz c4 && rm -rf c4
