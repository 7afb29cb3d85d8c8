/* sgemm_splitk.cu — sgemm_splitk_64x32: small fp32 tiles, many blocks an SM, K split over
 * several blocks, the partial tiles added in the kernel by the block of each tile that finishes
 * last.
 *
 * Idea: a call with few tiles (fp32 6144 x 32 x 2048: 24 tiles of 256 x 32, 96 of 64 x 32) fills
 * the device only if K is split. The stream-K rows split it over one big block an SM, whose eight
 * warps hide little latency on a narrow tile; the skinny ring streams the wide operand, and both
 * spend more instructions per FFMA than a warp tile does (twenty-fifth session: the ring issues
 * 1.5 instructions per FFMA, and runs 6144 x 32 x 2048 in 46 us against cuBLAS's 37.4). cuBLAS's
 * own kernel there (ncu, bench/results/2026-11-26-s25/call5) is a 64 x 32 FFMA tile of two warps,
 * split-K 8: 768 blocks of 64 threads, about six an SM, then a second kernel that adds the
 * partials (7.8 of its 38 us). This row is that tile with the reduction inside the kernel: each
 * block of a split tile writes its partial tile to the handle's workspace and counts itself in
 * the tile's counter; the block that counts last reads the splits' partials back from L2, two
 * splits at a time, adds them in split order (so the result does not depend on which block
 * finished last: the same bits every run) and writes C, then zeroes the counter for the next
 * call. No block ever waits for another, so the grid need not be resident at once.
 *
 * Tile: 64 x 32 x 8, 2 warps of 32 x 32, thread tile 8 x 4 (32 accumulators; 12 floats from
 * shared memory per 32 FFMAs), sgemm_warptile_nbc's register-staged double buffer (6.6 KB of
 * shared memory), at most 128 registers so that 8 blocks fit an SM.
 * Splits: as many as fill the SMs' block slots once (8 a SM), each at least kMinSliceIters
 * k-slices deep, at most kMaxSplits, within the workspace's partial area; one split where the
 * tiles alone fill the device or the handle has no workspace.
 * On sm_90, an A stored k-contiguous (NN, NT) comes by cp.async in chunks 32 k deep, one ahead
 * (ASYNC_A below; 25 KB of shared memory a block), so that a warp's loads span 4 rows, not 16.
 * Alignment: float4 loads when A and B allow them, the same runs by 4-byte loads otherwise.
 * Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-27, tcgemm-bench, fp32, medians of two rounds,
 *   cuBLAS in the same run, bench/results/2026-11-27-s27/call3): 27.0 TFLOPS at 4096^3 (unsplit);
 *   6144 x 32 x 2048 42.2 us NN (0.90x cuBLAS; the skinny path 46.2), 35.1 TN (1.05x), 46.9 NT;
 *   7680 x 128 x 2560 211 us NN (0.58x; the 128 x 256 stream-K row 252), 152 TN; 8192 x 64 x 4096
 *   172 (the 256 x 32 stream-K row 202); 4224 x 1500 x 176 88 (stream-K 123). The first version
 *   added the partials one split after another (6144 x 32 x 2048 NN 49.2 us, 35 x 700 x 2048 38.2
 *   against 20.7 now). Tried and not kept (calls 1-6 there): a k-loop fed by 4 or 6 cp.async
 *   stages (no faster on the many-split calls, the long k-loops 3-22% slower), and A kept
 *   k-contiguous in shared memory when it is so in global memory (NN 42.2 -> 41.4 us, the long
 *   k-loops 4-18% slower); the tile loads with an L2 fetch size of 256 bytes, so that an NN
 *   call's first 32-byte slice of a row brings the next seven (6144 x 32 x 2048 NN 41.9 -> 47.7
 *   us, bench/results/2026-11-28-s38/call3). A's chunks by cp.async (H200, 2026-11-28,
 *   bench/results/2026-11-28-s44/call8, alternated twice with the register path): 6144 x 32 x
 *   2048 NN 40.8 -> 37.9 us (cuBLAS 35.3), NT 46.6 -> 41.5; 7680 x 128 x 2560 NN 211 -> 176, NT
 *   248 -> 192; 8192 x 64 x 4096 NN 172.6 -> 143.5; 5124 x 700 x 2048 NN 593 -> 489; TN level.
 *   Not faster, and not kept (calls 1, 5-7 there): 16-deep slices in registers (fewer blocks
 *   an SM), A's transposing stores as 8-byte pairs, its loads by ld.global.cg, four warps of
 *   32 x 16. docs/16_sgemm_warptile_streamk.md.
 */
