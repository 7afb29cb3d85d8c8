/* sgemm_warptile_streamk.cu — sgemm_warptile_streamk, sgemm_warptile_streamk_64x256,
 * sgemm_warptile_streamk_256x32: sgemm_warptile_nbc's block tile and main loop, scheduled
 * stream-K so that the last wave of tiles does not leave SMs idle; and the same schedule on
 * tiles for calls with at most 64 rows or 32 columns.
 *
 * Idea: a grid of one block per SM walks the tiles itself (a persistent kernel). A GEMM of T
 * tiles on S SMs takes ceil(T / S) tile-times with one tile per block, and the last wave has
 * only T mod S tiles: at 4096^3 with 128 x 256 tiles that is 512 tiles on 132 SMs, 3.88 waves
 * run as 4, 3% of the time with SMs idle; at 3072^3 (288 tiles, 2.18 waves) 27%. Stream-K
 * (Osama et al., PPoPP 2023) cuts the work finer than a tile: the last T mod S + S tiles are
 * counted in k iterations (BK-deep slices), and each block takes an equal run of them, which
 * may start in the middle of one tile and end in the middle of another. The remaining tiles,
 * a whole number of waves, go whole to the blocks in turn.
 * A tile shared by several blocks is finished by the block that has its first slice: each other
 * block writes its partial sums to the handle's workspace and raises a flag; the first block
 * adds them (in a fixed order: the result does not depend on timing) and writes C. A block's run
 * starts with the end of one tile (its partial, written at once) and ends with the start of
 * another, which it finishes, so by the time a block waits, the blocks it waits for have long
 * written. The wait needs those blocks to be running: they are, or will be once an SM frees,
 * because no block waits before writing its own partial.
 *
 * Tile: 128 x 256 x 8, 8 warps of 64 x 64, thread tile 4 x 8, as sgemm_warptile_nbc; the FFMA
 * order is the best of the 36 for this kernel (rows outer, sgemm_tiles.cuh), not nbc's.
 * Workspace: one partial tile (128 KiB) and one flag per SM, allocated by tcgemm_create.
 * Alignment: float4 global loads when A and B allow them, the same runs by 4-byte loads
 * otherwise. Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5, commit
 *   e507764): 47.2 TFLOPS at 4096^3 = 91.5% of cuBLAS SGEMM (nbc in the same run: 90.0%),
 *   93.7% at 8192^3 (91.5%), 102.6% at 3072^3 (78.3%), 85.6% at 1024^3 (32.4%); 88.5-88.9% at
 *   2048^3 and 2048 x 2048 x 4096, where 128 tiles leave nothing to balance (nbc 89.2-89.8%).
 *   docs/16_sgemm_warptile_streamk.md.
 * Epilogue (twenty-eighth session): C stored in 16-byte runs where its rows allow and K is within
 *   the tile's kRunsMaxK (WarpTile::store): 4224 x 1500 x 176 124 -> 88 us, 8192 x 8192 x 176 998
 * -> 626, 2048^3 422 -> 386, 4096^3 46.4 TFLOPS, 89.8% of cuBLAS (bench/results/2026-11-27-s28/
 *   call3 and call6).
 * Ragged tiles (thirty-first session, bench/results/2026-11-27-s31/call5): the 128 x 256 row moves
 *   them back inside C (Tuned, MOVE): 3000^3 1363 -> 1201 us, 4104^3 3440 -> 3255, 4096^3 46.3 ->
 *   47.3 TFLOPS, 8192^3 1.3% slower; the 64 x 256 row's unaligned instance spreads its loads and
 *   clamps its ragged tiles (FewRows, SPREAD): 4096^3 with ld + 1 4.01 -> 3.65 ms, 1021^3 88 ->
 *   85 us. Thirty-third session (bench/results/2026-11-27-s33/call5): the 128 x 256 row's
 *   unaligned calls with ragged tiles clamp them too, in an instance of their own (CLAMP):
 *   2039^3 465.6 -> 442.0 us NN, 505.2 -> 426.2 TN; 127 x 8191 x 4093 239.2 -> 233.4 NN.
 * Few rows or columns (64 x 256 x 16 and 256 x 32 x 16 tiles, below; H100, 2026-11-25,
 *   bench/results/2026-11-25-h100-s15/call2): 37.7 and 23.0 TFLOPS at 4096^3 (the 128 x 256 tile
 *   47.2); 64 x 8192 x 4096 in 140 us against the 128 x 256 tile's 215, 8192 x 64 x 4096 in 201
 *   against 414, 6144 x 32 x 2048 in 52.4 against the skinny path's 56.2 (cuBLAS 37.7).
 */
