/* hgemm_wgmma.cu — hgemm_wgmma_128x256, hgemm_wgmma_128x256_c2, hgemm_wgmma_128x128: the Hopper
 * fp16 GEMM (fp32 accumulate), TMA + wgmma + warp specialization on a persistent grid. sm_90a.
 *
 * Idea: what chapter 4 found limits mma.sync on an H100 is energy, not issue slots: every
 * operand passes through registers (ldmatrix) and every k-step is a warp instruction, and the
 * board's 700 W cap pulls the clock down. On Hopper the copy engine (TMA) moves whole tiles
 * global -> shared memory with no thread involved, and wgmma multiplies a 64 x N x 16 block
 * per warpgroup instruction reading A and B straight from shared memory. So a block is split by
 * role (warp specialization): one producer warpgroup whose single thread issues TMA copies into
 * a ring of `Stages` shared-memory stages, and two consumer warpgroups that only issue wgmma,
 * each on 64 rows of the 128 x BN block tile, with the fp32 accumulators in registers
 * (setmaxnreg moves registers from the producer to them). Full/empty mbarriers per stage hand
 * stages back and forth; the TMA's byte count completes the full barrier. The grid is
 * persistent (one block per SM) and walks C's tiles in groups of 8 tile-rows so that the tiles
 * running together share A and B in L2; while the consumers run a tile's epilogue the producer
 * is already loading the next tile's stages. With a cluster of 2 (`_c2`) the two blocks of a
 * cluster compute vertically adjacent tiles and each fetches half of the shared B tile for both
 * (TMA multicast): a third less L2 traffic per flop.
 *
 * Layouts: all four transpose pairs run the same loop. A K-major operand (A not transposed, B
 * transposed) lands as 64-half rows along k; an MN-major one (A transposed, B not) as 64-half
 * rows along m or n; both with 128-byte swizzle, in 64 x 64 boxes; the wgmma descriptors and
 * its transpose bits say which (hopper.cuh). Ragged m, n, k: TMA zero-fills boxes past the
 * edge, so every k-block is full; the epilogue's stores are predicated. beta == 0 never reads C.
 *
 * Tiles (BM x BN x BK, stages, cluster, C staging boxes per consumer): 128x256x64, 4, 1, 2;
 * 128x256x64, 4, 2 (along m), 2; 128x128x64, 6, 1, 2. 384 threads, about 225 KB of shared memory.
 * Improves on: hgemm_mma_* (mma.sync + ldmatrix + cp.async; 56-62% of cuBLAS on the H100).
 * Limits: compute capability 9.0 exactly (sm_90a code); lda and ldb multiples of 8 halves and
 * A, B 16-byte aligned (TMA); C: any alignment and ldc (the TMA store needs beta = 0, C rows
 * 16-byte aligned and n % 8 == 0; other calls store from registers).
 *
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench at commit 8401b25, fp16 in/out,
 * fp32 compute, % of cuBLAS in the same run; bench/results/2026-11-23-h100-final/):
 * hgemm_wgmma_128x256_c2 753.0 TFLOPS at 4096^3 NN (98.3%), 666.2 at 8192^3 (102.2%), 591.9 at
 * 2048^3 (95.7%); AUTO (this row, or stream-K) 98.5-99.0% at 4096^3 and 101.6-117.7% at 8192^3,
 * NN and TN, interleaved or each timed alone. At a locked 1.32 GHz (ncu) the cluster row takes
 * 218 us at 4096^3 against cuBLAS's 214 us: 98% of cuBLAS per clock. The steps that got here, and
 * what each bought: docs/05_hgemm_wgmma.md.
 */
#include <limits.h>

#include <atomic>
#include <cmath>
#include <type_traits>

#include <cudaTypedefs.h> /* PFN_cuTensorMapEncodeTiled */

#include "common.cuh"
#include "hopper.cuh"