#include <climits>

#include <algorithm>
#include <type_traits>

#include "sgemm_tiles.cuh"

/* A's chunks by cp.async are inline PTX (ptx.cuh), which a portable build leaves out. */
#ifdef TCGEMM_PORTABLE
#define SPLITK_CP_ASYNC 0
#else
#include "ptx.cuh"
#define SPLITK_CP_ASYNC 1
#endif

namespace {

using namespace tcgemm;
using namespace tcgemm::sgemm;

constexpr int BM = 64, BN = 32, BK = 8;
constexpr int kStrideA = BM + 4, kStrideB = BN + 4;
using Tile = WarpTile<BM, BN, BK, 32, 32, 1, 8, 4, kStrideA, kStrideB, FmaOrder<false, 0, 0>>;
constexpr int kThreads = Tile::kThreads;
constexpr int kBlocksPerSm = 8;
/* A split shorter than this many k-slices spends more on its partial tile than on its FFMAs. */
constexpr int kMinSliceIters = 8;
/* The most splits of a tile: its last block reads every split's partial, an L2 round trip per two,
 * and the time beyond the FFMAs grows with the splits (about 10 us at 32, fp32 35 x 700 x 2048;
 * bench/results/2026-11-27-s27/call3). A deep-K call of a few tiles would otherwise take up to
 * 8 x 132 splits. */
constexpr int kMaxSplits = 32;
/* The accumulators as float4 rows: a thread's partial tile is kRows float4s. */
constexpr int kRows = sizeof(Tile::acc) / sizeof(Tile::acc[0]);
static_assert(sizeof(Tile::acc[0]) == sizeof(float4), "a thread's accumulator row is one float4");

__device__ __forceinline__ float4 add(float4 a, float4 b)
{
    return make_float4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w);
}

/* The split of the call, fixed on the host: tile t = blockIdx.x / splits is row tile
 * t / tiles_n, column tile t % tiles_n; its split blockIdx.x % splits takes k-slices
 * [split * per_split, (split + 1) * per_split). */
struct Split {
    int tiles_n, splits, per_split;
    float4 *partials;   /* [tile][split][row][thread] */
    unsigned *counters; /* one per tile, zero between calls */
};

/* ASYNC_A: an A stored k-contiguous (not transposed) is copied by cp.async in chunks of kChunk
 * k, one chunk ahead, into two staging buffers of kChunkPitch floats a row (the pad spreads a
 * warp's reads of 16 rows over the banks); each slice's A then goes from there through registers
 * into As, transposed as the register path stores it. The point is the loads: a warp's float4
 * loads of 8-deep slices span 16 rows, 16 lines of L1 tag lookups an instruction, where the
 * chunks' span 4 (ncu: 1.84 M tag requests NN against 0.66 M TN, the sectors equal, L1 at 85%
 * of its throughput; bench/results/2026-11-28-s44/call4). */
constexpr int kChunk = 32, kChunkPitch = kChunk + 4;

