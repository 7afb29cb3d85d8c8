/* skinny_flat.cuh — the flat branch of the skinny path (hgemm_skinny, sgemm_skinny): one row of
 * X (fp32: up to four) against a K-major W, i.e. a GEMV with nn.Linear's weight layout (row-major
 * NT decode, 1 x 4096 x 4096) or a row-major NN call with one column (7680 x 1 x 2560, 512 x 1 x
 * 500000). docs/06_skinny_and_splitk.md, "A flat GEMV".
 *
 * Idea: where every row of W is one contiguous run, the simplest stream is the best one. Small
 * blocks (8 warps, a few dozen registers, no shared memory but 8 x SP floats) so that ~6 of them
 * live on each SM; each row of W is cut into chunks of 32 x U 16-byte pieces, the chunks of a
 * row go to WPR warps of one block, and a warp issues all U loads of a chunk before it uses
 * one. Nothing is staged: X (one row of 8 or 16 KiB) comes through L1, W bypasses it
 * (ld.global.nc.L1::no_allocate). The ring of skinny_stream.cuh keeps one block an SM and pays a
 * head and a tail per block; the register batches of skinny_decode.cuh run one 512-thread block
 * an SM, which drains between batches and, at 240 blocks for 7680 x 1 x 2560, leaves a second
 * wave 80% full. Here thousands of small blocks, or for deep K one block per row that streams
 * it, keep DRAM's queue full to the end.
 *  - WPR: the largest power of two not above the chunks of a row (at most 8), so no warp idles
 *    and all of a short row is asked for at once; rows per block 8 / WPR. Where that leaves a
 *    warp two chunks of a short row (3, 5, 6 or 7 chunks), the next power of two, if the grid
 *    still fills the SMs twice (shape). A row's warps meet in shared memory in warp order: the
 *    same bits on every call.
 *  - U = 4 (2 KiB of fp16 a chunk); fp32 rows of 64 chunks or more (deep K) U = 8. Before the
 *    loads were fenced from the products (flat_kernel), U = 16 measured 353 against 365 us at
 *    fp32 512 x 1 x 500000, and fp16 was slower at U = 16 (214 against 181); fenced, U = 8 340,
 *    U = 16 350 (72 registers: three blocks an SM), U = 4 340 (bench/results/2026-11-28-s36/
 *    call4).
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-25, the probe bench/results/2026-11-25-h100-s17/
 *   call1, same run as cuBLAS and AUTO before this branch, medians of 30): fp16 7680 x 1 x 2560
 *   18.1-18.5 us (AUTO 21.9, cuBLAS 18.7), 1 x 4096 x 4096 NT 16.0-16.8 (16.9, 17.7), 1 x 14336
 *   x 4096 NT 42.1-43.4 (45.4, 44.4), 512 x 1 x 500000 180 (184, 184); fp32 7680 x 1 x 2560 30.7
 *   (33.4, 39.3), 1 x 4096 x 4096 NT 26.8 (29.1, 31.0), 512 x 1 x 500000 353 (386, 355), 4 x 4096
 *   x 4096 NT 28.9 (30.4, 35.9). fp16 with 2 or 4 rows of X was slower than the ring (17.4 and
 *   20.0 against 17.0 and 17.1 us): this branch takes one row in fp16. In the library (call 5,
 *   a0ec554, AUTO against cuBLAS in the same run): fp16 7680 x 1 x 2560 17.8 us (1.03x), 1 x
 *   4096 x 4096 NT 16.0 (1.12x), 512 x 1 x 500000 177 (1.04x); fp32 512 x 1 x 500000 353 (1.00x),
 *   7680 x 1 x 2560 34.2 (1.14x), 4 x 4096 x 4096 NT 28.0 (1.27x). A tensor-core form for 9-32
 *   rows was 1.5-2.5x slower than AUTO (call 3, chapter 06).
 * Twenty-second session: X laid [k][s] with rows under 16 bytes (B of a row-major NN call with 1-4
 * columns), which no other kernel of the path reads in 16-byte pieces, is copied into each block's
 * shared memory first (kStageX), in fp16 too.
 * Limits: W K-major with 16-byte aligned rows, X contiguous along k with 16-byte aligned rows,
 * and at least three blocks an SM (fewer rows leave DRAM's queue short: the ring splits K) unless
 * its rows are short (each warp's loads in two batches or fewer, kShortRowBatches); or X
 * staged (at most kMaxStagedX bytes, 1-4 rows, 2 blocks an SM, the ring unable to read it). Every
 * row of W reads all of X: with more than one row of X, X must be small enough to stay in L1
 * (kMaxWideX; fp32 1024 x 4 x 500000 would read 4 bytes of X from L2 per byte of W).
 */
