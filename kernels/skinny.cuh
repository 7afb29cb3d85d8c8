/* skinny.cuh — the bandwidth-bound path for a small M or a small N (hgemm_skinny, sgemm_skinny),
 * with a deterministic split-K for deep K. docs/06_skinny_and_splitk.md.
 *
 * Idea: when one side of C is small (S = min(M, N) <= 48 rows), the GEMM is a few GEMVs that
 * share one big operand, and its time is the time to read that operand once. The normalised
 * problem is rewritten as Y(s, l) = sum_k X(s, k) W(l, k): W is the big operand (L x K: op(B)^T
 * when M is small, op(A) when N is small), X the small one (S x K), Y is C or C^T. W is streamed
 * once in 16-byte loads; X is staged, a chunk of K at a time, into shared memory as fp32, where
 * every lane of a warp reads the same k at once (a broadcast, no bank conflicts); accumulation is
 * fp32 in registers. Two layouts of W, two ways to give each thread its own outputs:
 *  - L-major (W(l, k) contiguous in l: B of a row-major NN call): a thread owns V = 16 / sizeof(T)
 *    adjacent l (one 16-byte load per k) and walks k; a warp reads 512 contiguous bytes per k.
 *  - K-major (contiguous in k: nn.Linear's weight, A of a small-N NN call): threads 2r and 2r+1
 *    share R = 4 rows of W and take alternate 16-byte pieces of them, so one warp load covers
 *    whole 32-byte sectors of 16 rows.
 * Bytes in flight: each thread issues a batch of 8 16-byte loads before the FMAs that use them:
 * 16 KiB per block of 128 threads, 2-6 blocks per SM, against the ~3 TB/s x ~1 us / 132 SMs =
 * 23 KiB per SM that DRAM latency asks for.
 * Split-K: a grid of (L tiles) x (K slices) fills the SMs when L alone cannot (1024 x 16 x
 * 500000 has 4 tiles of 256 rows). The grid is no larger than the device holds resident. Each
 * slice writes its fp32 partial tile to the handle's workspace, counts itself in (an integer
 * atomic, the only one), waits for the tile's other slices, then sums its share of the tile's
 * outputs over all slices in a fixed order and writes C: the same bits whatever the timing.
 * Without workspace, or with too little, the call uses fewer slices (down to one), never fails.
 * Limits: S <= 48 (more rows than a pass holds run as several passes over W). W's rows 16-byte
 * aligned (base and leading dimension) give 16-byte loads; others are read an element at a time,
 * still coalesced (DeepBench's 35 x 700 x 2048 in fp16 has 1400-byte rows).
 * Decode (S <= 16 in fp16, <= 8 in fp32, L wide enough to fill the device) takes the ring of
 * skinny_stream.cuh instead (sm_80+), or the register batches of skinny_decode.cuh where the
 * ring cannot run: no split-K, no wait (skinny_branches.cuh chooses).
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench medians, commit 4e0a36a, floor =
 *   A + B + C once at the 2963 GB/s a copy measures): fp16 1 x 4096 x 4096 27.3 us NN / 22.7 us
 *   NT (floor 11.3, cuBLAS 17-20; the decode kernel since: 18.2 / 17.9 us, run5, its header);
 *   fp32 1024 x 16 x 500000 1.18 ms (1.68x the floor, cuBLAS
 *   1.17 ms); fp16 1024 x 16 x 500000 0.736 ms (2.1x, cuBLAS 0.37 ms: 16 rows of FMAs per
 *   element are too many for the CUDA cores). bench/results/2026-11-23-h100-skinny/run3.
 */
#pragma once

#include <cuda_fp16.h>

#include "common.cuh"