template <bool ALIGNED, bool RUNS, bool ASYNC_A>
__global__ void __launch_bounds__(kThreads, kBlocksPerSm) sgemm_splitk(tcgemm_problem_t p, Split s)
{
    constexpr int kSizeA = BK * kStrideA, kSizeB = BK * kStrideB;
    __shared__ __align__(16) float As[2 * kSizeA];
    __shared__ __align__(16) float Bs[2 * kSizeB];
    __shared__ __align__(16) float Chunks[ASYNC_A ? 2 * BM * kChunkPitch : 4];
    __shared__ bool finishes;
    TileLoader<BM, BK, kStrideA, kThreads, true, ALIGNED> load_a;
    TileLoader<BN, BK, kStrideB, kThreads, true, ALIGNED> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    Tile tile;
    Tile::Frag frag[2];

    const int t = blockIdx.x / s.splits, split = blockIdx.x % s.splits;
    const int row0 = t / s.tiles_n * BM, col0 = t % s.tiles_n * BN;
    const int k_stop = min(p.k, (split + 1) * s.per_split * BK);
    int k0 = split * s.per_split * BK, buf = 0;
    const int k_first = k0;
    /* Chunk c (k from k_first + c * kChunk) into buffer c % 2; rows past m and k past the matrix
     * as zeros (k past the split is copied, never stored). An empty group where the chunk starts
     * past the split, so that every chunk is one group; chunk_wait's barrier makes it visible. */
    const auto copy_chunk = [&](int c) {
        const int kc = k_first + c * kChunk;
        if (kc < k_stop) {
            float *chunk = Chunks + c % 2 * BM * kChunkPitch;
#pragma unroll
            for (int i = 0; i < BM * kChunk / 4 / kThreads; ++i) {
                const int g = threadIdx.x + i * kThreads, r = g / (kChunk / 4),
                          c4 = g % (kChunk / 4), row = row0 + r, k = kc + c4 * 4;
                const int bytes = row < p.m && k < p.k ? min(16, (p.k - k) * 4) : 0;
                const float *src = bytes ? a.ptr + (int64_t)row * a.ld + k : a.ptr;
                float *dst = chunk + r * kChunkPitch + c4 * 4;
#if SPLITK_CP_ASYNC && __CUDA_ARCH__ >= 800
                cp_async_16_zfill(smem_u32(dst), src, bytes);
#else /* code for older chips, run only as PTX compiled for them on sm_90: copied in place */
#pragma unroll
                for (int e = 0; e < 4; ++e)
                    dst[e] = 4 * e < bytes ? src[e] : 0.0f;
#endif
            }
        }
#if SPLITK_CP_ASYNC && __CUDA_ARCH__ >= 800
        cp_async_commit();
#endif
    };
    const auto chunk_wait = [&](auto in_flight) {
#if SPLITK_CP_ASYNC && __CUDA_ARCH__ >= 800
        cp_async_wait<decltype(in_flight)::value>();
#endif
        __syncthreads();
    };
    /* Slice j's A (k from k_first + 8j) from its chunk into load_a's registers. */
    const auto a_from_chunk = [&](int j) {
        const float *chunk =
            Chunks + j / (kChunk / BK) % 2 * BM * kChunkPitch + j % (kChunk / BK) * BK;
#pragma unroll
        for (int r = 0; r < decltype(load_a)::kRuns; ++r) {
            int x, q;
            decltype(load_a)::coords(true, threadIdx.x + r * kThreads, x, q);
            const float4 v = *reinterpret_cast<const float4 *>(chunk + x * kChunkPitch + q);
            load_a.v[r][0] = v.x;
            load_a.v[r][1] = v.y;
            load_a.v[r][2] = v.z;
            load_a.v[r][3] = v.w;
        }
    };

    /* The k-loop of sgemm_warptile_streamk over this split's slices: the next slice fetched into
     * registers while this one's FFMAs run, stored to the other buffer before its last step.
     * Written out again rather than shared, for the reason given there: a loop shared through a
     * header compiled to other code and ran slower (ptxas's register assignment decides these
     * kernels; this one sits at its 128-register bound). */
    tile.zero();
    int j = 0; /* the slice of this split that runs */
    if constexpr (ASYNC_A) {
        copy_chunk(0);
        copy_chunk(1);
        chunk_wait(std::integral_constant<int, 1>{});
        a_from_chunk(0);
    } else {
        load_a.fetch(a, row0, k0);
    }
    load_b.fetch(b, col0, k0);
    load_a.store(As, a.k_contig);
    load_b.store(Bs, b.k_contig);
    __syncthreads();
    tile.load(frag[0], As, Bs, 0);
    const auto slice = [&](auto guard) {
        const bool more = k0 + BK < k_stop;
        /* Chunk c + 1 into the buffer whose last slice was stored before the barrier that ended
         * the slice before this one. */
        if constexpr (ASYNC_A)
            if (j % (kChunk / BK) == 0 && j > 0)
                copy_chunk(j / (kChunk / BK) + 1);
        if (more) {
            if constexpr (!ASYNC_A)
                load_a.template fetch<guard.value>(a, row0, k0 + BK);
            load_b.template fetch<guard.value>(b, col0, k0 + BK);
        }
        const float *as = As + buf * kSizeA, *bs = Bs + buf * kSizeB;
#pragma unroll
        for (int q = 0; q < BK; ++q) {
            if (q < BK - 1) {
                tile.load(frag[(q + 1) % 2], as, bs, q + 1);
            } else if (more) {
                if constexpr (ASYNC_A) {
                    if ((j + 1) % (kChunk / BK) == 0) /* the next slice opens a chunk */
                        chunk_wait(std::integral_constant<int, 0>{});
                    a_from_chunk(j + 1);
                }
                load_a.store(As + (buf ^ 1) * kSizeA, a.k_contig);
                load_b.store(Bs + (buf ^ 1) * kSizeB, b.k_contig);
                __syncthreads();
                tile.load(frag[0], As + (buf ^ 1) * kSizeA, Bs + (buf ^ 1) * kSizeB, 0);
            }
            tile.fma(frag[q % 2]);
        }
        k0 += BK;
        buf ^= 1;
        ++j;
    };
    if (row0 + BM <= p.m && col0 + BN <= p.n)
        while (k0 + 2 * BK <= k_stop)
            slice(GuardTag<Guard::Inside>());
    while (k0 < k_stop)
        slice(GuardTag<Guard::Full>());

    if (s.splits > 1) {
        float4 *const tile_partials = s.partials + (size_t)t * s.splits * kRows * kThreads;
        const auto partial_rows = [&](float4(&v)[kRows], int q) {
#pragma unroll
            for (int r = 0; r < kRows; ++r)
                v[r] = __ldcg(&tile_partials[((size_t)q * kRows + r) * kThreads + threadIdx.x]);
        };
#pragma unroll
        for (int r = 0; r < kRows; ++r)
            tile_partials[((size_t)split * kRows + r) * kThreads + threadIdx.x] =
                make_float4(tile.acc[r][0], tile.acc[r][1], tile.acc[r][2], tile.acc[r][3]);
        __threadfence();
        __syncthreads();
        if (threadIdx.x == 0) {
            finishes = atomicAdd(&s.counters[t], 1u) == (unsigned)s.splits - 1;
            if (finishes)
                s.counters[t] = 0;
        }
        __syncthreads();
        if (!finishes)
            return;
        __threadfence();
        /* The partials in split order, whichever block this is (its own is in L2 too), two
         * splits' rows in flight at a time: a round trip to L2 per two splits. Adding them row by
         * row, a split at a time, took two round trips per split (twenty-sixth session). */
        float4 sum[kRows], u[kRows], v[kRows];
        partial_rows(sum, 0);
        int q = 1;
        for (; q + 1 < s.splits; q += 2) {
            partial_rows(u, q);
            partial_rows(v, q + 1);
#pragma unroll
            for (int r = 0; r < kRows; ++r)
                sum[r] = add(add(sum[r], u[r]), v[r]);
        }
        if (q < s.splits) {
            partial_rows(u, q);
#pragma unroll
            for (int r = 0; r < kRows; ++r)
                sum[r] = add(sum[r], u[r]);
        }
#pragma unroll
        for (int r = 0; r < kRows; ++r) {
            tile.acc[r][0] = sum[r].x;
            tile.acc[r][1] = sum[r].y;
            tile.acc[r][2] = sum[r].z;
            tile.acc[r][3] = sum[r].w;
        }
    }
    tile.template store<RUNS>(p, row0, col0);
}

