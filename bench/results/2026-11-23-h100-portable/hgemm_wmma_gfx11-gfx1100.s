	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.section	.text._ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE,#alloc,#execinstr
	.globl	_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE ; -- Begin function _ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE
	.p2align	8
	.type	_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE,@function
_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE: ; @_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE
; %bb.0:
	s_load_b128 s[16:19], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 2, v0
	v_lshrrev_b32_e32 v2, 1, v0
	s_lshl_b32 s2, s14, 5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_and_b32_e32 v1, 16, v1
	v_and_or_b32 v10, v2, 16, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v14, s15, 5, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s16, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cmp_gt_i32_e64 s2, s17, v10
	s_and_b32 s2, vcc_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB0_191
; %bb.1:
	s_clause 0x3
	s_load_b128 s[8:11], s[0:1], 0x10
	s_load_b128 s[20:23], s[0:1], 0x20
	s_load_b64 s[24:25], s[0:1], 0x30
	s_load_b128 s[12:15], s[0:1], 0x38
	v_and_b32_e32 v11, 15, v0
	s_cmp_gt_i32 s18, 0
	s_mov_b32 s0, 0
	s_cbranch_scc1 .LBB0_3
; %bb.2:
	s_delay_alu instid0(VALU_DEP_1)
	v_or_b32_e32 v9, v10, v11
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s11, 0
	s_branch .LBB0_4
.LBB0_3:
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s11, -1
                                        ; implicit-def: $vgpr9
.LBB0_4:
	s_mov_b32 s7, s0
	s_mov_b32 s1, s0
	s_mov_b32 s2, s0
	s_mov_b32 s3, s0
	s_mov_b32 s4, s0
	s_mov_b32 s5, s0
	s_mov_b32 s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v8, s7 :: v_dual_mov_b32 v7, s6
	v_dual_mov_b32 v6, s5 :: v_dual_mov_b32 v5, s4
	v_dual_mov_b32 v4, s3 :: v_dual_mov_b32 v3, s2
	v_dual_mov_b32 v2, s1 :: v_dual_mov_b32 v1, s0
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_cbranch_vccnz .LBB0_135
; %bb.5:
	v_or_b32_e32 v15, v14, v11
	v_or_b32_e32 v9, v10, v11
	s_mov_b32 s36, 0
	s_cmp_eq_u32 s19, 0
	s_mov_b32 s37, s36
	s_mov_b32 s38, s36
	s_mov_b32 s39, s36
	s_mov_b32 s40, s36
	s_mov_b32 s41, s36
	s_mov_b32 s42, s36
	s_mov_b32 s43, s36
	v_dual_mov_b32 v1, s36 :: v_dual_mov_b32 v2, s37
	v_cmp_gt_i32_e32 vcc_lo, s16, v15
	v_cmp_gt_i32_e64 s0, s17, v9
	v_dual_mov_b32 v3, s38 :: v_dual_mov_b32 v4, s39
	v_dual_mov_b32 v5, s40 :: v_dual_mov_b32 v6, s41
	v_dual_mov_b32 v7, s42 :: v_dual_mov_b32 v8, s43
	s_cselect_b32 s1, -1, 0
	s_cmp_eq_u32 s8, 0
	s_mov_b32 s4, s13
	s_cselect_b32 s2, -1, 0
	s_mov_b32 s5, 15
	s_branch .LBB0_7