namespace tcgemm {
namespace skinny {

constexpr int kThreads = 128;
constexpr int kChunk = 128;                          /* k per shared-memory stage of X */
constexpr int kRows = 4;                             /* K-major: rows of W per thread */
constexpr int kMaxS = 48;                            /* the largest min(M, N) this path takes */
constexpr int kMaxTiles = TCGEMM_WORKSPACE_COUNTERS; /* more tiles => no split */

/* Y(s, l) = sum_k X(s, k) W(l, k) for s < S (one pass), l < L; all offsets in elements. */
struct Params {
    const void *W, *X;
    void *C;
    long long wl, wk; /* W(l, k) at W[l * wl + k * wk]; wk == 1 (K-major) or wl == 1 */
    long long xs, xk; /* X(s, k) */
    long long cs, cl; /* C(s, l) */
    int L, S, K;
    float alpha, beta;
    int splits, k_split; /* k_split: a multiple of kChunk */
    bool vec;            /* W's rows start 16-byte aligned: 16-byte loads, else element loads */
    bool x_packed;       /* the TMA ring reads X [k][s] as 128-byte rows of several k (x_packs) */
    float *partials;     /* [tile][split][acc element][thread] */
    int *counters;       /* one per tile, zero between calls */
};

template <typename T>
struct Vec {
    static constexpr int V = 16 / sizeof(T);
};

/* V consecutive elements (16 bytes) as fp32; `count` < V: the first count, zeros after. One
 * 16-byte load when `vec` (src is then 16-byte aligned), else V element loads. */
template <typename T>
__device__ __forceinline__ void load16(const T *src, int count, bool vec,
                                       float (&out)[16 / sizeof(T)])
{
    constexpr int V = 16 / sizeof(T);
    if (count >= V && vec) {
        const uint4 raw = __ldg(reinterpret_cast<const uint4 *>(src));
        if constexpr (sizeof(T) == 2) {
            const __half2 *h = reinterpret_cast<const __half2 *>(&raw);
#pragma unroll
            for (int i = 0; i < V / 2; ++i) {
                const float2 f = __half22float2(h[i]);
                out[2 * i] = f.x;
                out[2 * i + 1] = f.y;
            }
        } else {
            const float *f = reinterpret_cast<const float *>(&raw);
#pragma unroll
            for (int i = 0; i < V; ++i)
                out[i] = f[i];
        }
        return;
    }
#pragma unroll
    for (int i = 0; i < V; ++i)
        out[i] = i < count ? to_float(src[i]) : 0.0f;
}

/* The first `count` (< V, or a row past the edge: 0) elements of 16 bytes of T, zeros after,
 * by element loads, packed as a 16-byte load would give them (no array in local memory). */
template <typename T>
__device__ __forceinline__ uint4 load_part(const T *src, int count)
{
    unsigned u[4];
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        if constexpr (sizeof(T) == 2) {
            const unsigned lo = 2 * i < count ? __half_as_ushort(src[2 * i]) : 0u;
            const unsigned hi = 2 * i + 1 < count ? __half_as_ushort(src[2 * i + 1]) : 0u;
            u[i] = lo | hi << 16;
        } else {
            u[i] = i < count ? __float_as_uint(src[i]) : 0u;
        }
    }
    return make_uint4(u[0], u[1], u[2], u[3]);
}

/* 16 bytes of T as V floats. */
template <typename T>
__device__ __forceinline__ void unpack16(const uint4 &raw, float (&out)[16 / sizeof(T)])
{
    if constexpr (sizeof(T) == 2) {
        const __half2 *h = reinterpret_cast<const __half2 *>(&raw);
#pragma unroll
        for (int i = 0; i < 4; ++i) {
            const float2 f = __half22float2(h[i]);
            out[2 * i] = f.x;
            out[2 * i + 1] = f.y;
        }
    } else {
        out[0] = __uint_as_float(raw.x);
        out[1] = __uint_as_float(raw.y);
        out[2] = __uint_as_float(raw.z);
        out[3] = __uint_as_float(raw.w);
    }
}

/* The per-thread work of one layout: which l a thread owns, and its accumulators. */
template <typename T, int SP, bool KMAJOR>
struct Layout {
    static constexpr int V = Vec<T>::V;
    /* K-major: threads 2r and 2r + 1 share rows r, r + 64, r + 128, r + 192 of the tile and take
     * alternate 16-byte pieces of them, so one warp load covers whole 32-byte sectors of 16
     * rows. L-major: a thread owns V adjacent l. */
    static constexpr int kPerThreadL = KMAJOR ? kRows : V;
    static constexpr int kTileL = KMAJOR ? kThreads / 2 * kRows : kThreads * V;
    static constexpr int kAcc = SP * kPerThreadL;
    /* accumulator (s, j) of thread t is Y(s, l_of(tile0, j, t)) */
    __device__ static int l_of(int tile0, int j, int t)
    {
        return KMAJOR ? tile0 + t / 2 + j * (kThreads / 2) : tile0 + t * V + j;
    }
    /* the thread that writes Y(s, l_of(.., j, t)): in K-major, the even one of the pair */
    __device__ static bool writes(int t) { return !KMAJOR || t % 2 == 0; }
};

template <typename T, int SP, bool KMAJOR>
__global__ void __launch_bounds__(kThreads, 2) skinny_kernel(Params p)
{
    using Lay = Layout<T, SP, KMAJOR>;
    constexpr int V = Lay::V, PL = Lay::kPerThreadL;
    constexpr int kStride = SP >= 4 ? SP + 4 : SP; /* floats per k in Xs; +4 spreads banks */
    __shared__ __align__(16) float Xs[kChunk * kStride];

    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
    const int t = threadIdx.x, tile = blockIdx.x, split = blockIdx.y, tile0 = tile * Lay::kTileL;
    const int k_begin = split * p.k_split, k_end = min(p.K, k_begin + p.k_split);
    float acc[SP][PL];
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int j = 0; j < PL; ++j)
            acc[s][j] = 0.0f;

