/* wmma_gfx11_lanes.h — which lane of a wave32 holds which element of a 16x16x16 WMMA on AMD
 * RDNA3 (gfx11), as index functions the HIP kernel and its host test share.
 *
 * NVIDIA's WMMA API hides the fragment layout: load_matrix_sync fills a fragment and no lane may
 * assume which elements it got. RDNA3's builtin __builtin_amdgcn_wmma_f32_16x16x16_f16_w32 takes
 * plain vectors instead, so the program places every element itself, by this layout (AMD's RDNA3
 * ISA guide, "Wave Matrix Multiply Accumulate"; docs/08_portability.md draws it):
 *   A, 16 (m) x 16 (k), 16 halves per lane: element e of lane l is A(l % 16, e).
 *   B, 16 (k) x 16 (n), 16 halves per lane: element e of lane l is B(e, l % 16).
 *   Lanes 16..31 hold the same A and B elements as lanes 0..15: both halves of the wave read them.
 *   C and D, fp32, 8 floats per lane: element v of lane l is C(2v + l / 16, l % 16), so lanes
 *   0..15 hold the even rows and lanes 16..31 the odd ones.
 * The offsets below also carry the GEMM around the tile: op(A), op(B) stored row-major with
 * leading dimensions, transposed or not (as tcgemm's normalised problem, src/variant.h), and -1
 * for an element outside the matrix, which the kernel reads as zero (A, B) or skips (C).
 *
 * Plain C, so that the host test (tests/host/test_hip_wmma_model.c) compiles it with gcc; under
 * hipcc the functions are also device functions.
 */
#ifndef TCGEMM_WMMA_GFX11_LANES_H
#define TCGEMM_WMMA_GFX11_LANES_H

#if defined(__HIPCC__)
#define WMMA_GFX11_FN __host__ __device__ static inline
#else
#define WMMA_GFX11_FN static inline
#endif

enum { WMMA_GFX11_TILE = 16, WMMA_GFX11_WAVE = 32, WMMA_GFX11_ACC = 8 };
/* A block is 2 x 2 waves, each computing one 16x16 tile of C: 32x32 of C per block. */
enum { WMMA_GFX11_WAVES_M = 2, WMMA_GFX11_WAVES_N = 2 };

/* The first row (i0) and column (j0) of the tile of C that wave `wave` of block (bx, by) owns. */
WMMA_GFX11_FN int wmma_gfx11_tile_i0(int by, int wave)
{
    return (by * WMMA_GFX11_WAVES_M + wave / WMMA_GFX11_WAVES_N) * WMMA_GFX11_TILE;
}
WMMA_GFX11_FN int wmma_gfx11_tile_j0(int bx, int wave)
{
    return (bx * WMMA_GFX11_WAVES_N + wave % WMMA_GFX11_WAVES_N) * WMMA_GFX11_TILE;
}

WMMA_GFX11_FN int wmma_gfx11_a_row(int lane)
{
    return lane % 16;
}
WMMA_GFX11_FN int wmma_gfx11_b_col(int lane)
{
    return lane % 16;
}
/* The k index of element e of an A or a B fragment. */
WMMA_GFX11_FN int wmma_gfx11_ab_k(int e)
{
    return e;
}
WMMA_GFX11_FN int wmma_gfx11_c_row(int lane, int v)
{
    return 2 * v + lane / 16;
}
WMMA_GFX11_FN int wmma_gfx11_c_col(int lane)
{
    return lane % 16;
}

/* Offset of op(X)(r, c) in X stored row-major with leading dimension ld. */
WMMA_GFX11_FN long long wmma_gfx11_op_offset(int trans, int ld, int r, int c)
{
    return trans ? (long long)c * ld + r : (long long)r * ld + c;
}

/* Element e of lane's A fragment for the tile whose top-left is (i0, q) in op(A), m x k: its
 * offset in A, or -1 outside op(A). */
WMMA_GFX11_FN long long wmma_gfx11_a_offset(int lane, int e, int i0, int q, int m, int k, int trans,
                                            int lda)
{
    const int i = i0 + wmma_gfx11_a_row(lane), p = q + wmma_gfx11_ab_k(e);
    return i < m && p < k ? wmma_gfx11_op_offset(trans, lda, i, p) : -1;
}
/* Element e of lane's B fragment for the tile whose top-left is (q, j0) in op(B), k x n. */
WMMA_GFX11_FN long long wmma_gfx11_b_offset(int lane, int e, int q, int j0, int k, int n, int trans,
                                            int ldb)
{
    const int p = q + wmma_gfx11_ab_k(e), j = j0 + wmma_gfx11_b_col(lane);
    return p < k && j < n ? wmma_gfx11_op_offset(trans, ldb, p, j) : -1;
}
/* Element v of lane's accumulator for the tile of C (m x n, row-major) at (i0, j0). */
WMMA_GFX11_FN long long wmma_gfx11_c_offset(int lane, int v, int i0, int j0, int m, int n, int ldc)
{
    const int i = i0 + wmma_gfx11_c_row(lane, v), j = j0 + wmma_gfx11_c_col(lane);
    return i < m && j < n ? (long long)i * ldc + j : -1;
}

#endif
