/* mma_tile.cuh — what the mma.sync variants share (hgemm_mma.cu, hgemm_mma_shifted.cu): the
 * block tile, the order blocks take C's tiles in, the ldmatrix addressing of a swizzled operand
 * tile and a warp's fragment loads, its k16 step, the epilogue, and the host side's grid size,
 * int limits and dispatch over the four transpose pairs. Both keep each operand tile in shared
 * memory in its global orientation, 16-byte chunks XOR-swizzled (tcgemm::swizzle_chunk); they
 * differ in how the chunks get there.
 */
#pragma once

#include <limits.h>

#include <type_traits>

#include "common.cuh"
#include "ptx.cuh"

namespace tcgemm::mma {

template <int BM_, int BN_, int BK_, int WM_, int WN_, int Stages_>
struct Tile {
    static constexpr int BM = BM_, BN = BN_, BK = BK_, WM = WM_, WN = WN_, Stages = Stages_;
    static constexpr int kThreads = 32 * (BM / WM) * (BN / WN);
    static constexpr int kStageHalves = (BM + BN) * BK;
    static constexpr size_t kSmemBytes = (size_t)Stages * kStageHalves * sizeof(__half);
    static constexpr int MI = WM / 16, NJ = WN / 16; /* 16x16 fragment blocks per warp */
    static_assert(BM % WM == 0 && BN % WN == 0 && WM % 16 == 0 && WN % 16 == 0 && BK % 16 == 0,
                  "warp tiles must split the block tile into 16x16 mma fragments");
};

/* The tile of C block `block` owns. Consecutive block ids walk down 8 tile rows before moving
 * right, so a wave of resident blocks covers a near-square patch of C and re-reads its A rows
 * and B columns from L2 rather than from DRAM. */
__device__ __forceinline__ void block_tile(int block, int tiles_m, int tiles_n, int *tm, int *tn)
{
    constexpr int kGroupM = 8;
    const int group = kGroupM * tiles_n;
    const int first_m = block / group * kGroupM;
    const int rows_in_group = min(tiles_m - first_m, kGroupM);
    *tm = first_m + block % group % rows_in_group;
    *tn = block % group / rows_in_group;
}

/* Shared offset (halves) of this lane's ldmatrix row for the 16 (mn) x 16 (k) fragment block at
 * (mn0, k0) of an operand tile with `Cols` halves a row, stored MN rows of k (KContig) or k rows
 * of MN. Lanes 8q..8q+7 address matrix q. For A the four 8x8 matrices are (mn 0-7, k 0-7), (mn
 * 8-15, k 0-7), (mn 0-7, k 8-15), (mn 8-15, k 8-15): mma's A fragment order. For B they are (mn
 * 0-7, k 0-7), (mn 0-7, k 8-15), (mn 8-15, k 0-7), (mn 8-15, k 8-15), so that each n8 half's two
 * registers come back adjacent, as mma takes them (another order costs a register move per
 * operand per mma). mn0 and k0 are multiples of 16, so the swizzle's 8-row period depends on
 * the lane alone. */
template <int Cols, bool KContig, bool IsB>
__device__ __forceinline__ int fragment(int mn0, int k0, int lane)
{
    const int q = lane / 8, r = lane % 8;
    const int mn = mn0 + (IsB ? q / 2 : q % 2) * 8, k = k0 + (IsB ? q % 2 : q / 2) * 8;
    if (KContig)
        return swizzle_chunk<Cols>(mn + r, k / 8);
    return swizzle_chunk<Cols>(k + r, mn / 8);
}

/* A warp's fragments for the k16 step at k0 of the tile's stage at (sa, sb): its MI blocks of A
 * (rows wm..) and NJ of B (columns wn..). KA: A stored m rows of k; KB: B stored n rows of k
 * (transposed); an operand stored k rows of MN is read with ldmatrix.trans. */
template <class T, bool KA, bool KB>
__device__ __forceinline__ void load_fragments(uint32_t (&af)[T::MI][4], uint32_t (&bf)[T::NJ][4],
                                               uint32_t sa, uint32_t sb, int wm, int wn, int k0,
                                               int lane)
{
    constexpr int kColsA = KA ? T::BK : T::BM, kColsB = KB ? T::BK : T::BN; /* halves a row */
#pragma unroll
    for (int i = 0; i < T::MI; ++i)
        ldmatrix_x4<!KA>(af[i], sa + 2 * fragment<kColsA, KA, false>(wm + 16 * i, k0, lane));
#pragma unroll
    for (int j = 0; j < T::NJ; ++j)
        ldmatrix_x4<!KB>(bf[j], sb + 2 * fragment<kColsB, KB, true>(wn + 16 * j, k0, lane));
}

/* One k16 step of a warp's MI x NJ fragment blocks. bf[j] holds n 0-7 (k 0-7, k 8-15), then
 * n 8-15 (k 0-7, k 8-15). */
template <int MI, int NJ>
__device__ __forceinline__ void multiply(float (&acc)[MI][2 * NJ][4], const uint32_t (&af)[MI][4],
                                         const uint32_t (&bf)[NJ][4])
{
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
        for (int j = 0; j < NJ; ++j) {
            mma_m16n8k16_f32(acc[i][2 * j], af[i], bf[j][0], bf[j][1]);
            mma_m16n8k16_f32(acc[i][2 * j + 1], af[i], bf[j][2], bf[j][3]);
        }
}

/* The epilogue: accumulator c[0..1] is (row lane/4, columns 2*(lane%4) + 0..1), c[2..3] the same
 * 8 rows further down (N8 = 2 NJ of them a row); (row0, col0) is the warp's first element in C. Any
 * ldc and alignment. */
template <int MI, int N8>
__device__ __forceinline__ void store_tile(const tcgemm_problem_t &p, const float (&acc)[MI][N8][4],
                                           int row0, int col0, int lane)
{
    __half *C = static_cast<__half *>(p.C);
    const bool pairs = p.ldc % 2 == 0 && reinterpret_cast<uintptr_t>(C) % 4 == 0;
    row0 += lane / 4;
    col0 += lane % 4 * 2;
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const int r = row0 + 16 * i + 8 * h;
            if (r >= p.m)
                continue;
            __half *out = C + (int64_t)r * p.ldc;
#pragma unroll
            for (int j = 0; j < N8; ++j) {
                const int c = col0 + 8 * j;
                if (c < p.n)
                    store_c_pair(out + c, acc[i][j][2 * h], acc[i][j][2 * h + 1], c + 1 < p.n,
                                 pairs, p.alpha, p.beta);
            }
        }
}

/* The blocks of a one-dimensional grid of T's tiles over C. */
template <class T>
int64_t tile_count(const tcgemm_problem_t *p)
{
    return (int64_t)ceil_div(p->m, T::BM) * ceil_div(p->n, T::BN);
}

/* Whether tile and k-tile indices stay in int: the tile count fits a one-dimensional grid, and
 * k plus the `k_past` elements the loads may address past it fits an int. */
template <class T>
bool fits_int(const tcgemm_problem_t *p, int k_past)
{
    return tile_count<T>(p) <= INT_MAX && p->k <= INT_MAX - k_past;
}

/* Launches `kernel` for the call's transpose pair: kernel(ka, kb) with ka = A stored m rows of k
 * (not transposed) and kb = B stored n rows of k (transposed), as std::bool_constant values. */
template <class F>
cudaError_t for_layout(const tcgemm_problem_t *p, F kernel)
{
    using Yes = std::true_type;
    using No = std::false_type;
    if (!p->trans_a)
        return p->trans_b ? kernel(Yes(), Yes()) : kernel(Yes(), No());
    return p->trans_b ? kernel(No(), Yes()) : kernel(No(), No());
}

} // namespace tcgemm::mma
