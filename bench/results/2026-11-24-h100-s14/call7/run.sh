#!/usr/bin/env bash
# session 14, device call 7 (fefc4fc + hgemm_wgmma_64x64 + short A: K-major A with m < 64 read
# in boxes of its m rows, one a stage, instead of 64-row boxes the copy engine zero-fills): M =
# 1..128 at n = k = 4096 for both wgmma rows (call 6: hgemm_wgmma_64x64 17.3 us at 64 rows,
# 21.7-25.0 at 1-32); the suites again; GPU tests of every wgmma row, the repack and AUTO f16;
# compute-sanitizer on the short-A path.
set -u
mkdir -p /tmp/c && tar -xzf .devcarry/b90.tgz -C /tmp/c
B=/tmp/c/b90
R=$OUT/c7; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version --format=csv > $R/env.txt
t0=$(date +%s)
V=auto,hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_mma_64x64,hgemm_skinny,hgemm_wgmma_128x256_c2
b() { local name=$1 lim=$2; shift 2; local t=$(date +%s); timeout $lim $B/bench/tcgemm-bench --dtype f16 --variants $V --reps 20 --csv $R/$name.csv "$@" > $R/$name.txt 2>&1; echo "$name: rc $? in $(( $(date +%s) - t )) s"; }
b rows_nn 60 --shapes 1x4096x4096,2x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,48x4096x4096,64x4096x4096,96x4096x4096,128x4096x4096,1x11008x4096,8x11008x4096
b rows_nt 60 --trans NT --shapes 1x4096x4096,8x4096x4096,16x4096x4096,32x4096x4096,64x4096x4096,128x4096x4096
b deepbench 140 --suite deepbench
b llm 80 --suite llm
b small 60 --sizes 256,512,768,1024,1536,2048
for f in rows_nn rows_nt deepbench llm small; do echo "== $f"; grep -E "^(auto|hgemm_wgmma_64x64|hgemm_wgmma_128x128) " $R/$f.txt | awk '{printf "%-20s %-16s %s %s %s\n",$1,$3,$6,$8,$9}'; grep -E "WRONG|results:" $R/$f.txt | head -3; done
echo "bench took $(( $(date +%s) - t0 )) s"
for v in hgemm_wgmma_64x64 hgemm_wgmma_128x128 hgemm_wgmma_128x256 hgemm_wgmma_128x256_c2 hgemm_wgmma_128x256_c2_sk hgemm_repack auto_f16; do
  timeout 400 stdbuf -oL $B/tests/test_gemm_gpu $v > $R/test_$v.log 2>&1 &
done
wait
echo "tests took $(( $(date +%s) - t0 )) s"
for f in $R/test_*.log; do echo "$(basename $f): $(grep -c FAIL $f) FAIL lines; $(tail -1 $f)"; done
for tool in memcheck racecheck synccheck; do
  timeout 90 compute-sanitizer --tool $tool --kernel-regex kns=hgemm_wgmma --print-limit 20 $B/bench/tcgemm-bench --dtype f16 --variants hgemm_wgmma_64x64,hgemm_wgmma_128x128,hgemm_wgmma_128x256_c2 --shapes 1x1000x264,33x520x1000,6144x32x2048,1000x1000x1000 --reps 2 --warmup 1 --max-run-s 100 > $R/san_$tool.txt 2>&1
  echo "$tool: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/san_$tool.txt | tail -2 | tr '\n' ' ')"
done
echo "all took $(( $(date +%s) - t0 )) s"
cd $OUT && tar -czf c7.tgz c7 && rm -rf c7