/* The tiles of C, and the splits of K that fill the device's block slots once. */
Split split_of(const tcgemm_problem_t *p)
{
    Split s{};
    s.tiles_n = ceil_div(p->n, BN);
    const long long tiles = (long long)s.tiles_n * ceil_div(p->m, BM);
    const int iters = ceil_div(p->k, BK);
    long long splits = 1;
    if (p->workspace && tiles <= TCGEMM_WORKSPACE_COUNTERS) {
        const long long slots = (long long)p->device->num_sms * kBlocksPerSm;
        const long long room =
            (long long)p->device->num_sms * TCGEMM_STREAMK_PARTIAL_FLOATS / (BM * BN) / tiles;
        splits = std::min(
            {slots / tiles, room, (long long)iters / kMinSliceIters, (long long)kMaxSplits});
    }
    s.splits = (int)std::max(1LL, splits);
    s.per_split = ceil_div(iters, s.splits);
    s.splits = ceil_div(iters, s.per_split);
    s.partials = static_cast<float4 *>(p->workspace);
    s.counters = reinterpret_cast<unsigned *>(
        static_cast<char *>(p->workspace) +
        (p->workspace ? tcgemm_workspace_counters(p->device, TCGEMM_COUNTERS_SPLITK) : 0));
    return s;
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    const Split s = split_of(p);
    const long long blocks = (long long)ceil_div(p->m, BM) * s.tiles_n * s.splits;
    if (blocks > INT_MAX)
        return cudaErrorInvalidConfiguration;
    /* The chunks: measured on sm_90 only, where 8 blocks' 25 KB fit an SM (not on sm_86/89's
     * 100 KB: the splits assume 8 blocks). */
    const bool async_a = SPLITK_CP_ASYNC && !p->trans_a && p->device->sm >= 90;
    (float4_ok(p)
         ? c_runs_ok(p, kRunsAnyK)
               ? (async_a ? sgemm_splitk<true, true, true> : sgemm_splitk<true, true, false>)
               : (async_a ? sgemm_splitk<true, false, true> : sgemm_splitk<true, false, false>)
         : sgemm_splitk<false, false, false>)<<<(unsigned)blocks, kThreads, 0, p->stream>>>(*p, s);
    return cudaGetLastError();
}