.LBB0_6:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v11, 0xffff, v45
	v_and_b32_e32 v12, 0xffff, v41
	v_and_b32_e32 v13, 0xffff, v37
	v_and_b32_e32 v33, 0xffff, v33
	v_and_b32_e32 v29, 0xffff, v29
	v_lshl_or_b32 v50, v46, 16, v11
	v_and_b32_e32 v11, 0xffff, v25
	v_lshl_or_b32 v49, v43, 16, v12
	v_lshl_or_b32 v48, v39, 16, v13
	v_and_b32_e32 v12, 0xffff, v17
	v_and_b32_e32 v13, 0xffff, v44
	v_lshl_or_b32 v45, v27, 16, v11
	v_and_b32_e32 v11, 0xffff, v21
	v_and_b32_e32 v17, 0xffff, v40
	v_and_b32_e32 v21, 0xffff, v36
	v_lshl_or_b32 v43, v18, 16, v12
	v_lshl_or_b32 v37, v10, 16, v13
	v_lshl_or_b32 v44, v22, 16, v11
	v_and_b32_e32 v10, 0xffff, v32
	v_and_b32_e32 v11, 0xffff, v28
	v_and_b32_e32 v12, 0xffff, v24
	v_and_b32_e32 v13, 0xffff, v20
	v_and_b32_e32 v16, 0xffff, v16
	v_lshl_or_b32 v47, v35, 16, v33
	v_lshl_or_b32 v46, v31, 16, v29
	v_lshl_or_b32 v36, v42, 16, v17
	v_lshl_or_b32 v35, v38, 16, v21
	v_lshl_or_b32 v34, v34, 16, v10
	v_lshl_or_b32 v33, v30, 16, v11
	v_lshl_or_b32 v32, v26, 16, v12
	v_lshl_or_b32 v31, v23, 16, v13
	v_lshl_or_b32 v30, v19, 16, v16
	s_add_i32 s3, s5, 1
	s_add_i32 s5, s5, 16
	s_cmp_ge_i32 s3, s18
	s_delay_alu instid0(VALU_DEP_1)
	v_wmma_f32_16x16x16_f16 v[1:8], v[43:50], v[30:37], v[1:8]
	s_cbranch_scc1 .LBB0_135
.LBB0_7:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_add_i32 s3, s5, -15
	s_and_saveexec_b32 s6, vcc_lo
; %bb.8:                                ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v10, v15, s3, s1
	v_cndmask_b32_e64 v16, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v11, 31, v10
	v_mad_i64_i32 v[12:13], null, v16, s12, v[10:11]
; %bb.9:                                ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v10, -1
	v_mov_b32_e32 v11, -1
	s_and_saveexec_b32 s6, s0
; %bb.10:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v16, s3, v9, s2
	v_cndmask_b32_e64 v18, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v17, 31, v16
	v_mad_i64_i32 v[10:11], null, v18, s4, v[16:17]
; %bb.11:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v17, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_13
; %bb.12:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[12:13], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, s3, s20, v12
	v_add_co_ci_u32_e64 v13, s3, s21, v13, s3
	global_load_u16 v17, v[12:13], off
.LBB0_13:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v16, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_15
; %bb.14:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v16, v[10:11], off
.LBB0_15:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -14
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.16:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v18, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v18, s12, v[12:13]
; %bb.17:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.18:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v18, s3, v9, s2
	v_cndmask_b32_e64 v20, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v19, 31, v18
	v_mad_i64_i32 v[12:13], null, v20, s4, v[18:19]
; %bb.19:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v18, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_21
; %bb.20:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v18, v[10:11], off
.LBB0_21:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v19, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_23
; %bb.22:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v19, v[10:11], off
.LBB0_23:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -13
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.24:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v20, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v20, s12, v[12:13]
; %bb.25:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.26:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v20, s3, v9, s2
	v_cndmask_b32_e64 v22, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v21, 31, v20
	v_mad_i64_i32 v[12:13], null, v22, s4, v[20:21]
; %bb.27:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v21, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_29
; %bb.28:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v21, v[10:11], off
.LBB0_29:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v20, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_31
; %bb.30:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v20, v[10:11], off
.LBB0_31:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -12
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.32:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v22, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v22, s12, v[12:13]
; %bb.33:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.34:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v22, s3, v9, s2
	v_cndmask_b32_e64 v24, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v23, 31, v22
	v_mad_i64_i32 v[12:13], null, v24, s4, v[22:23]
; %bb.35:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v22, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_37
; %bb.36:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v22, v[10:11], off
.LBB0_37:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v23, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_39
; %bb.38:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v23, v[10:11], off
.LBB0_39:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -11
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.40:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v24, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v24, s12, v[12:13]
; %bb.41:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.42:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v24, s3, v9, s2
	v_cndmask_b32_e64 v26, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v25, 31, v24
	v_mad_i64_i32 v[12:13], null, v26, s4, v[24:25]