    /* X(s, k0 + kk) * w into the s accumulators of slot j (w is W(l_j, k0 + kk)). */
    const auto fma_x = [&](int kk, int j, float w) {
        const float *x = Xs + kk * kStride;
        if constexpr (SP >= 4) {
#pragma unroll
            for (int s = 0; s < SP; s += 4) {
                const float4 x4 = *reinterpret_cast<const float4 *>(x + s);
                acc[s][j] += x4.x * w;
                acc[s + 1][j] += x4.y * w;
                acc[s + 2][j] += x4.z * w;
                acc[s + 3][j] += x4.w * w;
            }
        } else {
#pragma unroll
            for (int s = 0; s < SP; ++s)
                acc[s][j] += x[s] * w;
        }
    };

    /* The fast loops issue all of a batch's 16-byte loads before the first FMA: 8 loads in
     * flight per thread (L-major: 8 values of k; K-major: 2 or 4 pieces of each of 4 rows).
     * Edges and unaligned rows take the element-wise step. */
    bool fast = p.vec;
#pragma unroll
    for (int j = 0; j < PL; ++j)
        fast = fast && Lay::l_of(tile0, j, t) + (KMAJOR ? 1 : V) <= p.L;

    for (int k0 = k_begin; k0 < k_end; k0 += kChunk) {
        const int kc = min(kChunk, k_end - k0);
        /* Stage X(:, k0 .. k0 + kChunk) as fp32, zeros past S and past the slice: walk the
         * contiguous dimension of X fastest so the loads coalesce. */
        __syncthreads();
        for (int e = t; e < kChunk * SP; e += kThreads) {
            const int s = p.xk == 1 ? e / kChunk : e % SP;
            const int kk = p.xk == 1 ? e % kChunk : e / SP;
            Xs[kk * kStride + s] = s < p.S && kk < kc
                                       ? to_float(__ldg(X + s * p.xs + (long long)(k0 + kk) * p.xk))
                                       : 0.0f;
        }
        __syncthreads();
        if constexpr (KMAJOR) {
            constexpr int U = SP <= 4 ? 4 : 2; /* 64 / 128 contiguous bytes of a row per thread */
            const T *rows[PL];
#pragma unroll
            for (int j = 0; j < PL; ++j)
                rows[j] = W + Lay::l_of(tile0, j, t) * p.wl + k0 + (t % 2) * V;
            int kk0 = 0; /* this pair's step: 2V values of k, the thread's V at kk0 + (t%2)V */
            if (fast)
                for (; kk0 + 2 * V * U <= kc; kk0 += 2 * V * U) {
                    uint4 raw[U][PL];
#pragma unroll
                    for (int u = 0; u < U; ++u)
#pragma unroll
                        for (int j = 0; j < PL; ++j)
                            raw[u][j] =
                                __ldg(reinterpret_cast<const uint4 *>(rows[j] + kk0 + 2 * V * u));
#pragma unroll
                    for (int u = 0; u < U; ++u) {
                        float w[PL][V];
#pragma unroll
                        for (int j = 0; j < PL; ++j)
                            unpack16<T>(raw[u][j], w[j]);
                        const int kk = kk0 + 2 * V * u + (t % 2) * V;
#pragma unroll
                        for (int v = 0; v < V; ++v)
#pragma unroll
                            for (int j = 0; j < PL; ++j)
                                fma_x(kk + v, j, w[j][v]);
                    }
                }
            for (; kk0 < kc; kk0 += 2 * V) {
                const int kk = kk0 + (t % 2) * V;
                float w[PL][V];
#pragma unroll
                for (int j = 0; j < PL; ++j)
                    load16<T>(rows[j] + kk0, Lay::l_of(tile0, j, t) < p.L ? kc - kk : 0, p.vec,
                              w[j]);
#pragma unroll
                for (int v = 0; v < V; ++v)
#pragma unroll
                    for (int j = 0; j < PL; ++j)
                        fma_x(kk + v, j, w[j][v]);
            }
        } else {
            constexpr int U = 8;
            const int l = Lay::l_of(tile0, 0, t);
            const T *wp = W + l + (long long)k0 * p.wk;
            int kk = 0;
            if (fast)
                for (; kk + U <= kc; kk += U) {
                    uint4 raw[U];
#pragma unroll
                    for (int u = 0; u < U; ++u)
                        raw[u] = __ldg(reinterpret_cast<const uint4 *>(wp + (kk + u) * p.wk));
#pragma unroll
                    for (int u = 0; u < U; ++u) {
                        float w[V];
                        unpack16<T>(raw[u], w);
#pragma unroll
                        for (int j = 0; j < V; ++j)
                            fma_x(kk + u, j, w[j]);
                    }
                }
            for (; kk < kc; ++kk) {
                float w[V];
                load16<T>(wp + kk * p.wk, p.L - l, p.vec, w);
#pragma unroll
                for (int j = 0; j < V; ++j)
                    fma_x(kk, j, w[j]);
            }
        }
    }
    if constexpr (KMAJOR) /* the pair's two halves of k */
#pragma unroll
        for (int s = 0; s < SP; ++s)
#pragma unroll
            for (int j = 0; j < PL; ++j)
                acc[s][j] += __shfl_xor_sync(0xffffffffu, acc[s][j], 1);

