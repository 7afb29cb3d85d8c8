#!/usr/bin/env bash
# session 48, device call 6 (H200). s48b = 6d9582e: compute-sanitizer memcheck over the stream-K
# row's GPU tests (its partials now written and read as float4 through L2), cut at 240 s.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s48b.txz -C /tmp/s
R=$OUT/c6; rm -rf $R; mkdir -p $R
timeout 240 compute-sanitizer --tool memcheck --print-limit 20 /tmp/s/s48b/b90/tests/test_gemm_gpu hgemm_wgmma_128x256_c2_sk > $R/memcheck_hgemm_wgmma_128x256_c2_sk.log 2>&1
echo "memcheck rc=$?" | tee $R/rc.txt
grep -h "ERROR SUMMARY\|^gpu tests\|passed" $R/memcheck_*.log | tail -4
cd $OUT && tar -czf c6.tgz c6 && rm -rf c6
