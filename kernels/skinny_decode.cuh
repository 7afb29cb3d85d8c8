/* skinny_decode.cuh — the register-batch decode branch of the skinny path (hgemm_skinny,
 * sgemm_skinny): a small S = min(M, N) <= 8 (fp16) or 4 (fp32), a short K, a wide L (LLM decode:
 * 1..8 x 4096 x 4096). Since run6 it serves the decode calls that skinny_stream.cuh's ring does
 * not take: sm_75, a portable build (no inline PTX), X not contiguous along k.
 * docs/06_skinny_and_splitk.md.
 *
 * Idea: one kernel, no workspace, no waiting between blocks. Every block streams a slab of W
 * that spans all of K, so the split-K of skinny.cuh (partials through L2, a counter, a wait) is
 * not needed: K is split between the threads of a block instead and summed in shared memory in
 * a fixed order. All of X (S x K, 8 KiB for one fp16 row of 4096) is staged once per block in
 * shared memory, in the block's W type, after the block's first W loads are issued.
 *  - L-major W (B of a row-major NN call): a block owns 4 16-byte columns (64 contiguous bytes
 *    of each row of W: two whole sectors); its 512 threads are 4 columns x 128 groups of k.
 *  - K-major W (nn.Linear's weight, B of an NT call): a warp owns 2 rows of W and reads 512
 *    contiguous bytes of a row per load; its lanes are summed with shuffles.
 * Bytes in flight: 16 16-byte loads per thread (8 where the accumulators need the registers),
 * 128 KiB per block of 512 threads, one block per SM (128 registers a thread), against the
 * ~23 KiB per SM that 3 TB/s x ~1 us / 132 SMs asks for. The first version (256 threads, 240
 * registers, 8 warps an SM) streamed at 1.8 TB/s: too few warps to issue the FMAs between
 * batches (ncu, bench/results/2026-11-23-h100-skinny/run4).
 * Limits: W 16-byte aligned rows (the host falls back to skinny.cuh otherwise), S x K of X in
 * the shared memory a block may opt in to, and enough blocks to fill the device.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench medians, commit d1db9df, cuBLAS
 *   same run, floor = A + B + C once at the 2974 GB/s a copy measured): fp16 1 x 4096 x 4096
 *   18.2 us NN / 17.9 us NT (was 27.3 / 22.7 with split-K; floor 11.3; cuBLAS 16.4 / 19.2);
 *   fp32 31.7 NN / 28.9 NT (floor 22.6; cuBLAS 26.3 / 29.9). The kernel alone (ncu): 17.8 us at
 *   60% of DRAM's peak, 16 warps an SM each waiting on its whole batch: two bulk round trips of
 *   16 MB each per call, not a stream. The next step is a pipeline that never drains (a ring
 *   of cp.async or TMA stages per block). bench/results/2026-11-23-h100-skinny/run5.
 */
#pragma once

#include "skinny.cuh"

