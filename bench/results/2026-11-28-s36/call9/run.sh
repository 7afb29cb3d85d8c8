#!/usr/bin/env bash
# session 36, device call 9 (H100), the final binaries (82f2b91): SASS of the kernels whose loads
# may sit next to their products as the flat GEMV's did (call 3): the flat GEMV as fenced (fp32 U =
# 8), the register batches (decode_lmajor, decode_kmajor), the fp32 split-K tile. A record for the
# next session: where a fence could put more loads in flight.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s36f.txz -C /tmp/s
B=/tmp/s/f/b90/bench/tcgemm-bench
R=$OUT/c9; mkdir -p $R
cuobjdump -sass $B 2>/dev/null | grep -E "^\s+Function : " | sed 's/.*Function : //' > $R/functions.txt
wc -l < $R/functions.txt
for pat in 'flat_kernelIfLi1ELi8ELi8ELb0' 'decode_lmajorI6__halfLi1E' 'decode_lmajorIfLi1E' 'decode_kmajorI6__halfLi1E' 'splitk'; do
  for f in $(grep -E "$pat" $R/functions.txt | head -2); do
    cuobjdump -sass -fun "$f" $B > $R/sass_$(echo $f | md5sum | cut -c1-8).txt 2>&1
    n=$(grep -cE "LDG|LDS" $R/sass_$(echo $f | md5sum | cut -c1-8).txt)
    echo "$f $(echo $f | md5sum | cut -c1-8) loads=$n"
  done
done | tee $R/index.txt
cd $OUT && tar -czf c9.tgz c9 && rm -rf c9
