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
 *    and all of a short row is asked for at once; rows per block 8 / WPR. A row's warps meet in
 *    shared memory in warp order: the same bits on every call.
 *  - U = 4 (2 KiB of fp16 a chunk); fp32 rows of 64 chunks or more (deep K) U = 16: 353 against
 *    365 us at fp32 512 x 1 x 500000, where fp16 was slower at U = 16 (214 against 181).
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
 * Limits: W K-major with 16-byte aligned rows, X contiguous along k with 16-byte aligned rows,
 * and at least three blocks an SM (fewer rows leave DRAM's queue short: the ring splits K). Every
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
constexpr long long kMaxWideX = 64 * 1024; /* bytes of X beyond one row: 4 x 4096 fp32 */

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

template <typename T, int SP, int U, int WPR>
__global__ void __launch_bounds__(kThreads) flat_kernel(Params p)
{
    constexpr int V = Vec<T>::V, kRowsPerBlock = kWarps / WPR;
    __shared__ float sums[kWarps][SP];
    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int row = blockIdx.x * kRowsPerBlock + warp / WPR, slot = warp % WPR;
    const int whole = p.K / V; /* 16-byte pieces inside K; a last partial one comes after */
    float acc[SP];
#pragma unroll
    for (int s = 0; s < SP; ++s)
        acc[s] = 0.0f;
    if (row < p.L) {
        const T *w = W + (long long)row * p.wl;
        /* The loop holds no element loads and no partial pieces: with them ptxas gave the fp32
         * U = 16 instance 220 registers (34 without), one block an SM. */
        for (int base = slot * 32 * U; base < whole; base += WPR * 32 * U) {
            uint4 raw[U];
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + 32 * u + lane;
                raw[u] = i < whole ? load_stream_16(w + (long long)i * V) : make_uint4(0, 0, 0, 0);
            }
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + 32 * u + lane;
                if (i < whole)
#pragma unroll
                    for (int s = 0; s < SP; ++s)
                        acc[s] += dot16<T>(
                            raw[u], __ldg(reinterpret_cast<const uint4 *>(X + s * p.xs) + i));
            }
        }
        if (slot == 0 && lane == 0 && whole * V < p.K) {
            const int k = whole * V;
            const uint4 wv = load_part(w + k, p.K - k);
#pragma unroll
            for (int s = 0; s < SP; ++s)
                acc[s] += dot16<T>(wv, load_part(X + s * p.xs + k, p.K - k));
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

/* Warps per row and 16-byte pieces per lane and chunk (the header's rules). */
struct Shape {
    int wpr, u;
};
template <typename T>
Shape shape(const Params &q)
{
    const int pieces = ceil_div(q.K, Vec<T>::V), chunks = ceil_div(pieces, 32 * 4);
    int wpr = 1;
    while (wpr < kWarps && wpr * 2 <= chunks)
        wpr *= 2;
    return {wpr, sizeof(T) == 4 && chunks >= 64 ? 16 : 4};
}

inline int blocks(const Params &q, int wpr)
{
    return ceil_div(q.L, kWarps / wpr);
}

template <typename T>
bool takes(const tcgemm_problem_t *p, const Params &q, bool kmajor)
{
    constexpr int V = Vec<T>::V;
    const bool rows_ok =
        q.S == 1 || (sizeof(T) == 4 && q.S <= 4 && (long long)q.S * q.K * sizeof(T) <= kMaxWideX);
    const bool x_ok = q.xk == 1 && aligned_to(q.X, 16) && (q.S == 1 || q.xs % V == 0);
    return rows_ok && kmajor && q.vec && x_ok &&
           blocks(q, shape<T>(q).wpr) >= kMinBlocksPerSm * p->device->num_sms;
}

template <typename T, int SP, int U>
cudaError_t launch_u(const tcgemm_problem_t *p, const Params &q, int wpr)
{
    const auto kernel = wpr == 1   ? flat_kernel<T, SP, U, 1>
                        : wpr == 2 ? flat_kernel<T, SP, U, 2>
                        : wpr == 4 ? flat_kernel<T, SP, U, 4>
                                   : flat_kernel<T, SP, U, 8>;
    kernel<<<blocks(q, wpr), kThreads, 0, p->stream>>>(q);
    return cudaGetLastError();
}

template <typename T, int SP>
cudaError_t launch_sp(const tcgemm_problem_t *p, const Params &q)
{
    const Shape s = shape<T>(q);
    if constexpr (sizeof(T) == 4 && SP == 1) /* (more rows of X keep K short: kMaxWideX) */
        if (s.u == 16)
            return launch_u<T, SP, 16>(p, q, s.wpr);
    return launch_u<T, SP, 4>(p, q, s.wpr);
}

/* One instance per count of X's rows (SP = S), so the loop reads no row past S. */
template <typename T>
cudaError_t launch(const tcgemm_problem_t *p, const Params &q)
{
    if constexpr (sizeof(T) == 4) {
        if (q.S == 2)
            return launch_sp<T, 2>(p, q);
        if (q.S == 3)
            return launch_sp<T, 3>(p, q);
        if (q.S == 4)
            return launch_sp<T, 4>(p, q);
    }
    return launch_sp<T, 1>(p, q);
}

} // namespace flat
} // namespace skinny
} // namespace tcgemm
