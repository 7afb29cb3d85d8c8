/* sgemm_warptile_nbc.cu — sgemm_warptile_nbc: sgemm_warptile without the shared-memory bank
 * conflict, and with double-buffered shared memory.
 *
 * Idea, three changes to sgemm_warptile:
 *  1. No bank conflicts: each row of As and Bs is padded by 4 floats (16 bytes, so float4 reads
 *     stay aligned). The transposing store lays a warp over 16 values of x by 2 runs of 4 k; with
 *     a row stride of 4 banks (mod 32) the 32 lanes of each store land in 32 different banks.
 *  2. Double-buffered shared memory: two copies of each tile. While the warps multiply the tiles
 *     of slice t out of one buffer, the global loads of slice t + 1 are already in flight into
 *     registers and go to the other buffer afterwards, so one __syncthreads per slice replaces
 *     two and the load latency hides behind the math.
 *  3. Double-buffered fragments: the A and B fragments of step q + 1 are read from shared memory
 *     while the FMAs of step q run (ncu showed warps waiting on those reads), across slice
 *     boundaries too.
 *
 * Tile (tuned on the H100, see docs/14_sgemm_warptile_nbc.md): 128 x 256 x 8, 8 warps of 64 x 64,
 * WNITER = 2, thread tile 4 x 8 (Tuned below).
 * Alignment: float4 global loads when A and B are 16-byte aligned with lda, ldb multiples of 4,
 * the same runs by 4-byte loads otherwise. Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5, commit
 *   e507764): 46.4 TFLOPS at 4096^3 = 90.0% of cuBLAS SGEMM (51.5), 91.5% at 8192^3, 89.2% at
 *   2048 x 2048 x 4096; row-major TN 94.5% at 4096^3. Before the batched epilogue of
 *   WarpTile::store: 87.4% and 90.4%; before the FFMA order of WarpTile::fma: 81.2% and 83.8%;
 *   before change 3 and the unchecked interior loads: 75.8% and 78.3%. ncu: 0 shared store and
 *   0 load bank conflicts (sgemm_warptile: 2.1 M store conflicts at 2048^3).
 */
#include <type_traits>

#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm::sgemm;

template <int BM_, int BN_, int BK_, int WM, int WN, int WNITER, int TM, int TN>
struct Config {
    static constexpr int BM = BM_, BN = BN_, BK = BK_;
    static constexpr int kStrideA = BM + 4, kStrideB = BN + 4;
    /* Columns outer, sub-tiles mixed: rows one by one, columns two by two (sgemm_tiles.cuh). */
    using Tile =
        WarpTile<BM, BN, BK, WM, WN, WNITER, TM, TN, kStrideA, kStrideB, FmaOrder<true, 1, 2>>;
};
using Tuned = Config<128, 256, 8, 64, 64, 2, 4, 8>;
/* c_runs_ok: the RUNS instance 7-46% faster at K = 128-704, level at 512-1024, 1-2.5% slower at
 * K = 2048-2816, 8-11% at 4096^3 and 8192^3. */
constexpr int kRunsMaxK = 1024;

template <class C, bool ALIGNED, bool RUNS>
__global__ void __launch_bounds__(C::Tile::kThreads) sgemm_warptile_nbc(tcgemm_problem_t p)
{
    constexpr int BM = C::BM, BN = C::BN, BK = C::BK, kThreads = C::Tile::kThreads;
    constexpr int kSizeA = BK * C::kStrideA, kSizeB = BK * C::kStrideB;
    __shared__ __align__(16) float As[2 * kSizeA];
    __shared__ __align__(16) float Bs[2 * kSizeB];
    TileLoader<BM, BK, C::kStrideA, kThreads, true, ALIGNED> load_a;
    TileLoader<BN, BK, C::kStrideB, kThreads, true, ALIGNED> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    typename C::Tile tile;
    const int col0 = blockIdx.x * BN;

    typename C::Tile::Frag frag[2];
    static_assert(BK % 2 == 0, "the fragment double buffer alternates over an even step count");

    for (int row0 = blockIdx.y * BM; row0 < p.m; row0 += gridDim.y * BM) {
        tile.zero();
        load_a.fetch(a, row0, 0);
        load_b.fetch(b, col0, 0);
        load_a.store(As, a.k_contig);
        load_b.store(Bs, b.k_contig);
        __syncthreads();
        tile.load(frag[0], As, Bs, 0);
        /* One slice out of buffer buf while the next one travels through registers into
         * buf ^ 1. The fragments of step q + 1 load while step q's FMAs run; the slice's one
         * barrier sits before its last step, so the next slice's first fragments load under
         * the last FMAs too. */
        const auto slice = [&](int k0, int buf, auto guard) {
            const bool more = k0 + BK < p.k;
            if (more) {
                load_a.template fetch<guard.value>(a, row0, k0 + BK);
                load_b.template fetch<guard.value>(b, col0, k0 + BK);
            }
            const float *as = As + buf * kSizeA, *bs = Bs + buf * kSizeB;
#pragma unroll
            for (int q = 0; q < BK; ++q) {
                if (q < BK - 1) {
                    tile.load(frag[(q + 1) % 2], as, bs, q + 1);
                } else if (more) {
                    /* Safe without a barrier before it: every warp passed the previous
                     * slice's barrier, so nobody still reads buffer buf ^ 1. */
                    load_a.store(As + (buf ^ 1) * kSizeA, a.k_contig);
                    load_b.store(Bs + (buf ^ 1) * kSizeB, b.k_contig);
                    __syncthreads();
                    tile.load(frag[0], As + (buf ^ 1) * kSizeA, Bs + (buf ^ 1) * kSizeB, 0);
                }
                tile.fma(frag[q % 2]);
            }
        };
        /* A block tile inside the matrix loads unchecked while the next slice is whole. */
        int k0 = 0, buf = 0;
        if (row0 + BM <= p.m && col0 + BN <= p.n)
            for (; k0 + 2 * BK <= p.k; k0 += BK, buf ^= 1)
                slice(k0, buf, GuardTag<Guard::Inside>());
        for (; k0 < p.k; k0 += BK, buf ^= 1)
            slice(k0, buf, GuardTag<Guard::Full>());
        /* The last slice has no barrier of its own, and the next row tile's first stores go
         * to buffer 0, which slower warps may still be reading. */
        __syncthreads();
        tile.template store<RUNS>(p, row0, col0);
    }
}

template <class C>
cudaError_t launch_config(const tcgemm_problem_t *p)
{
    return launch_by_alignment(sgemm_warptile_nbc<C, true, true>,
                               sgemm_warptile_nbc<C, true, false>,
                               sgemm_warptile_nbc<C, false, false>, kRunsMaxK,
                               tile_grid(p, C::BM, C::BN), C::Tile::kThreads, p);
}

/* AUTO's rate (the 4096^3 median) and what a round of tiles costs besides its FFMAs
 * (rounds_busy_share): 10 us, fitted on 18 calls of K = 128-8192 (bench/results/2026-11-27-s28/
 * call3), where one block an SM leaves a tile's first loads and its epilogue exposed. */
constexpr float kTflops = 46.4f;
constexpr double kTileSeconds = 10e-6;
double busy_share(const tcgemm_problem_t *p)
{
    return rounds_busy_share(p, Tuned::BM, Tuned::BN, 1, kTflops, kTileSeconds);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_warptile_nbc = {
    "sgemm_warptile_nbc",
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