    T *C = static_cast<T *>(p.C);
    const auto store = [&](int s, int j, int thread, float value) {
        const int l = Lay::l_of(tile0, j, thread);
        if (s < p.S && l < p.L && Lay::writes(thread))
            store_c(C + s * p.cs + l * p.cl, value, p.alpha, p.beta);
    };
    if (p.splits == 1) {
#pragma unroll
        for (int s = 0; s < SP; ++s)
#pragma unroll
            for (int j = 0; j < PL; ++j)
                store(s, j, t, acc[s][j]);
        return;
    }
    /* Split-K: every slice hands its sums over, waits for the tile's other slices (all blocks
     * of the grid are resident: the host sizes it so), then adds up its share of the tile's
     * outputs over all slices in slice order 0, 1, 2, ...: the same bits whatever the timing,
     * and the reduction spread over all the tile's blocks instead of one. */
    constexpr int kTileAcc = Lay::kAcc * kThreads;
    float *tile_partials = p.partials + (size_t)tile * p.splits * kTileAcc;
    float *mine = tile_partials + (size_t)split * kTileAcc;
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int j = 0; j < PL; ++j)
            __stcg(&mine[(s * PL + j) * kThreads + t], acc[s][j]);
    __threadfence();
    __syncthreads();
    int *arrived = p.counters + tile, *departed = p.counters + kMaxTiles + tile;
    if (t == 0) {
        atomicAdd(arrived, 1);
        while (atomicAdd(arrived, 0) < p.splits)
            __nanosleep(100);
    }
    __syncthreads();
    __threadfence();
    /* This block's share of the tile's outputs, `count` of them from f0. Each output is summed
     * by a group of g lanes (g a power of two, the most that the share leaves room for): lane i
     * of the group adds slices i, i + g, i + 2g, ... in order, eight loads in flight, then the
     * group adds its lanes in a fixed butterfly. The order depends on (splits, g) alone, which
     * the problem fixes: the same bits on every call. */
    const int share = ceil_div(kTileAcc, p.splits);
    const int f0 = split * share, count = max(0, min(kTileAcc, f0 + share) - f0);
    int g = 32;
    while (g > 1 && g * count > kThreads)
        g /= 2;
    const int lane = t % g;
    for (int o = t / g; o < ceil_div(count, kThreads / g) * (kThreads / g); o += kThreads / g) {
        float sum = 0.0f;
        if (o < count) {
            const float *col = tile_partials + f0 + o;
            int q = lane;
            for (; q + 7 * g < p.splits; q += 8 * g) {
                float v[8];
#pragma unroll
                for (int u = 0; u < 8; ++u)
                    v[u] = __ldcg(col + (size_t)(q + u * g) * kTileAcc);
#pragma unroll
                for (int u = 0; u < 8; ++u)
                    sum += v[u];
            }
            for (; q < p.splits; q += g)
                sum += __ldcg(col + (size_t)q * kTileAcc);
        }
        for (int width = 1; width < g; width *= 2) /* the whole warp takes part: g divides 32 */
            sum += __shfl_xor_sync(0xffffffffu, sum, width);
        if (o < count && lane == 0) {
            const int f = f0 + o, e = f / kThreads;
            store(e / PL, e % PL, f % kThreads, sum);
        }
    }
    __syncthreads();
    /* The last block out resets the counters for the next call on this handle: every block has
     * passed its wait by then. */
    if (t == 0 && atomicAdd(departed, 1) == p.splits - 1) {
        *arrived = 0;
        *departed = 0;
    }
}