namespace {

using namespace tcgemm::sm90;

constexpr int kBK = 64;                    /* halves per k-block: one 128-byte swizzle row */
constexpr int kBox = 64;                   /* every TMA box is 64 x 64 halves */
constexpr int kBoxBytes = kBox * kBox * 2; /* 8 KB */
constexpr int kGroupRows = 8;              /* tile-rows per group of the persistent tile order */
/* Registers per thread after setmaxnreg: the producer's one thread needs few (56, not 40: at 40
 * ptxas spilled the cluster variants' copy loop), the consumers' 64 x BN fp32 accumulators many.
 * 128 * 56 + 256 * 224 = 64512 of the SM's 65536. */
constexpr int kProducerRegs = 56, kConsumerRegs = 224;

template <int BN_, int Stages_, int ClusterM_, int EpiBuffers_, bool StreamK_>
struct Config {
    static constexpr int BM = 128, BN = BN_, Stages = Stages_;
    /* Stream-K: the last (units mod clusters) + clusters units are shared out to the clusters in
     * equal runs of k-blocks, partial tiles finished through the handle's workspace. */
    static constexpr bool StreamK = StreamK_;
    /* A cluster computes ClusterM tiles stacked along m, which share one B tile: each CTA
     * fetches 1 / ClusterM of it for all of them (TMA multicast). A 2 x 2 cluster that also
     * shared A measured slower (docs/05_hgemm_wgmma.md). */
    static constexpr int ClusterM = ClusterM_, kCluster = ClusterM;
    /* Each consumer stages C for TMA stores in a ring of EpiBuffers boxes (64 x 64 halves). */
    static constexpr int EpiBuffers = EpiBuffers_;
    static constexpr int kStagingBytes = EpiBuffers * kBoxBytes; /* per consumer */
    static constexpr int kConsumers = 2; /* warpgroups, each owning 64 rows x BN of the tile */
    static constexpr int kThreads = 128 * (1 + kConsumers);
    static constexpr int kABytes = BM * kBK * 2, kBBytes = BN * kBK * 2;
    static constexpr int kStageBytes = kABytes + kBBytes;
    /* The ring, the consumers' C staging, the barriers, and room to align to 1024 bytes. */
    static constexpr size_t kSmemBytes =
        (size_t)Stages * kStageBytes + kConsumers * kStagingBytes + 2 * Stages * 8 + 1024;
    static constexpr int kAcc = BN / 2; /* fp32 accumulators per consumer thread: 64 x BN / 128 */
    /* Every consumer warp of every CTA of the cluster frees a stage (a multicast writes into the
     * peers' stages too, so a producer waits for all their consumers). */
    static constexpr unsigned kEmptyArrivals = kConsumers * 4 * kCluster;
    static_assert(BN % (kBox * ClusterM) == 0, "each CTA of a cluster loads whole boxes of B");
    static_assert(BM == kConsumers * 64, "one 64-row wgmma slab per consumer warpgroup");
    static_assert(BN / kBox % EpiBuffers == 0, "a tile's boxes of C cycle through the ring");
};

struct Params {
    int m, n, k;
    int tiles_m, tiles_n;
    float alpha, beta;
    __half *C;
    int64_t ldc;
    bool c_pairs;    /* C's rows allow 4-byte half2 stores */
    bool c_tma;      /* beta == 0, C's rows 16-byte aligned and n % 8 == 0: stores by TMA */
    float *partials; /* stream-K: one BM x BN fp32 tile per block (the handle's workspace) */
    int *flags;      /* stream-K: one per block, 1 while its partial waits to be added */
};

/* Residue maps (docs/07_alignment.md): TMA needs a 16-byte aligned base and row strides in
 * 16-byte multiples, but rows r = 8i + j of any operand lie 16 * ld bytes apart, a multiple of 16
 * for every ld. So an operand whose rows are not 16-byte aligned is read through 8 maps: map j
 * holds rows j, j + 8, ..., from row j's address rounded down to 16 bytes, its columns shifted
 * right by that rounding (shift[j] elements, 0..7), so a box at column c + shift[j] reads
 * columns [c, c + 64) of those rows. A tile then holds its rows permuted: each map's box of
 * rows lands contiguously, at a 1024-byte aligned offset, so the 128-byte swizzle is unchanged.
 * Res says which operands are read so (kResA | kResB); Res == 0 carries nothing. */
constexpr int kResA = 1, kResB = 2, kResidues = 8;
template <int Res>
struct ResidueMaps {
    CUtensorMap a[kResidues], b[kResidues];
    int shift_a[kResidues], shift_b[kResidues];
};
template <>
struct ResidueMaps<0> {
};

/* The tile a CTA works on for its cluster's `unit`-th piece of work: units are ClusterM tiles
 * stacked along m, numbered in groups of kGroupRows unit-rows, m fastest within a group; CTA
 * rank r of the cluster takes the r-th tile of the unit. */
struct TileCoord {
    int m0, n0;
};
template <class Cfg>
__device__ __forceinline__ TileCoord tile_of(int unit, int units_m, int units_n, int rank)
{
    const int group_units = kGroupRows * units_n;
    const int first = unit / group_units * kGroupRows;
    const int rows = min(kGroupRows, units_m - first);
    const int in_group = unit % group_units;
    const int um = first + in_group % rows, un = in_group / rows;
    return {(um * Cfg::ClusterM + rank) * Cfg::BM, un * Cfg::BN};
}

/* A cluster's work: whole units first (data-parallel: unit g, g + G, ... for cluster g of G),
 * then, with stream-K, its run of the k-blocks of the last units, taken as pieces that each lie
 * within one unit. The piece holding a unit's first k-block "owns" it: it adds the others'
 * partial sums and writes C. Producer and consumers walk the same sequence. */
struct Piece {
    int unit, kb_begin, kb_end;
};
struct Schedule {
    int clusters, kblocks, dp_units, next_dp;
    int64_t sk_blocks, q, q_end; /* the stream-K k-blocks, this cluster's run [q, q_end) */