; %bb.43:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v25, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_45
; %bb.44:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v25, v[10:11], off
.LBB0_45:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v24, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_47
; %bb.46:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v24, v[10:11], off
.LBB0_47:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -10
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.48:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v26, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v26, s12, v[12:13]
; %bb.49:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.50:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v26, s3, v9, s2
	v_cndmask_b32_e64 v28, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v27, 31, v26
	v_mad_i64_i32 v[12:13], null, v28, s4, v[26:27]
; %bb.51:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v27, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_53
; %bb.52:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v27, v[10:11], off
.LBB0_53:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v26, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_55
; %bb.54:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v26, v[10:11], off
.LBB0_55:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -9
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.56:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v28, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v28, s12, v[12:13]
; %bb.57:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.58:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v28, s3, v9, s2
	v_cndmask_b32_e64 v30, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v29, 31, v28
	v_mad_i64_i32 v[12:13], null, v30, s4, v[28:29]
; %bb.59:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v29, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_61
; %bb.60:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v29, v[10:11], off
.LBB0_61:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v28, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_63
; %bb.62:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v28, v[10:11], off
.LBB0_63:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -8
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.64:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v30, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v30, s12, v[12:13]
; %bb.65:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.66:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v30, s3, v9, s2
	v_cndmask_b32_e64 v32, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v31, 31, v30
	v_mad_i64_i32 v[12:13], null, v32, s4, v[30:31]
; %bb.67:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v31, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_69
; %bb.68:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v31, v[10:11], off
.LBB0_69:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v30, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_71
; %bb.70:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v30, v[10:11], off
.LBB0_71:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -7
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.72:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v32, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v32, s12, v[12:13]
; %bb.73:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.74:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v32, s3, v9, s2
	v_cndmask_b32_e64 v34, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v33, 31, v32
	v_mad_i64_i32 v[12:13], null, v34, s4, v[32:33]
; %bb.75:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v33, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_77
; %bb.76:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v33, v[10:11], off
.LBB0_77:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v32, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_79
; %bb.78:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v32, v[10:11], off
.LBB0_79:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -6
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.80:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v34, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v34, s12, v[12:13]
; %bb.81:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.82:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v34, s3, v9, s2
	v_cndmask_b32_e64 v36, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v35, 31, v34
	v_mad_i64_i32 v[12:13], null, v36, s4, v[34:35]
; %bb.83:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v35, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_85
; %bb.84:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v35, v[10:11], off
.LBB0_85:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v34, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_87
; %bb.86:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v34, v[10:11], off
.LBB0_87:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -5
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.88:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v36, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v36, s12, v[12:13]
; %bb.89:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.90:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v36, s3, v9, s2
	v_cndmask_b32_e64 v38, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v37, 31, v36
	v_mad_i64_i32 v[12:13], null, v38, s4, v[36:37]
; %bb.91:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v37, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_93
; %bb.92:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v37, v[10:11], off
.LBB0_93:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v36, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_95
; %bb.94:                               ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v36, v[10:11], off
.LBB0_95:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -4
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.96:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v38, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v38, s12, v[12:13]
; %bb.97:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.98:                               ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v38, s3, v9, s2
	v_cndmask_b32_e64 v40, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v39, 31, v38
	v_mad_i64_i32 v[12:13], null, v40, s4, v[38:39]
; %bb.99:                               ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v39, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_101
; %bb.100:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v39, v[10:11], off
.LBB0_101:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v38, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_103
; %bb.102:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v38, v[10:11], off
.LBB0_103:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -3
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.104:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v40, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v40, s12, v[12:13]
; %bb.105:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.106:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v40, s3, v9, s2
	v_cndmask_b32_e64 v42, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v41, 31, v40
	v_mad_i64_i32 v[12:13], null, v42, s4, v[40:41]