/* ---- host side ---------------------------------------------------------------------------- */

/* The workspace this path uses: the partial tiles, then the counters. The partial area is the
 * size of the stream-K layout's (variant.h: one 128 x 256 fp32 tile per SM), which it overwrites
 * freely; stream-K's flags (one int per SM) follow it and are left alone; the counters come last.
 */
inline size_t partial_bytes(const tcgemm_device_t *d)
{
    return (size_t)d->num_sms * TCGEMM_STREAMK_PARTIAL_FLOATS * sizeof(float);
}
inline size_t counters_offset(const tcgemm_device_t *d)
{
    return tcgemm_workspace_counters(d, TCGEMM_COUNTERS_SKINNY);
}
inline size_t workspace_bytes(const tcgemm_device_t *d)
{
    return counters_offset(d) + 2 * kMaxTiles * sizeof(int); /* arrived, departed */
}

/* The normalised problem as Y = X W^T: small M => S = m, W = op(B)^T; else S = n, W = op(A). */
inline Params params(const tcgemm_problem_t *p)
{
    Params q{};
    const bool small_m = p->m <= p->n;
    q.S = small_m ? p->m : p->n;
    q.L = small_m ? p->n : p->m;
    q.K = p->k;
    q.alpha = p->alpha;
    q.beta = p->beta;
    q.C = p->C;
    if (small_m) {
        q.X = p->A;
        q.xs = p->trans_a ? 1 : p->lda;
        q.xk = p->trans_a ? p->lda : 1;
        q.W = p->B;
        q.wl = p->trans_b ? p->ldb : 1;
        q.wk = p->trans_b ? 1 : p->ldb;
        q.cs = p->ldc;
        q.cl = 1;
    } else {
        q.X = p->B;
        q.xs = p->trans_b ? p->ldb : 1;
        q.xk = p->trans_b ? 1 : p->ldb;
        q.W = p->A;
        q.wl = p->trans_a ? 1 : p->lda;
        q.wk = p->trans_a ? p->lda : 1;
        q.cs = 1;
        q.cl = p->ldc;
    }
    return q;
}

inline bool k_major(const Params &q)
{
    return q.wk == 1 && !(q.wl == 1 && q.K == 1);
}

/* Whether every 16 bytes of W that a thread loads at once start 16-byte aligned. */
template <typename T>
bool vector_ok(const Params &q)
{
    const long long ld = k_major(q) ? q.wl : q.wk;
    return aligned_to(q.W, 16) && (ld % Vec<T>::V == 0 || (k_major(q) ? q.L : q.K) == 1);
}

inline const char *supports(const tcgemm_problem_t *p)
{
    return (p->m < p->n ? p->m : p->n) > kMaxS
               ? "takes min(m, n) <= 48 only (a small M or a small N)"
               : nullptr;
}

/* Rows of X one pass holds: the accumulators of a thread stay at <= 128 registers. */
template <typename T>
constexpr int pass_rows(bool kmajor)
{
    return kmajor ? 128 / kRows : 128 / Vec<T>::V;
}

inline int tile_l(int v, bool kmajor)
{
    return kmajor ? kThreads / 2 * kRows : kThreads * v;
}

/* Slices of K: as many as the device holds resident at once (every slice waits for its tile's
 * others, so all must run together), each at least kSliceStep deep, within the workspace. The
 * partial sums (at most the workspace, 17 MB on an H100) stay in L2 between their write and
 * their read. */