#include <cmath>
#include <type_traits>

#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm;
using namespace tcgemm::sgemm;

/* Every tile shape keeps its flags where the workspace's stream-K layout puts them (variant.h),
 * so that no call finds another shape's partial sums where it expects its flags. */
constexpr int kPartialFloats = TCGEMM_STREAMK_PARTIAL_FLOATS;

/* EDGE_RUNS (WarpTile::store): on the 64-row and 32-column tiles, storing the ragged edges' whole
 * runs 16 bytes at a time made ragged calls 1-22% faster and none slower; on the 128 x 256 and
 * 48-row tiles it made others 2-8% slower (4096^3, 3000^3, 6144 x 32 x 2048; bench/results/
 * 2026-11-27-s28/call5). SPREAD: TileLoader's, for the unaligned instance. MOVE: the float4
 * instances move a ragged tile back inside C where they can (sgemm_warptile_streamk) and store
 * only its own cells, cell by cell (the edge runs' 16-byte stores would need C's columns to move
 * by a multiple of 4). */
template <int BM_, int BN_, int BK_, int WM, int WN, int WNITER, int TM, int TN,
          bool EDGE_RUNS = false, bool SPREAD = false, bool MOVE = false>
struct Config {
    static constexpr int BM = BM_, BN = BN_, BK = BK_;
    static constexpr bool kSpread = SPREAD, kMove = MOVE;
    static constexpr int kStrideA = BM + 4, kStrideB = BN + 4;
    using Tile = WarpTile<BM, BN, BK, WM, WN, WNITER, TM, TN, kStrideA, kStrideB,
                          FmaOrder<false, 2, 1>, EDGE_RUNS>;
    static_assert(BM * BN <= kPartialFloats, "a partial tile fits its slot of the workspace");
};
/* Each tile states kTflops, AUTO's rate for it, and kBTransShare, the share of that rate it keeps
 * when B is stored k-contiguous (transposed on its way into shared memory): measured where it
 * shows, on the tiles for few rows; 1 elsewhere.
 *
 * Tuned: sgemm_warptile_nbc's tile; AUTO's rate for it is its 4096^3 median (the header's run). */
/* MOVE (thirty-first session, bench/results/2026-11-27-s31/call5, H100): ragged calls 5-12%
 * faster (3000^3 1363 -> 1201 us, 2040^3 434 -> 389, 4104^3 3440 -> 3255, 4096 x 4092 x 4096 3182
 * -> 2940); the flag changed the k-loop's code too: 4096^3 2966 -> 2904 us, 2048^3 385 -> 380, but
 * 8192^3 23.04 -> 23.33 ms. In the unaligned instance as well, it made that one 2-5% slower (4096^3
 * with ld + 1 3071 -> 3235 us), and there it stays off. */
struct Tuned : Config<128, 256, 8, 64, 64, 2, 4, 8, false, false, true> {
    static constexpr float kTflops = 47.2f;
    static constexpr double kBTransShare = 1.0;
    /* c_runs_ok: the RUNS instance 1.4-1.6x faster at K = 176, 9% at 2048^3, 2% at 4096^3, 2.8%
     * slower at 8192^3. */
    static constexpr int kRunsMaxK = 4096;
    /* AUTO: what a block spends on a tile or piece of one besides its FFMAs (busy_share). Fitted
     * on 18 calls of K = 128-8192 (bench/results/2026-11-27-s28/call3): without it AUTO put this
     * row at 53.9 us at 4224 x 1500 x 176 (measured 88.0), 34.7 at 1024 x 700 x 512 (57.2), 506
     * at 8192 x 8192 x 176 (626); with 6 us 72, 46.7 and 608, and 4096^3, 2048^3 and 8192^3
     * within 2%. */
    static constexpr double kPieceSeconds = 6e-6;
};
/* A call with at most 64 rows wastes more than half of a 128-row tile (35 x 8457 x 4096: 73%):
 * a 64 x 256 tile of 8 warps of 32 x 64 (thread tile 4 x 16 in two 4 x 8 runs). BK 16, so that
 * 256 threads move whole float4 runs of the 64 x 16 A tile. AUTO's rates for this row and the
 * next: their 4096^3 medians (bench/results/2026-11-25-h100-s15/call2). */