    __device__ Schedule(int units, int kblocks_, int cluster, int clusters_, bool stream_k)
        : clusters(clusters_), kblocks(kblocks_), next_dp(cluster)
    {
        const int sk_units =
            !stream_k || units % clusters == 0 ? 0 : min(units, units % clusters + clusters);
        dp_units = units - sk_units;
        sk_blocks = (int64_t)sk_units * kblocks;
        q = start(cluster);
        q_end = start(cluster + 1);
    }
    /* The first stream-K k-block of cluster g's run. */
    __device__ int64_t start(int g) const { return sk_blocks * g / clusters; }
    /* The cluster whose run holds stream-K k-block x. */
    __device__ int cluster_of(int64_t x) const
    {
        int g = (int)(x * clusters / sk_blocks);
        while (start(g + 1) <= x)
            ++g;
        while (start(g) > x)
            --g;
        return g;
    }
    __device__ bool next(Piece &piece)
    {
        if (next_dp < dp_units) {
            piece = {next_dp, 0, kblocks};
            next_dp += clusters;
            return true;
        }
        if (q >= q_end)
            return false;
        const int kb = (int)(q % kblocks);
        const int64_t length = min((int64_t)(kblocks - kb), q_end - q);
        piece = {dp_units + (int)(q / kblocks), kb, kb + (int)length};
        q += length;
        return true;
    }
};

template <int N, int AMn, int BMn>
__device__ __forceinline__ void wgmma_step(float (&acc)[N / 2], uint64_t da, uint64_t db,
                                           int accumulate)
{
    if constexpr (N == 256)
        wgmma_m64n256k16<AMn, BMn>(acc, da, db, accumulate);
    else
        wgmma_m64n128k16<AMn, BMn>(acc, da, db, accumulate);
}

/* The descriptor of k step kk (16 halves) of a tile of 64-half swizzled rows: along a K-major
 * row that is 32 bytes on; an MN-major tile moves 16 rows (2 KB) down. */
template <int MnMajor>
__device__ __forceinline__ uint64_t operand_descriptor(const unsigned char *tile, int kk)
{
    return MnMajor ? smem_descriptor(tile + kk * 16 * 128, kBoxBytes, 1024)
                   : smem_descriptor(tile + kk * 32, 16, 1024);
}

/* Stream-K hand-over between the two consumer warpgroups of a block and the owner of a unit.
 * Partial sums are stored accumulator-major (element i of consumer thread t at i * 256 + t), so
 * every store and load of a warp is one 128-byte line. */
/* Hardware barrier 3: both consumer warpgroups (the epilogue's are 1 and 2: a barrier id used
 * with two thread counts at once is undefined, and showed as an "illegal instruction"). */
constexpr int kConsumerBarrier = 3;

template <class Cfg>
__device__ __forceinline__ void write_partial(const float (&acc)[Cfg::kAcc], const Params &p,
                                              int block)
{
    const int t = threadIdx.x - 128;
    float *mine = p.partials + (size_t)block * Cfg::BM * Cfg::BN;
#pragma unroll
    for (int i = 0; i < Cfg::kAcc; ++i)
        mine[i * 256 + t] = acc[i];
    named_barrier_sync(kConsumerBarrier, 256);
    if (t == 0) {
        __threadfence();
        atomicExch(&p.flags[block], 1);
    }
}

/* The owner's piece of a unit ends at k-block `kb_from`; the rest of the unit's k-blocks lie in
 * the runs of the following clusters, each the first piece of its run. Their partials are added
 * in the order of the k-blocks, so the result does not depend on timing. */
template <class Cfg>
__device__ __forceinline__ void add_partials(float (&acc)[Cfg::kAcc], const Params &p,
                                             const Schedule &schedule, int64_t unit_first,
                                             int kb_from, int rank)
{
    const int t = threadIdx.x - 128;
    for (int64_t x = unit_first + kb_from; x < unit_first + schedule.kblocks;) {
        const int g = schedule.cluster_of(x);
        const int from = g * Cfg::kCluster + rank;
        if (t == 0) {
            while (atomicAdd(&p.flags[from], 0) == 0)
                ;
            __threadfence();
            p.flags[from] = 0; /* each block hands over at most one partial per launch */
        }
        named_barrier_sync(kConsumerBarrier, 256);
        const float *theirs = p.partials + (size_t)from * Cfg::BM * Cfg::BN;
#pragma unroll
        for (int i = 0; i < Cfg::kAcc; ++i)
            acc[i] += theirs[i * 256 + t];
        x = schedule.start(g + 1);
    }
}

/* The epilogue when beta == 0 and C allows TMA: alpha * acc goes, 64 columns at a time, into
 * one of the consumer's staging buffers in the TMA box layout (64-half rows, 128-byte swizzle:
 * the 8 rows a warp writes at once land in 8 different 16-byte chunks, so no bank conflicts),
 * and one thread has the copy engine write the box to C, clipped at C's edges. While the copy
 * engine reads one buffer the warps fill the next; a buffer is reused once its store has read
 * it, and the consumers go on to the next tile without waiting for the last stores. */
template <class Cfg>
__device__ __forceinline__ void store_tile_tma(const float (&acc)[Cfg::kAcc],
                                               unsigned char *staging, const CUtensorMap *map_c,
                                               float alpha, int n0, int m0, int warp, int lane)
{
    const bool leader = threadIdx.x % 128 == 0;
    /* Hardware barriers 1 and 2, one per consumer warpgroup (threads 128-255, 256-383); 0 is
     * __syncthreads' and 3 the stream-K hand-over's, which both warpgroups share. */
    const int barrier = threadIdx.x / 128;
#pragma unroll
    for (int part = 0; part < Cfg::BN / kBox; ++part) {
        unsigned char *buffer = staging + part % Cfg::EpiBuffers * kBoxBytes;
        if (leader)
            bulk_wait_read<Cfg::EpiBuffers - 1>();
        named_barrier_sync(barrier, 128);
#pragma unroll
        for (int jj = 0; jj < kBox / 8; ++jj) {
            const int j = part * (kBox / 8) + jj;
            const int col = jj * 8 + lane % 4 * 2; /* within the box */
#pragma unroll
            for (int h = 0; h < 2; ++h) {
                const int row = warp * 16 + lane / 4 + h * 8;
                const int chunk = col / 8 ^ row % 8;
                *reinterpret_cast<__half2 *>(buffer + row * 128 + chunk * 16 + col % 8 * 2) =
                    __floats2half2_rn(alpha * acc[4 * j + 2 * h], alpha * acc[4 * j + 2 * h + 1]);
            }
        }
        fence_proxy_async_shared();
        named_barrier_sync(barrier, 128);
        if (leader) {
            tma_store_2d(map_c, buffer, n0 + part * kBox, m0);
            bulk_commit();
        }
    }
}

/* The general epilogue (beta != 0, or C's rows not 16-byte aligned): each thread reads and
 * writes its own elements, in pairs where C's alignment allows. */
template <class Cfg>
__device__ __forceinline__ void store_tile_direct(const float (&acc)[Cfg::kAcc], const Params &p,
                                                  int row0, int col0)
{
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int row = row0 + h * 8;
        if (row >= p.m)
            continue;
        __half *crow = p.C + row * p.ldc;
#pragma unroll
        for (int j = 0; j < Cfg::BN / 8; ++j) {
            const int col = col0 + j * 8;
            const float v0 = p.alpha * acc[4 * j + 2 * h];
            const float v1 = p.alpha * acc[4 * j + 2 * h + 1];
            if (p.c_pairs && col + 1 < p.n) {
                __half2 *dst = reinterpret_cast<__half2 *>(crow + col);
                float2 out = make_float2(v0, v1);
                if (p.beta != 0.0f) {
                    const float2 old = __half22float2(*dst);
                    out.x += p.beta * old.x;
                    out.y += p.beta * old.y;
                }
                *dst = __float22half2_rn(out);
            } else {
                if (col < p.n)
                    crow[col] = __float2half_rn(
                        p.beta != 0.0f ? v0 + p.beta * __half2float(crow[col]) : v0);
                if (col + 1 < p.n)
                    crow[col + 1] = __float2half_rn(
                        p.beta != 0.0f ? v1 + p.beta * __half2float(crow[col + 1]) : v1);
            }
        }
    }
}

/* One operand's stage through its residue maps. K-major (rows along m or n): map j's box of
 * Rows / 8 rows is tile rows [j Rows / 8, (j + 1) Rows / 8), i.e. tile row (Rows / 8) j + i is
 * row mn0 + j + 8i; pieces [first, last) of the 8 are this CTA's. MN-major (rows along k): each
 * 64-column box of the tile is 8 boxes of 8 k-rows, tile row 8j + i of a k-block being k-row
 * k0 + j + 8i, the same for A and B, so the product sums the same k; column boxes [first, last)
 * are this CTA's. Multicast to every CTA of the cluster when Cluster > 1. */