constexpr int kSliceStep = 32;
inline int choose_splits(const tcgemm_problem_t *p, const Params &q, int tiles, int acc,
                         int resident_per_sm)
{
    if (!p->workspace || tiles > kMaxTiles)
        return 1;
    const double tile_partial = (double)acc * kThreads * sizeof(float);
    double splits = (double)resident_per_sm * p->device->num_sms / tiles;
    /* (comparisons, not fmin: the library links no libm) */
    const double by_k = ceil_div(q.K, kSliceStep);
    const double room = partial_bytes(p->device) / (tiles * tile_partial);
    splits = splits < by_k ? splits : by_k;
    splits = splits < room ? splits : room;
    return splits < 2 ? 1 : (int)splits;
}

template <typename T, int SP, bool KMAJOR>
cudaError_t launch_pass(const tcgemm_problem_t *p, Params q)
{
    using Lay = Layout<T, SP, KMAJOR>;
    /* Blocks of this kernel one SM holds, asked once (the registers decide it). */
    static int resident = 0;
    if (resident == 0) {
        const cudaError_t err = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
            &resident, skinny_kernel<T, SP, KMAJOR>, kThreads, 0);
        if (err != cudaSuccess)
            return err;
    }
    const int tiles = ceil_div(q.L, Lay::kTileL);
    const int splits = choose_splits(p, q, tiles, Lay::kAcc, resident);
    q.k_split = ceil_div(ceil_div(q.K, splits), kSliceStep) * kSliceStep;
    q.splits = ceil_div(q.K, q.k_split);
    q.partials = static_cast<float *>(p->workspace);
    q.vec = vector_ok<T>(q);
    q.counters = reinterpret_cast<int *>(static_cast<char *>(p->workspace) +
                                         (p->workspace ? counters_offset(p->device) : 0));
    skinny_kernel<T, SP, KMAJOR><<<dim3(tiles, q.splits), kThreads, 0, p->stream>>>(q);
    return cudaGetLastError();
}

/* The smallest instantiation that holds s rows of X. */
template <typename T, bool KMAJOR>
cudaError_t launch_rows(const tcgemm_problem_t *p, const Params &q)
{
    constexpr int kPass = pass_rows<T>(KMAJOR);
    if (q.S <= 1)
        return launch_pass<T, 1, KMAJOR>(p, q);
    if (q.S <= 2)
        return launch_pass<T, 2, KMAJOR>(p, q);
    if (q.S <= 4)
        return launch_pass<T, 4, KMAJOR>(p, q);
    if (q.S <= 8)
        return launch_pass<T, 8, KMAJOR>(p, q);
    if (kPass == 16 || q.S <= 16)
        return launch_pass<T, 16, KMAJOR>(p, q);
    return launch_pass<T, kPass, KMAJOR>(p, q);
}

template <typename T>
cudaError_t launch_split(const tcgemm_problem_t *p)
{
    const Params all = params(p);
    const bool kmajor = k_major(all);
    const int pass = kmajor ? pass_rows<T>(true) : pass_rows<T>(false);
    /* More rows of X than one pass holds: one pass per group of rows, each reading W again. */
    for (int s0 = 0; s0 < all.S; s0 += pass) {
        Params q = all;
        q.S = all.S - s0 < pass ? all.S - s0 : pass;
        q.X = static_cast<const T *>(all.X) + s0 * all.xs;
        q.C = static_cast<T *>(all.C) + s0 * all.cs;
        const cudaError_t err = kmajor ? launch_rows<T, true>(p, q) : launch_rows<T, false>(p, q);
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

/* AUTO's memory term: the bytes this path moves (W once per pass, X once per tile of each pass,
 * C once, twice when beta reads it) over the share of the copy bandwidth it reaches, and one
 * launch per pass. It streamed at 41-72% of the copy bandwidth where arithmetic is nothing
 * (S <= 4, bench/results/2026-11-23-h100-skinny/run3): 55% here. */
constexpr double kStreamShare = 0.55;
template <typename T>
double split_bytes(const tcgemm_problem_t *p, int *launches)
{
    const Params q = params(p);
    const bool kmajor = k_major(q);
    const int passes = ceil_div(q.S, pass_rows<T>(kmajor));
    const double tiles = (double)ceil_div(q.L, tile_l(Vec<T>::V, kmajor));
    *launches = passes;
    return (double)sizeof(T) *
           ((double)q.L * q.K * passes + tiles * q.S * (double)q.K +
            (p->beta == 0.0f ? 1.0 : 2.0) * (double)q.L * q.S) /
           kStreamShare;
}

} // namespace skinny
} // namespace tcgemm
