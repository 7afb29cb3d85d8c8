#!/usr/bin/env bash
# session 45, device call 3 (H200). Builds: s45a (95c7f04, the library) and s45e (95c7f04 +
# exp.patch, switched by TCGEMM_S45: bit 1 = the TMA ring's slots released by per-slot "empty"
# mbarriers, one arrival a warp, thread 0 refilling the slot consumed two stages before, in place
# of the __syncthreads a stage; bit 2 = the fp32 consumer's shared loads at 32-bit addresses,
# ld.shared.v4 by asm). Question (call 2's ncu of fp32 1024 x 16 x 500000: 59% of issue slots
# busy, 8.6% of the warps' samples at the stage's barrier, 11% of the instructions LEAs that
# make the LDS addresses): do they buy the fp32 deep-K call the ~10% it lacks for 1.1x the floor?
# AUTO on the skinny path's calls, fp32 and fp16, four settings and the library, alternated twice.
set -u
rm -rf /tmp/s && mkdir -p /tmp/s && tar -xJf .devcarry/s45a.txz -C /tmp/s && tar -xJf .devcarry/s45e.txz -C /tmp/s
R=$OUT/c3; rm -rf $R; mkdir -p $R
A=/tmp/s/q/b90/bench/tcgemm-bench E=/tmp/s/e/b90/bench/tcgemm-bench
S32=1024x16x500000,512x8x500000,1024x4x500000,35x8457x4096,4096x16x4096,1760x16x1760,35x700x2048
S16=1024x16x500000,512x8x500000,4096x16x4096,1x4096x4096,16x4096x4096,35x8457x4096,35x700x2048
for r in 1 2; do
  for x in lib e0 e1 e2 e3; do
    B=$E; [ $x = lib ] && B=$A
    for d in f32 f16; do
      S=$S32; [ $d = f16 ] && S=$S16
      TCGEMM_S45=${x#e} $B --dtype $d --variants auto --shapes $S --reps 20 --csv $R/$x.$r$d.csv > $R/$x.$r$d.txt 2>&1
    done
    TCGEMM_S45=${x#e} $B --dtype f32 --variants auto --shapes 1x4096x4096,16x4096x4096 --trans NT --reps 20 --csv $R/$x.${r}f32nt.csv > $R/$x.${r}f32nt.txt 2>&1
  done
done
python3 bench/ab_table.py $R lib e0 e1 e2 e3
grep -h "WRONG" $R/*.txt | head -3
cd $OUT && tar -czf c3.tgz c3 && rm -rf c3