#pragma once

#include "ptx.cuh"
#include "skinny.cuh"

namespace tcgemm {
namespace skinny {
namespace flat {

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;
constexpr int kMinBlocksPerSm = 3;
/* ... except where every warp's loads go out in at most this many batches (short rows): DeepBench's
 * 64 x 1 x 1216 (16 blocks) went to the ring in fp16 (7.7 us) and to split-K in fp32 (9.0), where
 * this branch took 4.8 and 5.1 (the register batches 7.0 and 7.9; each kernel timed as the bench
 * times a call, bench/results/2026-11-28-s36/call1, probe_tiny.cu). In the bench (call 2,
 * alternated twice, AUTO): fp16 64 x 1 x 1216 7.1-7.2 -> 5.2-6.3 us, 1000 x 1 x 1216 7.3-7.4
 * -> 6.0-6.1, 700 x 1 x 4096 11.7-11.9 -> 6.4, 1 x 64 x 1216 NT 7.0-7.1 -> 5.2; fp32 64 x 1 x
 * 1216 7.2-7.3 -> 6.6-6.7, 1000 x 1 x 1216 8.5-8.6 -> 7.1-7.2. */
constexpr int kShortRowBatches = 2;
constexpr long long kMaxWideX = 64 * 1024; /* bytes of X beyond one row: 4 x 4096 fp32 */
/* X laid [k][s] with rows under 16 bytes (B of a row-major NN call with 1-4 columns, e.g. fp16
 * 3072 x 4 x 1024: rows of 8 bytes), which neither this branch nor the ring can read in 16-byte
 * pieces: each block first copies X into shared memory as [s][k] (kStageX), at most this much,
 * within the static 48 KiB, element by element. Such calls had only the register batches: fp16
 * 3072 x 4 x 1024 12.4 -> 9.6 us here, from 2 blocks an SM. Only where a row of W is one chunk
 * (8 rows a block): with 2 and 4 chunks a row (4 and 2 rows a block, each block copying X again)
 * fp16 6144 x 2 x 2048 ran 18.1 -> 21.4 us, 4096 x 3 x 4096 25.9 -> 60.8, fp32 6144 x 2 x 2048
 * 25.9 -> 32.1 (bench/results/2026-11-26-s22/call5). */
constexpr int kMaxStagedX = 40 * 1024;
constexpr int kMinStagedBlocksPerSm = 2;

/* The dot product of 16 bytes of W and of X, in fp32. */
template <typename T>
__device__ __forceinline__ float dot16(const uint4 &w, const uint4 &x)
{
    constexpr int V = Vec<T>::V;
    float a[V], b[V], sum = 0.0f;
    unpack16<T>(w, a);
    unpack16<T>(x, b);
#pragma unroll
    for (int v = 0; v < V; ++v)
        sum = fmaf(a[v], b[v], sum);
    return sum;
}

/* Elements of a row of X staged [s][k]: K rounded up to whole 16-byte pieces (zeros past K). */
template <typename T>
__host__ __device__ inline int staged_pitch(int k)
{
    return (k + Vec<T>::V - 1) / Vec<T>::V * Vec<T>::V;
}

template <typename T, int SP, int U, int WPR, bool kStageX>
__global__ void __launch_bounds__(kThreads) flat_kernel(Params p)
{
    constexpr int V = Vec<T>::V, kRowsPerBlock = kWarps / WPR;
    __shared__ float sums[kWarps][SP];
    __shared__ __align__(16) T staged[kStageX ? kMaxStagedX / sizeof(T) : 1];
    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int row = blockIdx.x * kRowsPerBlock + warp / WPR, slot = warp % WPR;
    const int whole = p.K / V; /* 16-byte pieces inside K; a last partial one comes after */
    long long xs = p.xs;
    if constexpr (kStageX) {
        const int pitch = staged_pitch<T>(p.K);
        for (int e = threadIdx.x; e < SP * pitch; e += kThreads) {
            const int s = e / pitch, k = e % pitch;
            staged[e] = s < p.S && k < p.K ? X[s * p.xs + (long long)k * p.xk] : T(0.0f);
        }
        __syncthreads();
        X = staged, xs = pitch;
    }
    float acc[SP];
#pragma unroll
    for (int s = 0; s < SP; ++s)
        acc[s] = 0.0f;
    if (row < p.L) {
        const T *w = W + (long long)row * p.wl;
        /* The loop holds no element loads and no partial pieces: with them ptxas gave the fp32
         * U = 16 instance 220 registers, one block an SM. */
        for (int base = slot * 32 * U; base < whole; base += WPR * 32 * U) {
            uint4 raw[U];
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + 32 * u + lane;
                raw[u] = i < whole ? load_stream_16(w + (long long)i * V) : make_uint4(0, 0, 0, 0);
            }
            /* fp32: a scheduling barrier. ptxas otherwise interleaves each load with the products
             * of the one before and keeps about two of a warp's U loads in flight (34 registers
             * at U = 16; the SASS in bench/results/2026-11-28-s36/call3). Behind the fence all U
             * are in flight before the first product: 512 x 1 x 500000 354 -> 338 us at U = 8,
             * within 1% of a kernel that only reads W (calls 4-5, probe_flat.cu), 7680 x 1 x
             * 2560 34.0 -> 29.2, 1 x 4096 x 4096 NT 27.2 -> 25.2. fp16 measured level on its deep
             * and decode calls and up to 0.3 us slower on the smallest (call 5): not fenced. */
            if constexpr (sizeof(T) == 4)
                __threadfence_block();
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + 32 * u + lane;
                if (i < whole)
#pragma unroll
                    for (int s = 0; s < SP; ++s)
                        acc[s] += dot16<T>(
                            raw[u], kStageX
                                        ? reinterpret_cast<const uint4 *>(X + s * xs)[i]
                                        : __ldg(reinterpret_cast<const uint4 *>(X + s * xs) + i));
            }
        }
        if (slot == 0 && lane == 0 && whole * V < p.K) {
            const int k = whole * V;
            const uint4 wv = load_part(w + k, p.K - k);
#pragma unroll
            for (int s = 0; s < SP; ++s)
                acc[s] += dot16<T>(wv, load_part(X + s * xs + k, p.K - k));
        }
    }
    /* The lanes in a fixed butterfly, then a row's warps in warp order. */
#pragma unroll
    for (int s = 0; s < SP; ++s) {
#pragma unroll
        for (int width = 1; width < 32; width *= 2)
            acc[s] += __shfl_xor_sync(0xffffffffu, acc[s], width);
        if (lane == 0)
            sums[warp][s] = acc[s];
    }
    __syncthreads();
    if (slot == 0 && lane < p.S && row < p.L) {
        float sum = 0.0f;
#pragma unroll
        for (int i = 0; i < WPR; ++i)
            sum += sums[warp + i][lane];
        store_c(static_cast<T *>(p.C) + lane * p.cs + (long long)row * p.cl, sum, p.alpha, p.beta);
    }
}

inline int blocks(const Params &q, int wpr)
{
    return ceil_div(q.L, kWarps / wpr);
}

/* A short row whose chunks are not a power of two (fp16 K = 2560: 3 chunks, 2 warps) leaves one
 * warp two batches, one after the other. Twice the warps a row ask for it in one batch each, on
 * twice the blocks: faster where those still fill every SM's block slots (8 an SM: 2048 threads
 * on sm_80 and sm_90) at least twice, and slower where they add a partial wave to a grid that fit
 * one. H200 (bench/results/2026-11-30-s54/call2, each three times, us): fp16 7680 x 1 x 2560
 * 15.2 -> 14.5 (3840 blocks), fp32 7680 x 1 x 2560 22.9 -> 22.2, fp32 1 x 3000 x 3000 NT 13.5 ->
 * 13.1; fp16 1 x 2560 x 2560 NT 8.5 -> 9.0 (1280 blocks for 1056 slots), 1 x 3000 x 3000 NT
 * 9.8 -> 10.0: those keep their two batches. */
constexpr int kSplitWaves = 2, kBlocksPerSm = 2048 / kThreads;

/* Warps per row and 16-byte pieces per lane and chunk (the header's rules). */
struct Shape {
    int wpr, u;
};
template <typename T>
Shape shape(const Params &q, int sms)
{
    const int pieces = ceil_div(q.K, Vec<T>::V), chunks = ceil_div(pieces, 32 * 4);
    int wpr = 1;
    while (wpr < kWarps && wpr * 2 <= chunks)
        wpr *= 2;
    if (wpr < kWarps && wpr < chunks && blocks(q, 2 * wpr) >= kSplitWaves * kBlocksPerSm * sms)
        wpr *= 2;
    return {wpr, sizeof(T) == 4 && chunks >= 64 ? 8 : 4};
}

/* X read in place in 16-byte pieces: contiguous along k, rows 16-byte aligned. */
template <typename T>
bool x_in_place(const Params &q)
{
    return q.xk == 1 && aligned_to(q.X, 16) && (q.S == 1 || q.xs % Vec<T>::V == 0);
}

/* `ring_x`: the ring of skinny_stream.cuh can read this X (it serves fp16 beyond one row). */
template <typename T>
bool takes(const tcgemm_problem_t *p, const Params &q, bool kmajor, bool ring_x)
{
    if (!kmajor || !q.vec)
        return false;
    const Shape s = shape<T>(q, p->device->num_sms);
    const int wide = blocks(q, s.wpr);
    /* Rows short enough that each warp asks for its share in at most two batches: the call is a
     * launch and two trips to DRAM, whatever the grid, and no queue to keep full
     * (kShortRowBatches). */
    const bool short_rows =
        ceil_div(ceil_div(q.K, Vec<T>::V), 32 * s.u) <= kShortRowBatches * s.wpr;
    if (x_in_place<T>(q))
        return (q.S == 1 ||
                (sizeof(T) == 4 && q.S <= 4 && (long long)q.S * q.K * sizeof(T) <= kMaxWideX)) &&
               (wide >= kMinBlocksPerSm * p->device->num_sms || short_rows);
    return !ring_x && q.S <= 4 && ceil_div(q.K, Vec<T>::V) <= 32 * 4 &&
           (long long)q.S * staged_pitch<T>(q.K) * sizeof(T) <= kMaxStagedX &&
           wide >= kMinStagedBlocksPerSm * p->device->num_sms;
}

template <typename T, int SP, int U, bool kStageX>
cudaError_t launch_u(const tcgemm_problem_t *p, const Params &q, int wpr)
{
    const auto kernel = wpr == 1   ? flat_kernel<T, SP, U, 1, kStageX>
                        : wpr == 2 ? flat_kernel<T, SP, U, 2, kStageX>
                        : wpr == 4 ? flat_kernel<T, SP, U, 4, kStageX>
                                   : flat_kernel<T, SP, U, 8, kStageX>;
    kernel<<<blocks(q, wpr), kThreads, 0, p->stream>>>(q);
    return cudaGetLastError();
}

template <typename T, int SP, bool kStageX>
cudaError_t launch_sp(const tcgemm_problem_t *p, const Params &q)
{
    const Shape s = shape<T>(q, p->device->num_sms);
    if constexpr (sizeof(T) == 4 && SP == 1 && !kStageX) /* (more rows, or X staged: K short) */
        if (s.u == 8)
            return launch_u<T, SP, 8, false>(p, q, s.wpr);
    return launch_u<T, SP, 4, kStageX>(p, q, s.wpr);
}

template <typename T, bool kStageX>
cudaError_t launch_x(const tcgemm_problem_t *p, const Params &q)
{
    if (q.S == 2)
        return launch_sp<T, 2, kStageX>(p, q);
    if (q.S == 3)
        return launch_sp<T, 3, kStageX>(p, q);
    if (q.S == 4)
        return launch_sp<T, 4, kStageX>(p, q);
    return launch_sp<T, 1, kStageX>(p, q);
}

/* One instance per count of X's rows (SP = S), so the loop reads no row past S; fp16 reads more
 * than one row only staged (takes). */
template <typename T>
cudaError_t launch(const tcgemm_problem_t *p, const Params &q)
{
    if (!x_in_place<T>(q))
        return launch_x<T, true>(p, q);
    if constexpr (sizeof(T) == 4)
        return launch_x<T, false>(p, q);
    return launch_sp<T, 1, false>(p, q);
}

} // namespace flat
} // namespace skinny
} // namespace tcgemm