/* SPREAD: at 4096^3 with ld + 1 4.00 -> 3.65 ms, 1021^3 88.0 -> 83.7 us (bench/results/
 * 2026-11-27-s31/call4, with its ragged tiles clamped). */
struct FewRows : Config<64, 256, 16, 32, 64, 2, 4, 8, true, true> {
    static constexpr float kTflops = 37.7f;
    /* B^T in place of B (W stored N x K, the nn.Linear layout): 35 x 8457 x 4096 and 40 x 8192
     * x 4096 took 1.09x and 1.20x the NN time on this row, 1.10x and 1.19x on the 48-row one
     * (bench/results/2026-11-25-h100-s16/call3), where the skinny path holds its speed. */
    static constexpr double kBTransShare = 0.87;
    static constexpr int kRunsMaxK = kRunsAnyK;
    /* 3.5 us, fitted as Tuned's: 1024 x 700 x 512 modelled 29.3 us without (measured 42.5), 36.3
     * with; 8192 x 8192 x 176 632 -> 748 (748); 4096^3 and 8192^3 then 2.6% and 2.9% above. */
    static constexpr double kPieceSeconds = 3.5e-6;
};
/* 33-48 rows (DeepBench's 35 x 8457 x 4096) waste 25-48% of a 64-row tile: a
 * 48 x 256 tile of 8 warps of 48 x 32, each lane three 4 x 4 thread tiles down the warp tile (16
 * floats from shared memory per 48 FFMAs, the 64-row tile's 20 per 64). The 48 x 16 A tile is 192
 * float4 runs: a quarter of the threads idle while it loads. Predicted 35 TFLOPS at 4096^3,
 * measured 36.9 (bench/results/2026-11-25-h100-s16/call3). */
struct Rows48 : Config<48, 256, 16, 48, 32, 1, 4, 4> {
    /* Not its 4096^3 rate (36.9) but the rate it keeps on the calls it serves, 24.8-32.5 TFLOPS
     * on its padded tiles over seven calls of 24-48 rows (median 27.9; call3 and call4 there):
     * at 36.9 AUTO sent 24 x 11008 x 4096 and 32 x 4096 x 4096 to it, 1.14x and 1.17x the skinny
     * path's time. 29 keeps every one of those calls within 10% of the fastest row. */
    static constexpr float kTflops = 29.0f;
    static constexpr double kBTransShare = FewRows::kBTransShare;
    static constexpr int kRunsMaxK = kRunsAnyK;
    /* None: its rate is the one it keeps on its calls, tiles and pieces included. */
    static constexpr double kPieceSeconds = 0.0;
};
/* The same for at most 32 columns (6144 x 32 x 2048: 88% of a 256-column tile wasted): 256 x 32,
 * 8 warps of 32 x 32 (thread tile 8 x 4). The 32 x 16 B tile is 128 float4 runs: half the
 * threads load it. Half the 128 x 256 tile's rate: its thread tile reads 12 floats from shared
 * memory per 32 FFMAs, against 24 per 128. A first 128 x 32 tile of 4 x 4 thread tiles ran at
 * 20.1 TFLOPS at 4096^3 (call1 there); 128 threads with 8 x 4 thread tiles spilled (ptxas). */
struct FewCols : Config<256, 32, 16, 32, 32, 1, 8, 4, true> {
    static constexpr float kTflops = 23.0f;
    static constexpr double kBTransShare = 1.0;
    static constexpr int kRunsMaxK = kRunsAnyK;
    /* None: its model (23 TFLOPS, 4096^3's) is within 5% at K = 128-2816 (call3 there). */
    static constexpr double kPieceSeconds = 0.0;
};