template <int MnMajor, int Rows, int Cluster>
__device__ __forceinline__ void load_residue(unsigned char *tile, const CUtensorMap *maps,
                                             const int *shift, uint64_t *bar, int mn0, int k0,
                                             int first, int last)
{
    auto copy = [&](unsigned char *dst, int j, int x, int y) {
        if constexpr (Cluster > 1)
            tma_load_2d_multicast(dst, &maps[j], bar, x + shift[j], y, (1 << Cluster) - 1);
        else
            tma_load_2d(dst, &maps[j], bar, x + shift[j], y);
    };
    if constexpr (MnMajor) {
        for (int box = first; box < last; ++box)
#pragma unroll
            for (int j = 0; j < kResidues; ++j)
                copy(tile + box * kBoxBytes + j * (kBoxBytes / kResidues), j, mn0 + box * kBox,
                     k0 / kResidues);
    } else {
        for (int j = first; j < last; ++j)
            copy(tile + j * (Rows / kResidues) * 128, j, k0, mn0 / kResidues);
    }
}

/* Stores n (<= N) values of C's row from col on, scaled and added to beta * C, in one N-half
 * vector where the run is whole and aligned. */
template <int N>
__device__ __forceinline__ void store_run(__half *crow, int col, const float (&v)[N],
                                          const Params &p)
{
    static_assert(N == 2 || N == 8, "a __half2 or a 16-byte run");
    using Vec = typename std::conditional<N == 8, uint4, __half2>::type;
    __half *dst = crow + col;
    if (col + N <= p.n && reinterpret_cast<uintptr_t>(dst) % sizeof(Vec) == 0) {
        Vec old, out;
        if (p.beta != 0.0f)
            old = *reinterpret_cast<const Vec *>(dst);
        const __half2 *o = reinterpret_cast<const __half2 *>(&old);
        __half2 *w = reinterpret_cast<__half2 *>(&out);
#pragma unroll
        for (int e = 0; e < N / 2; ++e) {
            float2 f = make_float2(p.alpha * v[2 * e], p.alpha * v[2 * e + 1]);
            if (p.beta != 0.0f) {
                const float2 c = __half22float2(o[e]);
                f.x += p.beta * c.x;
                f.y += p.beta * c.y;
            }
            w[e] = __float22half2_rn(f);
        }
        *reinterpret_cast<Vec *>(dst) = out;
        return;
    }
#pragma unroll
    for (int e = 0; e < N; ++e)
        if (col + e < p.n)
            dst[e] = __float2half_rn(p.alpha * v[e] +
                                     (p.beta != 0.0f ? p.beta * __half2float(dst[e]) : 0.0f));
}

/* The epilogue of a tile whose rows (PermM) or columns (PermN) came through residue maps: tile
 * row 16j + i is C's row m0 + j + 8i, tile column Gj + i (G = BN / 8) C's column n0 + j + 8i.
 * So no TMA store (its box is a block of C), but no scattered stores either: a thread's column
 * e of 8-column group b (BN / 64) + a is C's column n0 + b + 64a + 16(l % 4) + 8e, so over
 * b = 0..7 it holds 8 adjacent columns of C, one 16-byte store; rows alone permuted keep the
 * column pairs of the unpermuted epilogue. */
template <class Cfg, bool PermM, bool PermN>
__device__ __forceinline__ void store_tile_permuted(const float (&acc)[Cfg::kAcc], const Params &p,
                                                    int m0, int n0, int c, int warp, int lane)
{
    constexpr int kRuns = Cfg::BN / 64; /* values of a, groups per residue map / 8 */
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int r = c * 64 + warp * 16 + lane / 4 + h * 8; /* tile row */
        const int row = PermM ? m0 + r / 16 + 8 * (r % 16) : m0 + r;
        if (row >= p.m)
            continue;
        __half *crow = p.C + row * p.ldc;
        if constexpr (PermN) {
#pragma unroll
            for (int a = 0; a < kRuns; ++a)
#pragma unroll
                for (int e = 0; e < 2; ++e) {
                    float v[8];
#pragma unroll
                    for (int b = 0; b < 8; ++b)
                        v[b] = acc[4 * (b * kRuns + a) + 2 * h + e];
                    store_run<8>(crow, n0 + 64 * a + 16 * (lane % 4) + 8 * e, v, p);
                }
        } else {
#pragma unroll
            for (int j = 0; j < Cfg::BN / 8; ++j) {
                const float v[2] = {acc[4 * j + 2 * h], acc[4 * j + 2 * h + 1]};
                store_run<2>(crow, n0 + 8 * j + 2 * (lane % 4), v, p);
            }
        }
    }
}