namespace tcgemm {
namespace skinny {
namespace decode {

constexpr int kThreads = 512;
constexpr int kCols = 4;                  /* L-major: 16-byte columns of W per block */
constexpr int kGroups = kThreads / kCols; /* L-major: groups of k per block */
constexpr int kWarpRows = 2;              /* K-major: rows of W per warp */
constexpr int kRowsPerBlock = kThreads / 32 * kWarpRows;

/* 16-byte loads in flight per thread: 16, or 8 where the accumulators take more than 16 of the
 * 128 registers a thread has (512 threads on one SM). */
template <typename T, int SP>
constexpr int loads()
{
    return SP * Vec<T>::V > 16 ? 8 : 16;
}

/* X's rows padded to a whole number of 16-byte pieces. */
template <typename T>
__host__ __device__ inline int k_padded(int K)
{
    return (K + Vec<T>::V - 1) / Vec<T>::V * Vec<T>::V;
}

/* X into shared memory as T, zeros past S and past K: L-major keeps X(s, k) at Xs[k * SP + s]
 * (one row k of all s in one or two 16-byte reads), K-major at Xs[s * Kp + k]. The walk goes
 * along X's contiguous dimension so the loads coalesce. */
template <typename T, int SP, bool KMAJOR>
__device__ void stage_x(const Params &p, T *Xs)
{
    const T *X = static_cast<const T *>(p.X);
    const int Kp = k_padded<T>(p.K);
    const int total = SP * Kp;
    for (int e = threadIdx.x; e < total; e += kThreads) {
        const int s = p.xk == 1 ? e / Kp : e % SP, k = p.xk == 1 ? e % Kp : e / SP;
        const T v = s < p.S && k < p.K ? __ldg(X + s * p.xs + (long long)k * p.xk) : T(0.0f);
        Xs[KMAJOR ? s * Kp + k : k * SP + s] = v;
    }
}

/* SP values of row k of X (L-major layout) as floats. */
template <typename T, int SP>
__device__ __forceinline__ void x_row(const T *Xs, int k, float (&x)[SP])
{
    const T *row = Xs + k * SP;
    if constexpr (sizeof(T) == 2 && SP >= 2) {
#pragma unroll
        for (int s = 0; s < SP; s += 2) {
            const float2 f = __half22float2(*reinterpret_cast<const __half2 *>(row + s));
            x[s] = f.x;
            x[s + 1] = f.y;
        }
    } else {
#pragma unroll
        for (int s = 0; s < SP; ++s)
            x[s] = to_float(row[s]);
    }
}

template <typename T, int SP>
__global__ void __launch_bounds__(kThreads, 1) decode_lmajor(Params p)
{
    constexpr int V = Vec<T>::V, N = loads<T, SP>();
    constexpr int kPer = N / V; /* pieces of V rows of k per batch */
    extern __shared__ __align__(16) unsigned char smem[];
    T *Xs = reinterpret_cast<T *>(smem);
    float *red = reinterpret_cast<float *>(smem); /* reused after the main loop */

    const T *W = static_cast<const T *>(p.W);
    const int t = threadIdx.x, c = t % kCols, g = t / kCols;
    const int l = (blockIdx.x * kCols + c) * V;
    const int cols = min(V, p.L - l); /* this thread's valid columns (<= 0: none) */
    const bool full = cols == V;
    const T *wp = W + l;
    float acc[SP][V];
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int e = 0; e < V; ++e)
            acc[s][e] = 0.0f;

    /* The thread's pieces are g + kGroups * j, j = 0, 1, ..., each V consecutive rows of k. Whole
     * batches of kPer pieces inside K take the fast loop (kPer * V loads in flight, no guards),
     * the rest one guarded piece at a time. */
    const int pieces = ceil_div(p.K, V);
    const auto fits = [&](int j) { return full && (g + kGroups * (j + kPer - 1) + 1) * V <= p.K; };
    const auto fma_piece = [&](int piece, const uint4(&r)[V]) {
#pragma unroll
        for (int v = 0; v < V; ++v) {
            const int k = piece * V + v;
            if (k < p.K) {
                float w[V], x[SP];
                unpack16<T>(r[v], w);
                x_row<T, SP>(Xs, k, x);
#pragma unroll
                for (int s = 0; s < SP; ++s)
#pragma unroll
                    for (int e = 0; e < V; ++e)
                        acc[s][e] += x[s] * w[e];
            }
        }
    };
    uint4 raw[kPer][V];
    const auto load = [&](int j0) {
#pragma unroll
        for (int u = 0; u < kPer; ++u) {
            const T *src = wp + (long long)(g + kGroups * (j0 + u)) * V * p.wk;
#pragma unroll
            for (int v = 0; v < V; ++v)
                raw[u][v] = __ldg(reinterpret_cast<const uint4 *>(src + v * p.wk));
        }
    };
    /* The first batch is in flight while X is staged. */
    int j = 0;
    if (fits(0))
        load(0);
    stage_x<T, SP, false>(p, Xs);
    __syncthreads();
    if (fits(0))
        for (;;) {
#pragma unroll
            for (int u = 0; u < kPer; ++u)
                fma_piece(g + kGroups * (j + u), raw[u]);
            j += kPer;
            if (!fits(j))
                break;
            load(j);
        }
    for (; g + kGroups * j < pieces; ++j) { /* the rest, and the right edge of W */
        const int piece = g + kGroups * j;
        uint4 r[V];
#pragma unroll
        for (int v = 0; v < V; ++v) {
            const int k = min(piece * V + v, p.K - 1); /* (rows past K: fma_piece skips them) */
            r[v] = full ? __ldg(reinterpret_cast<const uint4 *>(wp + (long long)k * p.wk))
                        : load_part(wp + (long long)k * p.wk, cols);
        }
        fma_piece(piece, r);
    }

