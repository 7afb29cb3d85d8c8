#!/usr/bin/env bash
# session 38, device call 3 (H100): the fp32 split-K row's loads with an L2 fetch size of 256
# bytes (ld.global.L2::256B; l2fetch.patch): in NN its A rows are read 32 bytes a k-slice, each
# slice a separate DRAM access. n = b9266c8 + the tests' split (no kernel change), p = n + the
# hint in sgemm_splitk_64x32. Alternated twice: fp32 AUTO and the split-K row, NN, TN, NT. Then
# p's GPU tests of the split-K row.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s38np.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv > $R/env.txt
S=6144x32x2048,6144x16x2048,4096x32x4096,35x700x2048,7680x128x2560,4224x1500x176,8192x64x4096,1024x700x512,2560x64x2560,1760x128x1760,5124x700x2048
for r in 1 2; do
  for b in n p; do
    for t in NN TN NT; do
      timeout 80 /tmp/s/$b/b90/bench/tcgemm-bench --dtype f32 --variants auto,sgemm_splitk_64x32 --trans $t --shapes $S --csv $R/${b}_${t}_r$r.csv > $R/${b}_${t}_r$r.txt 2>&1; echo "$b $t r$r rc=$?"
    done
  done
done
timeout 200 stdbuf -oL /tmp/s/p/b90/tests/test_gemm_gpu sgemm_splitk_64x32 > $R/tests_p.txt 2>&1; echo "tests rc=$?"
grep -h "gpu tests:" $R/tests_*.txt; grep -h "FAIL\|WRONG" $R/tests_*.txt | head -5
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
