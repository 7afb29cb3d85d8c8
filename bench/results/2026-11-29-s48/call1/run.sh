#!/usr/bin/env bash
# session 48, device call 1 (H200). Build skexp: 8933937 + a run-time switch TCGEMM_SK_MODE in
# the stream-K row's schedule (experiment only, not committed): 0 = as committed (the last
# partial round plus one whole round shared out by k-blocks), 1 = only the partial round shared
# out, 2 = no stream-K at all (whole units, the row's non-deferred epilogue). Question: why the
# stream-K row runs its 1.2-2.2 rounds of units in about 0.6 of a unit more than its share
# (2304^3 48.8 us against the cluster row's 50.8 for two whole rounds). The three modes and the
# rows beside them, NN, two rounds; then ncu on 2304^3 (modes 0 and 1, and the cluster row).
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/skexp.txz -C /tmp/s
R=$OUT/c1; rm -rf $R; mkdir -p $R
B=/tmp/s/skexp/bench/tcgemm-bench
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt 2>&1
S=2304x2304x2304,3072x3072x3072,1536x4096x1536,2560x2560x2560,2816x2816x2816,3584x3584x3584,1792x4096x2048,4096x4096x4096
for r in 1 2; do
  for m in 0 1 2; do
    TCGEMM_SK_MODE=$m $B --dtype f16 --variants hgemm_wgmma_128x256_c2_sk --shapes $S --trans NN --csv $R/sk${m}_r$r.csv > $R/sk${m}_r$r.txt 2>&1; echo "r$r mode $m rc=$?"
  done
  $B --dtype f16 --variants hgemm_wgmma_128x256_c2,hgemm_wgmma_128x192,hgemm_wgmma_128x256 --shapes $S --trans NN --csv $R/rows_r$r.csv > $R/rows_r$r.txt 2>&1; echo "r$r rows rc=$?"
done
grep -h WRONG $R/*.txt | grep -v " 0 WRONG" | head -3
python3 - $R <<'PY'
import csv,glob,sys,collections,statistics
d=collections.defaultdict(list)
for f in glob.glob(sys.argv[1]+'/*.csv'):
    tag=f.split('/')[-1].split('_r')[0]
    for r in csv.DictReader(l for l in open(f) if not l.startswith('#')):
        if r['median_ms']:
            v=r['variant'].replace('hgemm_wgmma_','')
            if tag.startswith('sk'): v=tag
            d[(int(r['m']),int(r['n']),int(r['k']),v)].append(float(r['median_ms'])*1000)
            d[(int(r['m']),int(r['n']),int(r['k']),'cublas')].append(float(r['cublas_median_ms'])*1000)
for s in sorted({k[:3] for k in d}):
    print('x'.join(map(str,s)), ' '.join(f"{v}={statistics.median(x):.1f}" for (a,b,c,v),x in sorted(d.items()) if (a,b,c)==s))
PY
M=gpu__time_duration.sum,launch__grid_size,launch__cluster_dim_x,sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum,dram__bytes_read.sum,smsp__average_warp_latency_issue_stalled_barrier.ratio,smsp__average_warp_latency_issue_stalled_long_scoreboard.ratio,smsp__average_warp_latency_issue_stalled_wait.ratio,smsp__average_warp_latency_issue_stalled_membar.ratio,smsp__average_warp_latency_issue_stalled_lg_throttle.ratio
for t in "0 hgemm_wgmma_128x256_c2_sk" "1 hgemm_wgmma_128x256_c2_sk" "0 hgemm_wgmma_128x256_c2"; do
  set -- $t
  TCGEMM_SK_MODE=$1 timeout 100 ncu --metrics $M -k regex:hgemm_wgmma --launch-skip 3 --launch-count 1 $B --dtype f16 --variants $2 --shapes 2304x2304x2304 --trans NN --reps 3 --warmup 2 > $R/ncu_$1_$2.txt 2>&1
  echo "== $t rc=$?"
  grep -E "duration|grid_size|cluster_dim|hmma|sm__throughput|lts__t_bytes|dram__bytes|stalled" $R/ncu_$1_$2.txt | cut -c1-120
done
cd $OUT && tar -czf c1.tgz c1 && rm -rf c1