; %bb.107:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v41, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_109
; %bb.108:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v41, v[10:11], off
.LBB0_109:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v40, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_111
; %bb.110:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v40, v[10:11], off
.LBB0_111:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -2
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.112:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v42, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v42, s12, v[12:13]
; %bb.113:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.114:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v42, s3, v9, s2
	v_cndmask_b32_e64 v44, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v43, 31, v42
	v_mad_i64_i32 v[12:13], null, v44, s4, v[42:43]
; %bb.115:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v43, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_117
; %bb.116:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v43, v[10:11], off
.LBB0_117:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v42, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_119
; %bb.118:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v42, v[10:11], off
.LBB0_119:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s3, s5, -1
	v_mov_b32_e32 v10, -1
	s_cmp_lt_i32 s3, s18
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s6, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s8, vcc_lo, s6
	s_and_saveexec_b32 s7, s8
; %bb.120:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s3, s1
	v_cndmask_b32_e64 v44, s3, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v44, s12, v[12:13]
; %bb.121:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s7, s6, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s6, s7
; %bb.122:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v44, s3, v9, s2
	v_cndmask_b32_e64 v46, v9, s3, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v45, 31, v44
	v_mad_i64_i32 v[12:13], null, v46, s4, v[44:45]
; %bb.123:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v45, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_125
; %bb.124:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v45, v[10:11], off
.LBB0_125:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v44, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_127
; %bb.126:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v44, v[10:11], off
.LBB0_127:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	s_cmp_lt_i32 s5, s18
	v_mov_b32_e32 v10, -1
	v_mov_b32_e32 v11, -1
	s_cselect_b32 s3, -1, 0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_and_b32 s7, vcc_lo, s3
	s_and_saveexec_b32 s6, s7
; %bb.128:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v12, v15, s5, s1
	v_cndmask_b32_e64 v46, s5, v15, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v13, 31, v12
	v_mad_i64_i32 v[10:11], null, v46, s12, v[12:13]
; %bb.129:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v12, -1
	v_mov_b32_e32 v13, -1
	s_and_b32 s6, s3, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s3, s6
; %bb.130:                              ;   in Loop: Header=BB0_7 Depth=1
	v_cndmask_b32_e64 v46, s5, v9, s2
	v_cndmask_b32_e64 v48, v9, s5, s2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v47, 31, v46
	v_mad_i64_i32 v[12:13], null, v48, s4, v[46:47]
; %bb.131:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v46, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[10:11]
	s_cbranch_execz .LBB0_133
; %bb.132:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s20, v10
	v_add_co_ci_u32_e64 v11, s3, s21, v11, s3
	global_load_u16 v46, v[10:11], off
.LBB0_133:                              ;   in Loop: Header=BB0_7 Depth=1
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v10, 0
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_i64_e32 -1, v[12:13]
	s_cbranch_execz .LBB0_6
; %bb.134:                              ;   in Loop: Header=BB0_7 Depth=1
	v_lshlrev_b64 v[10:11], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v10, s3, s22, v10
	v_add_co_ci_u32_e64 v11, s3, s23, v11, s3
	global_load_u16 v10, v[10:11], off
	s_branch .LBB0_6
.LBB0_135:
	v_lshrrev_b32_e32 v0, 4, v0
	v_cmp_gt_i32_e64 s0, s17, v9
	v_mov_b32_e32 v11, -1
	v_mov_b32_e32 v12, -1
	v_ashrrev_i32_e32 v10, 31, v9
	v_and_or_b32 v13, v0, 1, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v13
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s1, s2
; %bb.136:
	v_mad_i64_i32 v[11:12], null, v13, s14, v[9:10]
; %bb.137:
	s_or_b32 exec_lo, exec_lo, s1
	v_cmp_neq_f32_e64 s1, s10, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_lt_i64_e32 -1, v[11:12]
	s_cbranch_execz .LBB0_142
; %bb.138:
	v_lshlrev_b64 v[11:12], 1, v[11:12]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v11, vcc_lo, s24, v11
	v_add_co_ci_u32_e32 v12, vcc_lo, s25, v12, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_140
; %bb.139:
	global_load_u16 v0, v[11:12], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v0, s10, v0
	s_branch .LBB0_141