/* AMn / BMn: A (B) is MN-major in memory, i.e. the call has trans_a (resp. not trans_b). */
template <class Cfg, int AMn, int BMn, int Res = 0>
__global__ void __launch_bounds__(Cfg::kThreads, 1)
    hgemm_wgmma_kernel(const __grid_constant__ CUtensorMap map_a,
                       const __grid_constant__ CUtensorMap map_b,
                       const __grid_constant__ CUtensorMap map_c, const Params p,
                       const __grid_constant__ ResidueMaps<Res> res)
{
    /* Through residue maps a K-major operand's tile permutes C's rows (A) or columns (B); an
     * MN-major one permutes k, which only both together may (launch_residue). */
    constexpr bool kResidueA = Res & kResA, kResidueB = Res & kResB;
    constexpr bool kPermM = kResidueA && !AMn, kPermN = kResidueB && !BMn;
    static_assert(!(Res && AMn && BMn) || Res == (kResA | kResB), "k permuted in both or none");
    static_assert(!kResidueA || !AMn || BMn, "A's k permuted needs B's too");
    static_assert(!kResidueB || !BMn || AMn, "B's k permuted needs A's too");
    extern __shared__ unsigned char smem_raw[];
    /* The swizzle pattern is a function of the shared address: the ring starts at 1024 B. */
    unsigned char *ring = smem_raw + ((1024 - (smem_addr(smem_raw) & 1023)) & 1023);
    unsigned char *staging = ring + (size_t)Cfg::Stages * Cfg::kStageBytes;
    uint64_t *full = reinterpret_cast<uint64_t *>(staging + Cfg::kConsumers * Cfg::kStagingBytes);
    uint64_t *empty = full + Cfg::Stages;

    const int warpgroup = threadIdx.x / 128;
    const int rank = Cfg::kCluster > 1 ? (int)cluster_cta_rank() : 0;
    if (threadIdx.x == 0) {
        for (int s = 0; s < Cfg::Stages; ++s) {
            mbar_init(&full[s], 1);
            mbar_init(&empty[s], Cfg::kEmptyArrivals);
        }
        mbar_fence_init();
    }
    /* A peer's multicast or arrival may target this CTA's barriers: all must exist first. */
    if constexpr (Cfg::kCluster > 1)
        cluster_sync();
    else
        __syncthreads();

    const int units_m = tcgemm::ceil_div(p.tiles_m, Cfg::ClusterM);
    const int units_n = p.tiles_n;
    const int units = units_m * units_n;
    const int cluster = blockIdx.x / Cfg::kCluster, clusters = gridDim.x / Cfg::kCluster;
    const int kblocks = tcgemm::ceil_div(p.k, kBK);

    if (warpgroup == 0) {
        /* Producer: one thread issues every copy; the other 127 only give registers away. */
        setmaxnreg_dec<kProducerRegs>();
        if (threadIdx.x == 0) {
            tma_prefetch_descriptor(&map_a);
            tma_prefetch_descriptor(&map_b);
            for (int j = 0; j < kResidues; ++j) {
                if constexpr (kResidueA)
                    tma_prefetch_descriptor(&res.a[j]);
                if constexpr (kResidueB)
                    tma_prefetch_descriptor(&res.b[j]);
            }
            int s = 0;
            unsigned phase = 0;
            Schedule schedule(units, kblocks, cluster, clusters, Cfg::StreamK);
            for (Piece piece; schedule.next(piece);) {
                const TileCoord t = tile_of<Cfg>(piece.unit, units_m, units_n, rank);
                for (int kb = piece.kb_begin; kb < piece.kb_end; ++kb) {
                    mbar_wait(&empty[s], phase ^ 1);
                    mbar_arrive_expect_tx(&full[s], Cfg::kStageBytes);
                    unsigned char *a = ring + (size_t)s * Cfg::kStageBytes;
                    unsigned char *b = a + Cfg::kABytes;
                    const int k0 = kb * kBK;
                    if constexpr (kResidueA)
                        load_residue<AMn, Cfg::BM, 1>(a, res.a, res.shift_a, &full[s], t.m0, k0, 0,
                                                      AMn ? Cfg::BM / kBox : kResidues);
#pragma unroll
                    for (int j = 0; j < (kResidueA ? 0 : Cfg::BM / kBox); ++j) {
                        const int mn = t.m0 + j * kBox;
                        tma_load_2d(a + j * kBoxBytes, &map_a, &full[s], AMn ? mn : k0,
                                    AMn ? k0 : mn);
                    }
                    /* B: this CTA's share of the boxes, delivered to every CTA of the cluster. */
                    constexpr int kShare = Cfg::BN / kBox / Cfg::ClusterM;
                    if constexpr (kResidueB) {
                        constexpr int kPieces = BMn ? kShare : kResidues / Cfg::ClusterM;
                        load_residue<BMn, Cfg::BN, Cfg::ClusterM>(b, res.b, res.shift_b, &full[s],
                                                                  t.n0, k0, rank * kPieces,
                                                                  (rank + 1) * kPieces);
                    }
#pragma unroll
                    for (int j = rank * kShare; j < (kResidueB ? 0 : (rank + 1) * kShare); ++j) {
                        const int mn = t.n0 + j * kBox;
                        if constexpr (Cfg::ClusterM > 1)
                            tma_load_2d_multicast(b + j * kBoxBytes, &map_b, &full[s],
                                                  BMn ? mn : k0, BMn ? k0 : mn,
                                                  (1 << Cfg::ClusterM) - 1);
                        else
                            tma_load_2d(b + j * kBoxBytes, &map_b, &full[s], BMn ? mn : k0,
                                        BMn ? k0 : mn);
                    }
                    if (++s == Cfg::Stages) {
                        s = 0;
                        phase ^= 1;
                    }
                }
            }
        }
    } else {
        /* Consumers: warpgroup c computes rows [64c, 64c + 64) of the tile. */
        setmaxnreg_inc<kConsumerRegs>();
        const int c = warpgroup - 1;
        const int warp = threadIdx.x / 32 % 4, lane = threadIdx.x % 32;
        float acc[Cfg::kAcc];
        int s = 0;
        unsigned phase = 0;
        /* Frees a stage: every warp's lane 0, once the warp's wgmmas reading it are done. */
        auto release = [&](int stage) {
            if (lane != 0)
                return;
            if constexpr (Cfg::kCluster == 1)
                mbar_arrive(&empty[stage]);
            else
#pragma unroll
                for (int r = 0; r < Cfg::kCluster; ++r)
                    mbar_arrive_cluster(&empty[stage], r);
        };
        Schedule schedule(units, kblocks, cluster, clusters, Cfg::StreamK);
        for (Piece piece; schedule.next(piece);) {
            const TileCoord t = tile_of<Cfg>(piece.unit, units_m, units_n, rank);
            int previous = 0;
            for (int kb = piece.kb_begin; kb < piece.kb_end; ++kb) {
                mbar_wait(&full[s], phase);
                const unsigned char *a = ring + (size_t)s * Cfg::kStageBytes + c * kBoxBytes;
                const unsigned char *b = ring + (size_t)s * Cfg::kStageBytes + Cfg::kABytes;
                wgmma_fence();
#pragma unroll
                for (int kk = 0; kk < kBK / 16; ++kk)
                    wgmma_step<Cfg::BN, AMn, BMn>(acc, operand_descriptor<AMn>(a, kk),
                                                  operand_descriptor<BMn>(b, kk),
                                                  (kb != piece.kb_begin) | kk);
                wgmma_commit();
                /* One group stays in flight: the one before it has finished with its stage. */
                if (kb > piece.kb_begin) {
                    wgmma_wait<1>();
                    release(previous);
                }
                previous = s;
                if (++s == Cfg::Stages) {
                    s = 0;
                    phase ^= 1;
                }
            }
            wgmma_wait<0>();
            fence_registers(acc);
            release(previous);

            /* Lane l of warp w holds, for each 8-column group j, columns 8j + 2(l % 4) + {0, 1}
             * of rows 16w + l / 4 (acc[4j], acc[4j + 1]) and 16w + l / 4 + 8 (acc[4j + 2],
             * acc[4j + 3]) of the consumer's 64-row slab. */
            if constexpr (Cfg::StreamK) {
                if (piece.kb_begin > 0) { /* not the owner: hand the partial sums over */
                    write_partial<Cfg>(acc, p, blockIdx.x);
                    continue;
                }
                if (piece.kb_end < kblocks) /* the owner of a split unit: add the others' */
                    add_partials<Cfg>(acc, p, schedule,
                                      (int64_t)(piece.unit - schedule.dp_units) * kblocks,
                                      piece.kb_end, rank);
            }
            if constexpr (kPermM || kPermN) {
                store_tile_permuted<Cfg, kPermM, kPermN>(acc, p, t.m0, t.n0, c, warp, lane);
                continue;
            }
            if (p.c_tma)
                store_tile_tma<Cfg>(acc, staging + c * Cfg::kStagingBytes, &map_c, p.alpha, t.n0,
                                    t.m0 + c * 64, warp, lane);
            else
                store_tile_direct<Cfg>(acc, p, t.m0 + c * 64 + warp * 16 + lane / 4,
                                       t.n0 + lane % 4 * 2);
        }
        /* The staging buffer must outlive the copy engine's last read of it. */
        if (p.c_tma && threadIdx.x % 128 == 0)
            bulk_wait<0>();
    }
    /* No CTA may leave while a peer can still multicast into it or arrive on its barriers. */
    if constexpr (Cfg::kCluster > 1)
        cluster_sync();
}

