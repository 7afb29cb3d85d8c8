/* sgemm_warptile.cu — sgemm_warptile: block tile / warp tile / warp sub-tile / thread tile.
 *
 * Idea: sgemm_vectorized gives each thread one contiguous 8 x 8 patch of C, so the 32 lanes of a
 * warp read A and B fragments scattered over the whole block tile. Here the block tile is cut
 * into warp tiles first; a warp sweeps its WM x WN tile with a 32-lane sub-tile WMITER x WNITER
 * times, so a warp's shared-memory reads stay within a narrow band of As and Bs (fewer distinct
 * addresses per instruction, more broadcasts) and the layout maps onto the hardware's warps
 * explicitly, the shape tensor-core kernels later keep. The inner block is WarpTile in
 * sgemm_tiles.cuh, shared with sgemm_warptile_nbc.
 *
 * Tile (tuned on the H100, see docs/13_sgemm_warptile.md): 128 x 128 x 16, 8 warps of 64 x 32,
 * WNITER = 2 (so WMITER = 2), thread tile 4 x 4, capped at 128 registers so that two blocks share
 * an SM (Tuned below; 16 warps per SM instead of 8 hide the shared-memory latency). Rows of As
 * are not padded, so the transposing store of A keeps the bank conflict of sgemm_vectorized.
 * Blocks wholly inside C load their slices without bounds checks up to the last whole slice.
 *
 * Alignment: float4 global loads when A and B are 16-byte aligned with lda, ldb multiples of 4,
 * the same runs by 4-byte loads otherwise. Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5, commit
 * e507764): 42.4 TFLOPS at 4096^3 = 82.3% of cuBLAS SGEMM (51.5), 83.2% at 8192^3; before the
 * column-serpentine FFMA order of WarpTile::fma 76.5% and 78.1%, and with the previous
 * 128 x 128 x 8 tile of 4 warps at 8 x 4 per thread 68.2%; docs/13_sgemm_warptile.md.
 */
#include <type_traits>

#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm::sgemm;

template <int BM_, int BN_, int BK_, int WM, int WN, int WNITER, int TM, int TN, int MinBlocks = 1>
struct Config {
    static constexpr int BM = BM_, BN = BN_, BK = BK_, kMinBlocks = MinBlocks;
    using Tile = WarpTile<BM, BN, BK, WM, WN, WNITER, TM, TN, BM, BN>;
};
using Tuned = Config<128, 128, 16, 64, 32, 2, 4, 4, 2>;

template <class C, bool ALIGNED, bool RUNS>
__global__ void __launch_bounds__(C::Tile::kThreads, C::kMinBlocks)
    sgemm_warptile(tcgemm_problem_t p)
{
    constexpr int BM = C::BM, BN = C::BN, BK = C::BK, kThreads = C::Tile::kThreads;
    __shared__ __align__(16) float As[BK * BM];
    __shared__ __align__(16) float Bs[BK * BN];
    TileLoader<BM, BK, BM, kThreads, true, ALIGNED> load_a;
    TileLoader<BN, BK, BN, kThreads, true, ALIGNED> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    typename C::Tile tile;
    const int col0 = blockIdx.x * BN;

    for (int row0 = blockIdx.y * BM; row0 < p.m; row0 += gridDim.y * BM) {
        tile.zero();
        const auto slice = [&](int k0, auto guard) {
            load_a.template fetch<guard.value>(a, row0, k0);
            load_b.template fetch<guard.value>(b, col0, k0);
            load_a.store(As, a.k_contig);
            load_b.store(Bs, b.k_contig);
            __syncthreads();
            tile.multiply(As, Bs);
            __syncthreads();
        };
        /* A block tile inside the matrix loads unchecked up to its last whole slice. */
        int k0 = 0;
        if (row0 + BM <= p.m && col0 + BN <= p.n)
            for (; k0 + BK <= p.k; k0 += BK)
                slice(k0, GuardTag<Guard::Inside>());
        for (; k0 < p.k; k0 += BK)
            slice(k0, GuardTag<Guard::Full>());
        tile.template store<RUNS>(p, row0, col0);
    }
}

template <class C>
cudaError_t launch_config(const tcgemm_problem_t *p)
{
    return launch_by_alignment(sgemm_warptile<C, true, true>, sgemm_warptile<C, true, false>,
                               sgemm_warptile<C, false, false>, kRunsAnyK,
                               tile_grid(p, C::BM, C::BN), C::Tile::kThreads, p);
}

/* AUTO's rate (the 4096^3 median) and what a round of tiles costs besides its FFMAs
 * (rounds_busy_share): none measured (bench/results/2026-11-27-s28/call3: 8192 x 8192 x 176 within
 * 1% without), the SM's second block hiding one tile's first loads and epilogue. */
constexpr float kTflops = 42.4f;
constexpr double kTileSeconds = 0.0;
double busy_share(const tcgemm_problem_t *p)
{
    return rounds_busy_share(p, Tuned::BM, Tuned::BN, Tuned::kMinBlocks, kTflops, kTileSeconds);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_warptile = {
    "sgemm_warptile",
    TCGEMM_F32,
    75,
    kTflops,
    kAnyAlignmentLimits,
    tcgemm::serves_any_call,
    launch_config<Tuned>,
    Tuned::BM,
    Tuned::BN,
    nullptr,
    busy_share,
    unaligned_load_share,
    nullptr,
    nullptr,
    0.0f,
};