    /* Sum over the 128 groups in a fixed order: the 8 groups of a warp (lane = c + 4 g') with
     * shuffles, then the 16 warps through shared memory. */
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int e = 0; e < V; ++e)
#pragma unroll
            for (int width = kCols; width < 32; width *= 2)
                acc[s][e] += __shfl_xor_sync(0xffffffffu, acc[s][e], width);
    constexpr int kOut = SP * V * kCols; /* outputs of the block */
    const int warp = t / 32, lane = t % 32;
    __syncthreads(); /* X is dead: its space holds the warps' sums */
    if (lane < kCols)
#pragma unroll
        for (int s = 0; s < SP; ++s)
#pragma unroll
            for (int e = 0; e < V; ++e)
                red[warp * kOut + (s * V + e) * kCols + lane] = acc[s][e];
    __syncthreads();
    T *C = static_cast<T *>(p.C);
    for (int o = t; o < kOut; o += kThreads) {
        float sum = 0.0f;
#pragma unroll
        for (int w = 0; w < kThreads / 32; ++w)
            sum += red[w * kOut + o];
        const int cc = o % kCols, se = o / kCols, s = se / V, e = se % V;
        const int ll = (blockIdx.x * kCols + cc) * V + e;
        if (s < p.S && ll < p.L)
            store_c(C + s * p.cs + ll * p.cl, sum, p.alpha, p.beta);
    }
}

template <typename T, int SP>
__global__ void __launch_bounds__(kThreads, 1) decode_kmajor(Params p)
{
    constexpr int V = Vec<T>::V, R = kWarpRows, U = loads<T, SP>() / R;
    extern __shared__ __align__(16) unsigned char smem[];
    T *Xs = reinterpret_cast<T *>(smem);

    const T *W = static_cast<const T *>(p.W);
    const int lane = threadIdx.x % 32;
    const int row0 = (blockIdx.x * (kThreads / 32) + threadIdx.x / 32) * R;
    const int Kp = k_padded<T>(p.K), pieces = Kp / V;
    const T *rows[R];
    int cnt[R]; /* the valid rows: K elements, 0 past L */
#pragma unroll
    for (int r = 0; r < R; ++r) {
        const bool in = row0 + r < p.L;
        rows[r] = W + (in ? row0 + r : 0) * p.wl;
        cnt[r] = in ? p.K : 0;
    }
    float acc[SP][R];
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int r = 0; r < R; ++r)
            acc[s][r] = 0.0f;

    /* Batch i0: pieces lane + 32 (i0 + u) of each row, u < U. */
    uint4 raw[U][R];
    const auto load = [&](int i0) {
#pragma unroll
        for (int u = 0; u < U; ++u)
#pragma unroll
            for (int r = 0; r < R; ++r) {
                const int k = (lane + 32 * (i0 + u)) * V;
                if (k + V <= cnt[r])
                    raw[u][r] = __ldg(reinterpret_cast<const uint4 *>(rows[r] + k));
                else /* K's last piece, or past L: element loads, zeros after */
                    raw[u][r] = load_part(rows[r] + k, cnt[r] - k);
            }
    };
    const auto consume = [&](int i0) {
#pragma unroll
        for (int u = 0; u < U; ++u) {
            const int piece = lane + 32 * (i0 + u);
            if (piece < pieces) {
                float w[R][V];
#pragma unroll
                for (int r = 0; r < R; ++r)
                    unpack16<T>(raw[u][r], w[r]);
#pragma unroll
                for (int s = 0; s < SP; ++s) {
                    float x[V];
                    unpack16<T>(*reinterpret_cast<const uint4 *>(Xs + s * Kp + piece * V), x);
#pragma unroll
                    for (int v = 0; v < V; ++v)
#pragma unroll
                        for (int r = 0; r < R; ++r)
                            acc[s][r] += x[v] * w[r][v];
                }
            }
        }
    };
    load(0);
    stage_x<T, SP, true>(p, Xs);
    __syncthreads();
    for (int i0 = 0;;) {
        consume(i0);
        i0 += U;
        if (lane + 32 * i0 >= pieces)
            break; /* (lane-dependent: no warp-wide operation inside the loop) */
        load(i0);
    }
    /* The lanes' sums in a fixed butterfly; lane 0 writes the warp's outputs. */
#pragma unroll
    for (int s = 0; s < SP; ++s)
#pragma unroll
        for (int r = 0; r < R; ++r) {
            float v = acc[s][r];
#pragma unroll
            for (int width = 1; width < 32; width *= 2)
                v += __shfl_xor_sync(0xffffffffu, v, width);
            if (lane == 0 && s < p.S && row0 + r < p.L)
                store_c(static_cast<T *>(p.C) + s * p.cs + (row0 + r) * p.cl, v, p.alpha, p.beta);
        }
}

