#!/usr/bin/env bash
# session 37, device call 2 (H100): g = 1372877 (AUTO's paced last round and stream-K's sector
# term). Every square-ish call whose pick it changed (3000^3, 2376^3, 5704^3, 3008^3 and 3072^3 with
# ld + 8) and controls whose pick it kept (3008^3, 3008 x 4104 x 2000, 2560^3): AUTO against the
# three 128 x 256 rows, two rounds. Then the irregular suite, AUTO, both types.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s37g.txz -C /tmp/s
R=$OUT/c2; rm -rf $R; mkdir -p $R
B=/tmp/s/g/b90/bench/tcgemm-bench
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
V=auto,hgemm_wgmma_128x256_c2,hgemm_wgmma_128x256_c2_sk,hgemm_wgmma_128x256
P=3000x3000x3000,2376x2376x2376,5704x5704x5704,3008x3008x3008+8,3072x3072x3072+8,3008x3008x3008,3008x4104x2000,2560x2560x2560
for r in 1 2; do
  timeout 200 $B --dtype f16 --variants $V --shapes $P --csv $R/picks_r$r.csv > $R/picks_r$r.txt 2>&1; echo "picks r$r rc=$?"
done
timeout 150 $B --dtype both --variants auto --suite irregular --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "irregular rc=$?"
cd $OUT && tar -czf c2.tgz c2 && rm -rf c2