/* The schedule, fixed on the host: tiles [0, sk_tiles) are shared out in k iterations, the
 * sk_tiles * iters of them split evenly over the grid; tiles [sk_tiles, tiles) go whole to the
 * blocks in turn. Tile t is row tile t / tiles_n, column tile t % tiles_n. */
struct Schedule {
    int tiles_n, tiles, iters, sk_tiles;
    long long sk_per_block, sk_rem;
    float *partials; /* one BM x BN tile per block */
    int *flags;      /* one per block: 1 while its partial waits to be added */
};

/* The first stream-K iteration of block b (block gridDim.x: the end). */
__device__ __forceinline__ long long sk_start(const Schedule &s, int b)
{
    return b * s.sk_per_block + min((long long)b, s.sk_rem);
}

/* CLAMP (unaligned instance, rows with MOVE): ragged tiles load clamped up to their last slice
 * (below), in an instance of its own, launched only for calls that have ragged tiles: the third
 * loop made the interior tiles' code 1.6-2.5% slower (4096^3 with ld + 1, bench/results/
 * 2026-11-27-s33/call3). */
template <class C, bool ALIGNED, bool RUNS, bool CLAMP = false>
__global__ void __launch_bounds__(C::Tile::kThreads, 1)
    sgemm_warptile_streamk(tcgemm_problem_t p, Schedule s)
{
    constexpr int BM = C::BM, BN = C::BN, BK = C::BK, kThreads = C::Tile::kThreads;
    constexpr int kSizeA = BK * C::kStrideA, kSizeB = BK * C::kStrideB;
    constexpr int kRows = sizeof(C::Tile::acc) / sizeof(C::Tile::acc[0]);
    constexpr int kCols = sizeof(C::Tile::acc[0]) / sizeof(float);
    __shared__ __align__(16) float As[2 * kSizeA];
    __shared__ __align__(16) float Bs[2 * kSizeB];
    TileLoader<BM, BK, C::kStrideA, kThreads, true, ALIGNED, C::kSpread> load_a;
    TileLoader<BN, BK, C::kStrideB, kThreads, true, ALIGNED, C::kSpread> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    /* A ragged tile moved back inside C (C::kMove, float4 instances) where C is as tall (wide)
     * as a tile and, for an operand read in float4 runs along that dimension, the move keeps the
     * runs aligned: it loads as an interior tile, and its epilogue stores only the cells from its
     * own row0, col0 on (the others are its neighbours'). Its slices checked, a ragged tile took
     * longer than the others, and the blocks that held one set the time of the call (ncu, 4095^3:
     * 7.8% more active cycles on the slowest SM than 4096^3 with ld + 1, 1% more on average;
     * bench/results/2026-11-27-s31/call2). */
    constexpr bool kMove = ALIGNED && C::kMove;
    const bool move_m = kMove && p.m >= BM && (a.k_contig || p.m % 4 == 0);
    const bool move_n = kMove && p.n >= BN && (b.k_contig || p.n % 4 == 0);
    typename C::Tile tile;
    typename C::Tile::Frag frag[2];

    /* acc = the product of tile (row0, col0) over slices [it0, it1): sgemm_warptile_nbc's
     * loop, from slice it0 instead of 0. It is written out here again on purpose: the same
     * loop shared by both kernels (a struct in a header) compiled to other code and ran both
     * at 74% of cuBLAS instead of 90-92% (bench/results/2026-11-22-h100-f/
     * rejected_shared_loop_bench.txt): ptxas's register assignment decides these kernels. */
    const auto multiply = [&](int row0, int col0, int it0, int it1) {
        const int k_stop = min(p.k, it1 * BK);
        tile.zero();
        load_a.fetch(a, row0, it0 * BK);
        load_b.fetch(b, col0, it0 * BK);
        load_a.store(As, a.k_contig);
        load_b.store(Bs, b.k_contig);
        __syncthreads();
        tile.load(frag[0], As, Bs, 0);
        const auto slice = [&](int k0, int buf, auto guard) {
            const bool more = k0 + BK < k_stop;
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
                    load_a.template store<guard.value>(As + (buf ^ 1) * kSizeA, a.k_contig);
                    load_b.template store<guard.value>(Bs + (buf ^ 1) * kSizeB, b.k_contig);
                    __syncthreads();
                    tile.load(frag[0], As + (buf ^ 1) * kSizeA, Bs + (buf ^ 1) * kSizeB, 0);
                }
                tile.fma(frag[q % 2]);
            }
        };
        /* Up to its last whole slice a tile loads unchecked; in the unaligned instance of a row
         * with SPREAD (or CLAMP) loads a ragged tile too, its rows or columns past the edge clamped
         * (the float4 instances move such tiles instead where they can: kMove). A third loop in the
         * float4 instances made their interior tiles slower (8192^3 +4%), and one loop of
         * clamped loads for all tiles more so (+8%; bench/results/2026-11-27-s31/call3, call4). */
        int k0 = it0 * BK, buf = 0;
        if (row0 + BM <= p.m && col0 + BN <= p.n) {
            for (; k0 + 2 * BK <= k_stop; k0 += BK, buf ^= 1)
                slice(k0, buf, GuardTag<Guard::Inside>());
        } else if constexpr (!ALIGNED && (C::kSpread || CLAMP)) {
            for (; k0 + 2 * BK <= k_stop; k0 += BK, buf ^= 1)
                slice(k0, buf, GuardTag<Guard::ClampX>());
        }
        for (; k0 < k_stop; k0 += BK, buf ^= 1)
            slice(k0, buf, GuardTag<Guard::Full>());
        __syncthreads();
    };

    /* Stream-K: this block's run of iterations, one piece of a tile at a time. */
    const long long begin = sk_start(s, blockIdx.x), end = sk_start(s, blockIdx.x + 1);
    for (long long g = begin; g < end;) {
        const int t = (int)(g / s.iters), it0 = (int)(g % s.iters);
        const int it1 = (int)min((long long)s.iters, it0 + (end - g));
        const int row0 = t / s.tiles_n * BM, col0 = t % s.tiles_n * BN;
        const int r0 = move_m ? min(row0, p.m - BM) : row0;
        const int c0 = move_n ? min(col0, p.n - BN) : col0;
        multiply(r0, c0, it0, it1);
        g += it1 - it0;
        float *mine = s.partials + (size_t)blockIdx.x * BM * BN;
        if (it0 > 0) { /* not the tile's first slice: hand the sums to the block that has it */
#pragma unroll
            for (int r = 0; r < kRows; ++r)
#pragma unroll
                for (int c = 0; c < kCols; ++c)
                    mine[(r * kCols + c) * kThreads + threadIdx.x] = tile.acc[r][c];
            __threadfence();
            __syncthreads();
            if (threadIdx.x == 0)
                atomicExch(&s.flags[blockIdx.x], 1);
            continue;
        }
        /* The tile's first slice is here: add the later blocks' sums, then write C. */
        const long long tile_end = (long long)(t + 1) * s.iters;
        for (int from = blockIdx.x + 1; it1 < s.iters && sk_start(s, from) < tile_end; ++from) {
            if (threadIdx.x == 0) {
                while (atomicAdd(&s.flags[from], 0) == 0)
                    ;
                s.flags[from] = 0;
            }
            __syncthreads();
            __threadfence();
            const float *theirs = s.partials + (size_t)from * BM * BN;
#pragma unroll
            for (int r = 0; r < kRows; ++r)
#pragma unroll
                for (int c = 0; c < kCols; ++c)
                    tile.acc[r][c] += __ldcg(&theirs[(r * kCols + c) * kThreads + threadIdx.x]);
        }
        if constexpr (kMove)
            tile.template store<RUNS, true>(p, r0, c0, row0, col0);
        else
            tile.template store<RUNS>(p, row0, col0);
    }
    /* Data-parallel: whole tiles. */
    for (int t = s.sk_tiles + blockIdx.x; t < s.tiles; t += gridDim.x) {
        const int row0 = t / s.tiles_n * BM, col0 = t % s.tiles_n * BN;
        const int r0 = move_m ? min(row0, p.m - BM) : row0;
        const int c0 = move_n ? min(col0, p.n - BN) : col0;
        multiply(r0, c0, 0, s.iters);
        if constexpr (kMove)
            tile.template store<RUNS, true>(p, r0, c0, row0, col0);
        else
            tile.template store<RUNS>(p, row0, col0);
    }
}