.LBB0_140:
	v_mov_b32_e32 v0, 0
.LBB0_141:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v0, s9, v1, v0
	global_store_b16 v[11:12], v0, off
.LBB0_142:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v11, 2, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v11
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.143:
	v_mad_i64_i32 v[0:1], null, v11, s14, v[9:10]
; %bb.144:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_149
; %bb.145:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_147
; %bb.146:
	global_load_u16 v11, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v11, s10, v11
	s_branch .LBB0_148
.LBB0_147:
	v_mov_b32_e32 v11, 0
.LBB0_148:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v2, v11
	global_store_b16 v[0:1], v2, off
.LBB0_149:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 4, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.150:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.151:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_156
; %bb.152:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_154
; %bb.153:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_155
.LBB0_154:
	v_mov_b32_e32 v2, 0
.LBB0_155:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v3, v2
	global_store_b16 v[0:1], v2, off
.LBB0_156:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 6, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.157:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.158:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_163
; %bb.159:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_161
; %bb.160:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_162
.LBB0_161:
	v_mov_b32_e32 v2, 0
.LBB0_162:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v4, v2
	global_store_b16 v[0:1], v2, off
.LBB0_163:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 8, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.164:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.165:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_170
; %bb.166:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_168
; %bb.167:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_169
.LBB0_168:
	v_mov_b32_e32 v2, 0
.LBB0_169:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v5, v2
	global_store_b16 v[0:1], v2, off
.LBB0_170:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 10, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.171:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.172:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_177
; %bb.173:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_175
; %bb.174:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_176
.LBB0_175:
	v_mov_b32_e32 v2, 0
.LBB0_176:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v6, v2
	global_store_b16 v[0:1], v2, off
.LBB0_177:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 12, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s3, vcc_lo, s0
	s_and_saveexec_b32 s2, s3
; %bb.178:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.179:
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	s_mov_b32 s2, exec_lo
	v_cmpx_lt_i64_e32 -1, v[0:1]
	s_cbranch_execz .LBB0_184
; %bb.180:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_182
; %bb.181:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_183
.LBB0_182:
	v_mov_b32_e32 v2, 0
.LBB0_183:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v7, v2
	global_store_b16 v[0:1], v2, off
.LBB0_184:
	s_or_b32 exec_lo, exec_lo, s2
	v_or_b32_e32 v2, 14, v13
	v_mov_b32_e32 v0, -1
	v_mov_b32_e32 v1, -1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_gt_i32_e32 vcc_lo, s16, v2
	s_and_b32 s2, vcc_lo, s0
	s_and_saveexec_b32 s0, s2
; %bb.185:
	v_mad_i64_i32 v[0:1], null, v2, s14, v[9:10]
; %bb.186:
	s_or_b32 exec_lo, exec_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_lt_i64_e32 vcc_lo, -1, v[0:1]
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB0_191
; %bb.187:
	v_lshlrev_b64 v[0:1], 1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s24, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s25, v1, vcc_lo
	s_and_not1_b32 vcc_lo, exec_lo, s1
	s_cbranch_vccnz .LBB0_189
; %bb.188:
	global_load_u16 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16_e32 v2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s10, v2
	s_branch .LBB0_190
.LBB0_189:
	v_mov_b32_e32 v2, 0
.LBB0_190:
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_mixlo_f16 v2, s9, v8, v2
	global_store_b16 v[0:1], v2, off
.LBB0_191:
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,#alloc
	.p2align	6
	.amdhsa_kernel _ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 44
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.section	.text._ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE,#alloc,#execinstr
.Lfunc_end0:
	.size	_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE, .Lfunc_end0-_ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE
                                        ; -- End function
	.section	.AMDGPU.csdata
; Kernel info:
; codeLenInByte = 6316
; NumSgprs: 46
; NumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 46
; NumVGPRsForWavesPerEU: 51
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.ident	"Debian clang version 15.0.6"
	.section	".note.GNU-stack"
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .offset:         0
        .size:           72
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 128
    .name:           _ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .symbol:         _ZN12_GLOBAL__N_110wmma_gfx11ENS_7ProblemE.kd
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
