#!/usr/bin/env bash
# count_wmma.sh ASM PROGRAM OBJCOPY BUNDLER OBJDUMP — the v_wmma instructions hipcc made for
# gfx1100: in the assembly of the kernel, and in the gfx1100 code object inside the linked
# program (its .hip_fatbin section, unbundled and disassembled). Fails unless both hold some and
# the code object is wave32. Prints the counts and the instructions.
set -euo pipefail
asm=$1 program=$2 objcopy=$3 bundler=$4 objdump=$5
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$objcopy" --dump-section .hip_fatbin="$work/fatbin" "$program"
"$bundler" --unbundle --type=o --input="$work/fatbin" \
    --targets=hipv4-amdgcn-amd-amdhsa--gfx1100 --output="$work/gfx1100.co"
"$objdump" -d --mcpu=gfx1100 "$work/gfx1100.co" >"$work/gfx1100.dis"
in_asm=$(grep -c 'v_wmma_f32_16x16x16_f16' "$asm" || true)
in_program=$(grep -c 'v_wmma_f32_16x16x16_f16' "$work/gfx1100.dis" || true)
echo "v_wmma_f32_16x16x16_f16 in the kernel's assembly: $in_asm"
echo "v_wmma_f32_16x16x16_f16 in the linked program's gfx1100 code object: $in_program"
grep -h 'v_wmma' "$work/gfx1100.dis" | sed 's/^[[:space:]]*/  /'
grep -q '\.amdhsa_wavefront_size32 1' "$asm" || { echo "FAIL: the kernel is not wave32"; exit 1; }
[ "$in_asm" -gt 0 ] && [ "$in_program" -gt 0 ] || { echo "FAIL: no v_wmma instruction"; exit 1; }
echo "OK: gfx1100, wave32, v_wmma present"