/* The grid: one block per SM, or one per k iteration when there are fewer (tiles x slices). */
template <class C>
int grid_size(const tcgemm_problem_t *p)
{
    const long long iterations =
        (long long)ceil_div(p->m, C::BM) * ceil_div(p->n, C::BN) * ceil_div(p->k, C::BK);
    return (int)min((long long)p->device->num_sms, iterations);
}

template <class C>
Schedule schedule(const tcgemm_problem_t *p, int grid)
{
    Schedule s;
    s.tiles_n = ceil_div(p->n, C::BN);
    s.tiles = s.tiles_n * ceil_div(p->m, C::BM);
    s.iters = ceil_div(p->k, C::BK);
    /* Whole waves of whole tiles; the rest, plus one wave to even it out, in iterations. */
    const int rest = s.tiles % grid;
    s.sk_tiles = rest == 0 ? 0 : s.tiles < 2 * grid ? s.tiles : rest + grid;
    const long long sk_iters = (long long)s.sk_tiles * s.iters;
    s.sk_per_block = sk_iters / grid;
    s.sk_rem = sk_iters % grid;
    s.partials = static_cast<float *>(p->workspace);
    s.flags = reinterpret_cast<int *>(s.partials + (size_t)p->device->num_sms * kPartialFloats);
    return s;
}

