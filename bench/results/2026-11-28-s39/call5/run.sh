#!/usr/bin/env bash
# session 39, device call 5 (H100): q (eac2640), f (6b3d5c8) and g (f plus call5/noearly.patch,
# run with TCGEMM_NO_EARLY=1: the multiply launched after the copy ends, not behind it),
# alternated twice on the repack's calls, fp16 AUTO; then the irregular suite at f (both types).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && for b in q f g; do tar -xJf .devcarry/s39$b.txz -C /tmp/s; done
R=$OUT/c5; rm -rf $R; mkdir -p $R
H=4097x257x6151,1021x1021x1021,4096x4096x4096+1,127x8191x4093,2039x2039x2039,4095x4095x4095
for r in 1 2; do
  timeout 40 /tmp/s/q/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $H --csv $R/q_r$r.csv > $R/q_r$r.txt 2>&1; echo "q r$r rc=$?"
  timeout 40 /tmp/s/f/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $H --csv $R/f_r$r.csv > $R/f_r$r.txt 2>&1; echo "f r$r rc=$?"
  TCGEMM_NO_EARLY=1 timeout 40 /tmp/s/g/b90/bench/tcgemm-bench --dtype f16 --variants auto --shapes $H --csv $R/g_r$r.csv > $R/g_r$r.txt 2>&1; echo "g r$r rc=$?"
done
timeout 120 /tmp/s/f/b90/bench/tcgemm-bench --dtype both --variants auto --suite irregular --shapes 1024x1024x1024,2040x2040x2040,2048x2048x2048,3008x3008x3008,4096x4096x4096,4104x4104x4104,8192x8192x8192,3008x4104x2000,128x8192x4096,4104x264x6152 --csv $R/irregular.csv > $R/irregular.txt 2>&1; echo "irregular rc=$?"
grep -h "^auto" $R/*_r*.txt | awk '{print $3, $6}' | sort | awk '{a[$1]=a[$1]" "$2} END {for (k in a) print k, a[k]}'
cd $OUT && tar -czf c5.tgz c5 && rm -rf c5
