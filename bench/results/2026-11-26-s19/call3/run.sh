#!/usr/bin/env bash
# session 19, device call 3 (probe): the inline copy with a word a lane (shuffles), 4 words in
# flight; old (f136199) and new alternated on misaligned shapes; step sizes 4 and 16; where the
# copy kernels' spills are (SASS: local loads and stores in a copy kernel)
set -u
mkdir -p /tmp/c /tmp/o && tar -xzf .devcarry/b90.tgz -C /tmp/c && tar -xzf .devcarry/old.tgz -C /tmp/o
B=/tmp/c/b90
R=$OUT/c3; mkdir -p $R
t0=$(date +%s)
S=4096x4096x4096+1,4095x4095x4095,4097x4097x4097,1021x1021x1021,127x8191x4093,2039x2039x2039,8191x8191x8191,4096x4096x4096
for r in 1 2; do
  for w in old new; do
    bin=$B/bench/tcgemm-bench; [ $w = old ] && bin=/tmp/o/b90/bench/tcgemm-bench
    timeout 60 $bin --dtype f16 --variants auto --shapes $S --csv $R/$w$r.csv > $R/$w$r.txt 2>&1
    echo "$w $r rc $? at $(( $(date +%s) - t0 )) s"; grep -E "^auto" $R/$w$r.txt | awk '{print $3, $7, $8, $9}'
  done
done
TCGEMM_PROBE_STEP=16 timeout 60 $B/bench/tcgemm-bench --dtype f16 --variants auto --shapes $S > $R/step16.txt 2>&1
echo "step16"; grep -E "^auto" $R/step16.txt | awk '{print $3, $7, $8, $9}'
cuobjdump -sass $B/bench/tcgemm-bench > $R/all.sass 2>/dev/null
python3 - $R/all.sass > $R/spills.txt <<'PY'
# each local load/store of a Hopper kernel, with the last marker opcode before it (HGMMA:
# consumer, SHFL: copy warps, UTMALDG: TMA thread)
import sys, re
fn = None; last = '?'; out = {}
for line in open(sys.argv[1]):
    m = re.match(r'\s+Function : (\S+)', line)
    if m:
        fn = m.group(1); last = '?'; continue
    if not fn or 'hgemm_wgmma_kernel' not in fn:
        continue
    for op in ('HGMMA', 'SHFL', 'UTMALDG', 'UTMASTG', 'SETMAXNREG', 'BAR.SYNC'):
        if op in line:
            last = op
    if 'STL' in line or 'LDL' in line:
        key = (fn, last)
        out[key] = out.get(key, 0) + 1
for (fn, last), n in sorted(out.items()):
    print(n, last, fn[:150])
PY
head -c 6000 $R/spills.txt; rm $R/all.sass
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