size_t workspace_bytes(const tcgemm_device_t *device)
{
    return (size_t)device->num_sms * (kPartialFloats * sizeof(float) + sizeof(int));
}

const char *has_workspace(const tcgemm_problem_t *p)
{
    return p->workspace ? nullptr
                        : "needs the handle's workspace, which tcgemm_create could not "
                          "allocate";
}

/* How fast one block reads other blocks' partial tiles (L2 or DRAM into one SM): fp32 64 x 1 x
 * 1216, a single tile whose 152 k iterations 132 blocks shared, took 316 us, of which the owner's
 * reading of 131 partials of 128 KiB is all but ~2 us; 35 x 700 x 2048 (3 tiles, 44 blocks a
 * tile) 123 us, which this rate puts at ~113 (bench/results/2026-11-23-h100-s7/final/
 * deepbench.txt and ../../2026-11-23-h100-skinny/run3). */
constexpr double kOwnerReadBytesPerS = 54e9;

/* AUTO's share of the device a call keeps busy (variant.h): the blocks over the SMs, times the
 * share of the time they compute rather than wait while each shared tile's owner adds, one after
 * another, the partials of the blocks that shared it, or spend on each of their tiles or pieces
 * of tiles besides its FFMAs (C::kPieceSeconds). With a few tiles and long K every block gets a
 * sliver of a tile and the owner's reads are the whole call; with many tiles a tile is shared by
 * two or three blocks and the reads vanish. */
template <class C>
double busy_share(const tcgemm_problem_t *p)
{
    const int grid = grid_size<C>(p);
    const double blocks = (double)grid / p->device->num_sms;
    const Schedule s = schedule<C>(p, grid);
    double pieces = (double)ceil_div(s.tiles - s.sk_tiles, grid), reads_s = 0.0;
    if (s.sk_tiles > 0) {
        const double per_block = (double)s.sk_tiles * s.iters / grid;
        const double sharers = std::ceil(s.iters / per_block);
        reads_s = (sharers - 1) * C::BM * C::BN * sizeof(float) / kOwnerReadBytesPerS;
        pieces += std::ceil(per_block / s.iters) + 1;
    }
    const double compute_s =
        2.0 * s.tiles * C::BM * C::BN * (double)p->k / (C::kTflops * 1e12 * blocks);
    return blocks * compute_s / (compute_s + reads_s + pieces * C::kPieceSeconds);
}

/* The unaligned instance of a row with MOVE takes CLAMP where the call has ragged tiles and m, n
 * >= 4 (a run along x that crosses the edge is read from the last 4 elements: TileLoader). */
