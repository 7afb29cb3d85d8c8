#!/usr/bin/env bash
# session 36, device calls 3-4 (H100): probe_flat.cu (fp32 512 x 1 x 500000: the library's flat
# GEMV, copies of its loop with other loads per lane, warps per row and load hints, and a
# grid-stride read of the same 1 GB), twice; the SASS of one copy (are its 16 loads in flight?).
# Call 4: the same with a fence between the loads and the products (fence=true); R=c4 there.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36c3.txz -C /tmp/s
R=$OUT/${CALL:-c3}; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
timeout 120 /tmp/s/probe_flat > $R/probe_flat.txt 2>&1; echo "probe rc=$?"
cuobjdump -sass -fun '_Z4gemvILi16ELi8ELi0EEvPKfS1_Pfii' /tmp/s/probe_flat > $R/gemv16.sass 2>&1
grep -cE "LDG" $R/gemv16.sass; grep -nE "LDG|FFMA|BRA" $R/gemv16.sass | head -60
cat $R/probe_flat.txt
cd $OUT && tar -czf ${CALL:-c3}.tgz ${CALL:-c3} && rm -rf ${CALL:-c3}