size_t workspace_bytes(const tcgemm_device_t *device)
{
    return tcgemm_workspace_counters(device, TCGEMM_COUNTERS_END);
}

/* AUTO's rate for this row: its 4096^3 median, where it runs one split of 8192 tiles (26.8
 * TFLOPS; H100, bench/results/2026-11-27-s26/call1; 27.0 in the twenty-seventh session). */
constexpr float kTflops = 26.8f;
/* What a split call adds to its FFMAs: 1.0 us, plus 0.5 us per split (the block that adds the
 * partials waits on L2 for them while most SMs are done). Measured beyond the modelled FFMAs
 * (bench/results/2026-11-27-s27/call3): 10 us at 32 splits (35 x 700 x 2048), 5 us at 11 (6144 x
 * 32 x 2048 TN) and 12 NN, whose k-loop runs below the 4096^3 rate; the first version took 22 us
 * at 32 (twenty-sixth session), and this term was then the largest that kept AUTO's choices right
 * against the 256 x 32 stream-K row, which is modelled as optimistically
 * (docs/16_sgemm_warptile_streamk.md). */
constexpr double kSplitFixedS = 1.0e-6, kPerSplitS = 0.5e-6;

/* AUTO: the blocks over the device's block slots, times the share of the time the SMs spend on
 * FFMAs rather than on the partial tiles. */
double busy_share(const tcgemm_problem_t *p)
{
    const Split s = split_of(p);
    const double blocks = (double)ceil_div(p->m, BM) * s.tiles_n * s.splits;
    const double slots = (double)p->device->num_sms * kBlocksPerSm;
    const double filled = blocks < slots ? blocks / slots : 1.0;
    if (s.splits == 1)
        return filled;
    const double compute_s =
        2.0 * blocks / s.splits * BM * BN * (double)p->k / (kTflops * 1e12 * filled);
    return filled * compute_s / (compute_s + kSplitFixedS + kPerSplitS * s.splits);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_splitk_64x32 = {
    "sgemm_splitk_64x32",
    TCGEMM_F32,
    75,
    kTflops,
    "none: any shape, layout and alignment (float4 loads when A and B are 16-byte aligned with "
    "lda, ldb multiples of 4); splits K only with the handle's workspace",
    serves_any_call,
    launch,
    BM,
    BN,
    workspace_bytes,
    busy_share,
    unaligned_load_share,
    nullptr,
    nullptr,
    0.0f,
};