/* ---- host side ------------------------------------------------------------------------- */

/* cuTensorMapEncodeTiled is a driver function: reached through the runtime so that the
 * library links the CUDA runtime alone. Looked up once. */
PFN_cuTensorMapEncodeTiled_v12000 tensor_map_encoder()
{
    static const PFN_cuTensorMapEncodeTiled_v12000 encode = [] {
        void *fn = nullptr;
        cudaDriverEntryPointQueryResult found;
        if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                             cudaEnableDefault, &found) != cudaSuccess ||
            found != cudaDriverEntryPointSuccess) {
            cudaGetLastError();
            fn = nullptr;
        }
        return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
    }();
    return encode;
}

/* A row-major operand of `rows` rows of `cols` halves, ld apart, read in 64 x 64 boxes (64 x
 * box_rows for a residue map) with 128-byte swizzle; boxes past its edges arrive zero-filled. */
bool encode_operand(CUtensorMap *map, const void *base, int rows, int cols, int64_t ld,
                    int box_rows = kBox)
{
    const PFN_cuTensorMapEncodeTiled_v12000 encode = tensor_map_encoder();
    if (!encode)
        return false;
    const cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
    const cuuint64_t strides[1] = {(cuuint64_t)ld * sizeof(__half)};
    const cuuint32_t box[2] = {kBox, (cuuint32_t)box_rows};
    const cuuint32_t element_strides[2] = {1, 1};
    return encode(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, const_cast<void *>(base), dims, strides,
                  box, element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                  CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS;
}

/* How many clusters of the kernel fit on the device at once. A persistent grid must not ask for
 * more: a cluster that does not fit would start only when another has finished all its tiles.
 * The SMs of a GPC do not always split into whole clusters, so this is not num_sms / kCluster;
 * the runtime is asked once per device. */
template <class Cfg, auto Kernel>
int resident_clusters(const cudaLaunchConfig_t &config, const tcgemm_problem_t *p)
{
    if (Cfg::kCluster == 1)
        return p->device->num_sms;
    static std::atomic<int> known[64]; /* per device ordinal; 0: not asked yet */
    const int d = p->device->ordinal;
    int clusters = d >= 0 && d < 64 ? known[d].load(std::memory_order_relaxed) : 0;
    if (clusters > 0)
        return clusters;
    if (cudaOccupancyMaxActiveClusters(&clusters, Kernel, &config) != cudaSuccess ||
        clusters <= 0) {
        cudaGetLastError();
        return p->device->num_sms / Cfg::kCluster / 2; /* a safe guess; not cached */
    }
    if (d >= 0 && d < 64)
        known[d].store(clusters, std::memory_order_relaxed);
    return clusters;
}

template <class Cfg>
int units_of(const tcgemm_problem_t *p)
{
    return tcgemm::ceil_div(tcgemm::ceil_div(p->m, Cfg::BM), Cfg::ClusterM) *
           tcgemm::ceil_div(p->n, Cfg::BN);
}

/* AUTO's share of the device a row keeps busy (variant.h). A persistent grid of G clusters
 * runs U units in ceil(U / G) rounds, so U / (G * ceil(U / G)) of its time is work: at 3072^3
 * the cluster row's 144 units on 66 clusters are 73% busy. Stream-K spreads the last units'
 * k-blocks evenly, so once every cluster has a unit it keeps all of them busy. */
template <class Cfg>
double busy_share(const tcgemm_problem_t *p)
{
    const double clusters = p->device->num_sms / Cfg::kCluster, units = units_of<Cfg>(p);
    if (Cfg::StreamK || units <= clusters)
        return units < clusters ? units / clusters : 1.0;
    return units / (clusters * std::ceil(units / clusters));
}

template <class Cfg, int AMn, int BMn, int Res = 0>
cudaError_t launch_layout(const tcgemm_problem_t *p, const CUtensorMap &map_a,
                          const CUtensorMap &map_b, const CUtensorMap &map_c, const Params &params,
                          const ResidueMaps<Res> &res = ResidueMaps<Res>())
{
    static_assert(4 * sizeof(CUtensorMap) + sizeof(Params) + sizeof(ResidueMaps<Res>) <= 4096,
                  "the kernel's parameters fit the 4 KB every CUDA version takes");
    constexpr auto kernel = hgemm_wgmma_kernel<Cfg, AMn, BMn, Res>;
    cudaError_t err = tcgemm::opt_in_shared_memory<kernel>(Cfg::kSmemBytes, p);
    if (err != cudaSuccess)
        return err;
    cudaLaunchConfig_t config = {};
    config.blockDim = dim3(Cfg::kThreads);
    config.dynamicSmemBytes = Cfg::kSmemBytes;
    config.stream = p->stream;
    cudaLaunchAttribute cluster;
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim.x = Cfg::kCluster;
    cluster.val.clusterDim.y = 1;
    cluster.val.clusterDim.z = 1;
    config.attrs = &cluster;
    config.numAttrs = 1;
    config.gridDim = dim3(Cfg::kCluster);
    const int units = units_of<Cfg>(p), fit = resident_clusters<Cfg, kernel>(config, p);
    config.gridDim = dim3((units < fit ? units : fit) * Cfg::kCluster);
    return cudaLaunchKernelEx(&config, kernel, map_a, map_b, map_c, params, res);
}

/* Which operands a call reads through residue maps (kResA | kResB, 0: none), or -1 and *why
 * where the wgmma rows cannot read it. An operand stored along m (A) or n (B) may permute its
 * rows alone, the epilogue undoes it; one stored along k (A transposed, B not) only when the
 * other is too, so that both tiles hold the same k (then both are read so, aligned or not). */
int residue_plan(const tcgemm_problem_t *p, const char **why)
{
    *why = nullptr;
    const bool bad_a = p->lda % 8 || !tcgemm::aligned_to(p->A, 16);
    const bool bad_b = p->ldb % 8 || !tcgemm::aligned_to(p->B, 16);
    if (!bad_a && !bad_b)
        return 0;
    if (!tcgemm::aligned_to(p->A, 2) || !tcgemm::aligned_to(p->B, 2))
        *why = "A and B must be 2-byte aligned (whole halves)";
    else if (p->trans_a && !p->trans_b)
        *why = p->k < kResidues ? "A or B misaligned with A transposed and B not: needs k >= 8 "
                                  "(k is read through 8 residue maps)"
                                : nullptr;
    else if (bad_b && !p->trans_b)
        *why = "B not transposed (rows along k) must have ldb a multiple of 8 halves and be "
               "16-byte aligned (TMA) unless A is transposed too: hgemm_repack copies it";
    else if (bad_a && p->trans_a)
        *why = "A transposed (rows along k) must have lda a multiple of 8 halves and be 16-byte "
               "aligned (TMA) unless B is not transposed: hgemm_repack copies it";
    else if ((bad_a && p->m < kResidues) || (bad_b && p->n < kResidues))
        *why = "a misaligned A needs m >= 8, a misaligned B n >= 8 (8 residue maps)";
    if (*why)
        return -1;
    if (p->trans_a && !p->trans_b)
        return kResA | kResB;
    return (bad_a ? kResA : 0) | (bad_b ? kResB : 0);
}

/* Map j of an operand stored rows x cols, ld apart: its rows j, j + 8, ..., 8 ld apart, from
 * row j's address rounded down to 16 bytes, shift[j] columns early. */
bool encode_residues(CUtensorMap (&maps)[kResidues], int (&shift)[kResidues], const void *base,
                     int rows, int cols, int ld, int box_rows)
{
    for (int j = 0; j < kResidues; ++j) {
        const uintptr_t row = reinterpret_cast<uintptr_t>(base) + (uintptr_t)j * ld * 2;
        shift[j] = (int)(row % 16 / 2);
        if (!encode_operand(&maps[j], reinterpret_cast<const void *>(row - row % 16),
                            (rows - j + kResidues - 1) / kResidues, cols + shift[j],
                            (int64_t)kResidues * ld, box_rows))
            return false;
    }
    return true;
}

/* A K-major operand's map j gives BM / 8 (BN / 8) rows of a tile, an MN-major one 8 k-rows. The
 * plain map of a residue operand is its map 0, so the kernel's prefetch of it is valid. */
template <class Cfg, int AMn, int BMn, int Res>
cudaError_t launch_residue_layout(const tcgemm_problem_t *p, CUtensorMap map_a, CUtensorMap map_b,
                                  const CUtensorMap &map_c, const Params &params)
{
    ResidueMaps<Res> maps = {};
    if ((Res & kResA) &&
        !encode_residues(maps.a, maps.shift_a, p->A, p->trans_a ? p->k : p->m,
                         p->trans_a ? p->m : p->k, p->lda, AMn ? kResidues : Cfg::BM / kResidues))
        return cudaErrorInvalidValue;
    if ((Res & kResB) &&
        !encode_residues(maps.b, maps.shift_b, p->B, p->trans_b ? p->n : p->k,
                         p->trans_b ? p->k : p->n, p->ldb, BMn ? kResidues : Cfg::BN / kResidues))
        return cudaErrorInvalidValue;
    if (Res & kResA)
        map_a = maps.a[0];
    if (Res & kResB)
        map_b = maps.b[0];
    return launch_layout<Cfg, AMn, BMn, Res>(p, map_a, map_b, map_c, params, maps);
}

template <class Cfg>
cudaError_t launch_residue(const tcgemm_problem_t *p, int res, const CUtensorMap &map_a,
                           const CUtensorMap &map_b, const CUtensorMap &map_c, const Params &params)
{
    if (p->trans_a)
        return p->trans_b ? launch_residue_layout<Cfg, 1, 0, kResB>(p, map_a, map_b, map_c, params)
                          : launch_residue_layout<Cfg, 1, 1, kResA | kResB>(p, map_a, map_b, map_c,
                                                                            params);
    if (!p->trans_b)
        return launch_residue_layout<Cfg, 0, 1, kResA>(p, map_a, map_b, map_c, params);
    if (res == kResA)
        return launch_residue_layout<Cfg, 0, 0, kResA>(p, map_a, map_b, map_c, params);
    if (res == kResB)
        return launch_residue_layout<Cfg, 0, 0, kResB>(p, map_a, map_b, map_c, params);
    return launch_residue_layout<Cfg, 0, 0, kResA | kResB>(p, map_a, map_b, map_c, params);
}

template <class Cfg>
cudaError_t launch(const tcgemm_problem_t *p)
{
    /* op(A) is m x k: stored m rows of k (K-major) or, transposed, k rows of m (MN-major);
     * op(B) is k x n: k rows of n (MN-major) or, transposed, n rows of k (K-major). */
    const char *why;
    const int res = residue_plan(p, &why);
    if (res < 0)
        return cudaErrorInvalidValue;
    CUtensorMap map_a = {}, map_b = {};
    if (!((res & kResA) || encode_operand(&map_a, p->A, p->trans_a ? p->k : p->m,
                                          p->trans_a ? p->m : p->k, p->lda)) ||
        !((res & kResB) ||
          encode_operand(&map_b, p->B, p->trans_b ? p->n : p->k, p->trans_b ? p->k : p->n, p->ldb)))
        return cudaErrorInvalidValue;
    Params params;
    params.m = p->m;
    params.n = p->n;
    params.k = p->k;
    params.tiles_m = tcgemm::ceil_div(p->m, Cfg::BM);
    params.tiles_n = tcgemm::ceil_div(p->n, Cfg::BN);
    params.alpha = p->alpha;
    params.beta = p->beta;
    params.C = static_cast<__half *>(p->C);
    params.ldc = p->ldc;
    params.c_pairs = tcgemm::aligned_to(p->C, 4) && p->ldc % 2 == 0;
    params.partials = static_cast<float *>(p->workspace);
    params.flags = Cfg::StreamK
                       ? reinterpret_cast<int *>(params.partials +
                                                 (size_t)p->device->num_sms * Cfg::BM * Cfg::BN)
                       : nullptr;
    /* A TMA store writes whole 16-byte runs even where a run crosses C's last column (seen on
     * the H100: the padding after n % 8 != 0 columns was overwritten), so n must be a multiple
     * of 8 too. Loads zero-fill element by element. */
    params.c_tma =
        p->beta == 0.0f && tcgemm::aligned_to(p->C, 16) && p->ldc % 8 == 0 && p->n % 8 == 0;
    if (((res & kResA) && !p->trans_a) || ((res & kResB) && p->trans_b))
        params.c_tma = false; /* C's rows or columns permuted: stored from registers */
    CUtensorMap map_c = {};
    if (params.c_tma && !encode_operand(&map_c, p->C, p->m, p->n, p->ldc))
        return cudaErrorInvalidValue;
    if (res > 0)
        return launch_residue<Cfg>(p, res, map_a, map_b, map_c, params);
    if (p->trans_a)
        return p->trans_b ? launch_layout<Cfg, 1, 0>(p, map_a, map_b, map_c, params)
                          : launch_layout<Cfg, 1, 1>(p, map_a, map_b, map_c, params);
    return p->trans_b ? launch_layout<Cfg, 0, 0>(p, map_a, map_b, map_c, params)
                      : launch_layout<Cfg, 0, 1>(p, map_a, map_b, map_c, params);
}

template <class Cfg>
const char *supports(const tcgemm_problem_t *p)
{
    if (p->device->sm != 90)
        return "needs compute capability 9.0 exactly (sm_90a machine code: wgmma, setmaxnreg)";
    const char *why;
    if (residue_plan(p, &why) < 0)
        return why;
    if (Cfg::StreamK && !p->workspace)
        return "stream-K needs the handle's workspace (tcgemm_create could not allocate it)";
    if (Cfg::kSmemBytes > p->device->smem_optin)
        return "its shared-memory ring is larger than this device's per-block opt-in limit";
    if ((int64_t)tcgemm::ceil_div(p->m, Cfg::BM) * tcgemm::ceil_div(p->n, Cfg::BN) > INT_MAX ||
        p->k > INT_MAX - kBK)
        return "m/128 * n/BN must fit an int and k must be below 2^31 - 64";
    return nullptr;
}

constexpr const char *kLimits =
    "compute capability 9.0 (sm_90a); A and B rows at any 2-byte alignment (TMA residue maps) "
    "except B not transposed with A not (NN) or A transposed with B transposed (TT), whose "
    "operand stored along k must have 16-byte rows (ld a multiple of 8 halves, 16-byte aligned "
    "pointer); a misaligned operand needs its stored dimension >= 8; C any alignment";

/* AUTO: the share of its aligned speed a row keeps when it reads through residue maps, by what
 * they permute (docs/07_alignment.md): m or n costs more TMA boxes, the shifted rows' extra L2
 * sectors and the register-store epilogue; k costs 8 boxes per 64 x 64 box of both operands. */
constexpr double kShareRowsPermuted = 0.95, kShareKPermuted = 0.90;
double residue_share(const tcgemm_problem_t *p)
{
    const char *why;
    const int res = residue_plan(p, &why);
    if (res <= 0)
        return 1.0;
    if (p->trans_a && !p->trans_b)
        return kShareKPermuted;
    return (res & kResA ? kShareRowsPermuted : 1.0) * (res & kResB ? kShareRowsPermuted : 1.0);
}

using Wide = Config<256, 4, 1, 2, false>;
using WideCluster = Config<256, 4, 2, 2, false>;
using WideClusterStreamK = Config<256, 4, 2, 2, true>;
using Square = Config<128, 6, 1, 2, false>;

/* One partial tile and one flag per SM: the grid never has more blocks than SMs. */
size_t stream_k_workspace(const tcgemm_device_t *device)
{
    return (size_t)device->num_sms * (WideClusterStreamK::BM * WideClusterStreamK::BN * 4 + 4);
}

} // namespace