/* Shared memory a block needs: X, and (L-major) the warps' sums after it. */
template <typename T, int SP, bool KMAJOR>
size_t smem_bytes(int K)
{
    const size_t x = (size_t)SP * k_padded<T>(K) * sizeof(T);
    const size_t red = KMAJOR ? 0 : (size_t)kThreads / 32 * SP * Vec<T>::V * kCols * sizeof(float);
    return x > red ? x : red;
}

inline int blocks(const Params &q, bool kmajor, int v)
{
    return kmajor ? ceil_div(q.L, kRowsPerBlock) : ceil_div(q.L, kCols * v);
}

template <typename T, int SP, bool KMAJOR>
cudaError_t launch_sp(const tcgemm_problem_t *p, Params q)
{
    const size_t smem = smem_bytes<T, SP, KMAJOR>(q.K);
    const auto kernel = KMAJOR ? decode_kmajor<T, SP> : decode_lmajor<T, SP>;
    static size_t opted = 48 * 1024; /* the largest this kernel has asked for: once per size */
    if (smem > opted) {
        const cudaError_t err =
            cudaFuncSetAttribute(kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)smem);
        if (err != cudaSuccess)
            return err;
        opted = smem;
    }
    kernel<<<blocks(q, KMAJOR, Vec<T>::V), kThreads, smem, p->stream>>>(q);
    return cudaGetLastError();
}

/* Whether this branch takes the call: S <= 8 in fp16, S <= 4 in fp32 (measured, run5: with 8
 * rows of fp32 the split-K kernel of skinny.cuh is faster, 56 against 71 us at 8 x 4096 x 4096
 * NN; fp16 16 rows would spill the 128 registers), W's rows 16-byte aligned, X in shared
 * memory, and about one block per SM or more (fewer leave the device idle: skinny.cuh splits K
 * instead). */
template <typename T>
bool takes(const tcgemm_problem_t *p, const Params &q, bool kmajor, bool vec)
{
    if (q.S * sizeof(T) > 16 || !vec)
        return false;
    const int sp = q.S <= 1 ? 1 : q.S <= 2 ? 2 : q.S <= 4 ? 4 : 8;
    const size_t x = (size_t)sp * k_padded<T>(q.K) * sizeof(T);
    return x <= p->device->smem_optin &&
           blocks(q, kmajor, Vec<T>::V) >= p->device->num_sms * 9 / 10;
}

template <typename T, bool KMAJOR>
cudaError_t launch_rows(const tcgemm_problem_t *p, const Params &q)
{
    if (q.S <= 1)
        return launch_sp<T, 1, KMAJOR>(p, q);
    if (q.S <= 2)
        return launch_sp<T, 2, KMAJOR>(p, q);
    if constexpr (sizeof(T) == 2)
        if (q.S > 4)
            return launch_sp<T, 8, KMAJOR>(p, q);
    return launch_sp<T, 4, KMAJOR>(p, q);
}

} // namespace decode

} // namespace skinny
} // namespace tcgemm