template <class C>
cudaError_t launch_config(const tcgemm_problem_t *p)
{
    const int grid = grid_size<C>(p);
    const Schedule s = schedule<C>(p, grid);
    auto kernel = sgemm_warptile_streamk<C, false, false>;
    if (float4_ok(p))
        kernel = c_runs_ok(p, C::kRunsMaxK) ? sgemm_warptile_streamk<C, true, true>
                                            : sgemm_warptile_streamk<C, true, false>;
    else if constexpr (C::kMove)
        if ((p->m % C::BM || p->n % C::BN) && p->m >= 4 && p->n >= 4)
            kernel = sgemm_warptile_streamk<C, false, false, true>;
    kernel<<<grid, C::Tile::kThreads, 0, p->stream>>>(*p, s);
    return cudaGetLastError();
}

constexpr const char *kLimits =
    "none: any shape, layout and alignment (float4 loads when A and B are 16-byte aligned with "
    "lda, ldb multiples of 4); uses the handle's workspace";

/* Whether the float4 instance of a row with MOVE keeps a ragged tile where it is (the kernel's
 * move_m, move_n): a move along m or n must keep the float4 runs of an operand read along it
 * aligned. */
template <class C>
bool ragged_stays(const tcgemm_problem_t *p)
{
    const bool move_m = p->m >= C::BM && (!p->trans_a || p->m % 4 == 0);
    const bool move_n = p->n >= C::BN && (p->trans_b || p->n % 4 == 0);
    return (p->m % C::BM && !move_m) || (p->n % C::BN && !move_n);
}

/* AUTO's load_share: the unaligned instance's, times the tile's share for a transposed B. The
 * float4 instance of a row with MOVE keeps no lead over the unaligned one where a ragged tile
 * stays in place: its k-loop loads checked, as slow as the unaligned instance's clamped one, and
 * the blocks that hold such tiles set the call's time. fp32 2039^3 NN on an H200 (bench/results/
 * 2026-11-29-s52, calls 3-4): 2040^3 385.5 us; 2039^3 with rows padded to 2040 or 2048 floats
 * (float4 loads; n % 4 != 0 keeps the last tile column in place) 432.5 and 439; 2039^3 as it is
 * (the unaligned instance, ragged tiles clamped) 433. Priced at 1.0, the float4 instance sent
 * 2039^3 to sgemm_repack, which copies A and B to run it (estimated 405 us, measured 461).
 * It moves 616 of 8664 fp32 picks in the host probe; call 5 timed 14 (old and new row named, two
 * rounds): 10 faster, every one of the 6 taken from the repack (0-7%), 3 of the 59 sent to nbc
 * 0.2-1.1% slower, of the 18 sent to sgemm_warptile one 22% slower and one 13% faster. A wider
 * rule, the unaligned instance of every row priced as the float4 one where the latter keeps a
 * ragged tile, moved 2000 and made 22 of 41 timed slower (call 6; the rows without MOVE lose more
 * unaligned, to 69%). */
template <class C>
double load_share(const tcgemm_problem_t *p)
{
    const double share = C::kMove && float4_ok(p) && ragged_stays<C>(p) ? kUnalignedRunShare
                                                                        : unaligned_load_share(p);
    return share * (p->trans_b ? C::kBTransShare : 1.0);
}

} // namespace

#define TCGEMM_STREAMK_ROW(name, C)                                                                \
    extern "C" const tcgemm_variant_t tcgemm_variant_##name = {                                    \
        #name,         TCGEMM_F32,       75,      C::kTflops, kLimits,                             \
        has_workspace, launch_config<C>, C::BM,   C::BN,      workspace_bytes,                     \
        busy_share<C>, load_share<C>,    nullptr, nullptr,    0.0f,                                \
    };
TCGEMM_STREAMK_ROW(sgemm_warptile_streamk, Tuned)
TCGEMM_STREAMK_ROW(sgemm_warptile_streamk_64x256, FewRows)
TCGEMM_STREAMK_ROW(sgemm_warptile_streamk_48x256, Rows48)
TCGEMM_STREAMK_ROW(sgemm_warptile_streamk_256x32, FewCols)
#undef TCGEMM_STREAMK_ROW