/* AUTO: the median TFLOPS each row measured at 4096^3 row-major NN (H100, 2026-11-23; cuBLAS in
 * the same runs 739-753): the three data-parallel rows at commit 6be0824, stream-K at f6a006c (its
 * kernel as measured). AUTO scales them by busy_share: the cluster row takes every aligned fp16
 * call that fills the device in whole rounds, stream-K those whose last round is far from full
 * (3072^3: +9%), the 128 x 128 row problems that leave most SMs idle with 128 x 256 tiles. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256 = {
    "hgemm_wgmma_128x256", TCGEMM_F16,    90,       693.0f,   kLimits,
    supports<Wide>,        launch<Wide>,  Wide::BM, Wide::BN, nullptr,
    busy_share<Wide>,      residue_share, nullptr,  nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256_c2 = {
    "hgemm_wgmma_128x256_c2",
    TCGEMM_F16,
    90,
    725.0f,
    kLimits,
    supports<WideCluster>,
    launch<WideCluster>,
    WideCluster::BM,
    WideCluster::BN,
    nullptr,
    busy_share<WideCluster>,
    residue_share,
    nullptr,
    nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x128 = {
    "hgemm_wgmma_128x128", TCGEMM_F16,     90,         521.0f,     kLimits,
    supports<Square>,      launch<Square>, Square::BM, Square::BN, nullptr,
    busy_share<Square>,    residue_share,  nullptr,    nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256_c2_sk = {
    "hgemm_wgmma_128x256_c2_sk",
    TCGEMM_F16,
    90,
    653.5f,
    kLimits,
    supports<WideClusterStreamK>,
    launch<WideClusterStreamK>,
    WideClusterStreamK::BM,
    WideClusterStreamK::BN,
    stream_k_workspace,
    busy_share<WideClusterStreamK>,
    residue_share,
    nullptr,
    nullptr,
};
