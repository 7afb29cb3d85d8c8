/* skinny_stream.cuh — the decode branch of the skinny path on sm_80 and newer (hgemm_skinny,
 * sgemm_skinny): S = min(M, N) <= 16 (fp16) or 8 (fp32) rows of X against a W that is wide
 * enough to give every SM a slab (LLM decode: 1..16 x 4096 x 4096). docs/06_skinny_and_splitk.md.
 *
 * Idea: a memory-bound call must keep DRAM's queue full from the first byte to the last. The
 * register batches of skinny_decode.cuh do not: each thread issues 16 loads, waits for all of
 * them, computes, issues the next 16, and with every SM in step a 1 x 4096 x 4096 call is two
 * bulk round trips with the queue drained between them (60% of DRAM's peak, ncu, run5). Here
 * every block streams its slab of W (32 values of l across all of K) through a ring of
 * kStages shared-memory stages filled by cp.async: a stage is refilled as soon as the block has
 * consumed it, so kStages - 1 stages (80 KiB) are always asked for. Little's law wants 3 TB/s x
 * ~1-2 us loaded latency / 132 SMs = 23-45 KiB in flight per SM; one block of 8 warps an SM.
 *  - A stage is 16 KiB of W (fp16: 256 values of k x 32 of l; fp32: 128 x 32) and the same k of
 *    X's S rows (from L2: every block reads the same X). K-major W (nn.Linear's weight, B of a
 *    row-major NT call) is copied as 32 rows of 512 contiguous bytes, L-major W (B of a NN call)
 *    as 256 (128) rows of 64 (128) bytes. Edges (the tail of K, the last block's l) are
 *    zero-filled by the copy itself (cp.async's src-size), so the loop has no edge branch.
 *  - fp16 multiplies on the tensor cores: mma.sync m16n8k16 with X as the 16-row A operand (rows
 *    past S read row S - 1: they only reach outputs that are never stored) and W as B, both
 *    through ldmatrix (.trans for L-major W). 16 rows of X cost little more than one: 8 FMA
 *    per byte of W at 16 rows would need 107 of the 128 FMA/clock an SM's CUDA cores have.
 *  - fp32 multiplies on the CUDA cores (no TF32): a thread owns 4 values of l and 4 of k of a
 *    stage, one LDS.128 per row of X for 16 FMAs per row.
 *  - The warps' (fp16) or k groups' (fp32) sums meet in a fixed order: deterministic, no
 *    workspace, one launch.
 * Rows padded by 16 bytes in shared memory keep ldmatrix's 8 rows and the fp32 reads on 8
 * different bank groups.
 * Limits: sm_80 and newer, not in a portable build (cp.async, ldmatrix and mma.sync are inline
 * PTX); W's rows and X's rows 16-byte aligned and X contiguous along k (row-major A of a
 * small-M call); at least 0.9 blocks per SM; the ring (152-174 KiB fp16) within the shared
 * memory a block may opt in to; K-major W in more than one wave of blocks stays with
 * skinny_decode.cuh where that takes it (measured faster there: skinny.cu). Other decode calls
 * take skinny_decode.cuh, deep K skinny.cuh.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench medians, commit ed12ee6, cuBLAS
 *   same run, floor = A + B + C once at the 2965 GB/s a copy measured; bench/results/
 *   2026-11-23-h100-skinny/run6): fp16 1 x 4096 x 4096 16.5 us NN / 16.8 NT (register batches:
 *   18.2 / 17.9; floor 11.3; cuBLAS 16.4 / 20.6), 16 rows 20.1 / 19.7 (hgemm_mma_64x64: 32);
 *   fp32 1 row 27.8 / 27.6 (floor 22.6), 8 rows 31.8 / 32.6 (cuBLAS 45 / 49). The kernel alone
 *   (ncu): 16.5 us at 65% of DRAM's peak, SMs holding a block 75% of it: blocks that the
 *   memory serves unevenly finish up to ~4 us apart. Items taken from a counter did not fix
 *   that (runs 7-8, docs/performance_log.md): 31.7 us, ncu showing the SMs' instruction
 *   throughput at the same 23% over twice the time. With one block of 8 warps an SM (6.4 cycles
 *   between a warp's instructions) the consumer's instructions per stage, not the bytes, set
 *   the pace once the schedule adds to them; more warps per stage is the next thing to try.
 */
#pragma once

#include "ptx.cuh"
#include "skinny_decode.cuh"

namespace tcgemm {
namespace skinny {
namespace stream {

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;
constexpr int kLb = 32;                /* values of l per block */
constexpr int kStageBytes = 16 * 1024; /* of W per stage */
constexpr int kStages = 6;

/* One stage of the ring: W's piece, then X's, rows padded by one 16-byte vector. */
template <typename T, int SP, bool KMAJOR>
struct Stage {
    static constexpr int V = Vec<T>::V;
    static constexpr int kKc = kStageBytes / (kLb * (int)sizeof(T)); /* k per stage */
    static constexpr int kWPitch = KMAJOR ? kKc + V : kLb + V;       /* W: [l][k] or [k][l] */
    static constexpr int kWElems = KMAJOR ? kLb * kWPitch : kKc * kWPitch;
    static constexpr int kXPitch = kKc + V; /* X: [s][k] */
    static constexpr int kElems = kWElems + SP * kXPitch;
    static constexpr size_t kRingBytes = (size_t)kStages * kElems * sizeof(T);
};

/* Rows of X a fp16 block holds: the tensor cores take 16 whatever S is. */
template <typename T>
constexpr int max_rows()
{
    return sizeof(T) == 2 ? 16 : 8;
}

/* 16 bytes at src, of which `bytes` (0..16) are read and the rest zero-filled. */
__device__ __forceinline__ void copy16(void *dst, const void *src, int bytes)
{
    cp_async_16_zfill(smem_u32(dst), src, bytes);
}
__device__ __forceinline__ int clamp16(long long bytes)
{
    return bytes < 0 ? 0 : bytes > 16 ? 16 : (int)bytes;
}

/* Stage `st` of the block's slab (l0 .. l0 + kLb) and of X into `slot`. */
template <typename T, int SP, bool KMAJOR>
__device__ __forceinline__ void issue(const Params &p, T *slot, int st, int l0)
{
    using S = Stage<T, SP, KMAJOR>;
    constexpr int V = S::V, kChunks = kLb * S::kKc / V;
    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
    const int k0 = st * S::kKc;
    static_assert(kChunks % kThreads == 0, "whole chunks per thread");
#pragma unroll
    for (int i = 0; i < kChunks / kThreads; ++i) {
        const int c = threadIdx.x + i * kThreads;
        if constexpr (KMAJOR) { /* a warp copies 512 contiguous bytes of one row */
            const int r = c / (S::kKc / V), k = k0 + c % (S::kKc / V) * V, l = l0 + r;
            const int bytes = l < p.L ? clamp16((long long)(p.K - k) * sizeof(T)) : 0;
            copy16(slot + r * S::kWPitch + (k - k0), bytes ? W + l * p.wl + k : W, bytes);
        } else {
            const int r = c / (kLb / V), l = l0 + c % (kLb / V) * V, k = k0 + r;
            const int bytes = k < p.K ? clamp16((long long)(p.L - l) * sizeof(T)) : 0;
            copy16(slot + r * S::kWPitch + (l - l0), bytes ? W + k * p.wk + l : W, bytes);
        }
    }
    T *xs = slot + S::kWElems;
    for (int c = threadIdx.x; c < p.S * (S::kKc / V); c += kThreads) {
        const int s = c / (S::kKc / V), k = k0 + c % (S::kKc / V) * V;
        const int bytes = clamp16((long long)(p.K - k) * sizeof(T));
        copy16(xs + s * S::kXPitch + (k - k0), bytes ? X + s * p.xs + k : X, bytes);
    }
}

template <typename T, int SP, bool KMAJOR>
__global__ void __launch_bounds__(kThreads, 1) stream_kernel(Params p)
{
#if __CUDA_ARCH__ >= 800
    using S = Stage<T, SP, KMAJOR>;
    constexpr bool kTensor = sizeof(T) == 2;
    extern __shared__ __align__(16) unsigned char smem[];
    T *ring = reinterpret_cast<T *>(smem);
    const int t = threadIdx.x, lane = t % 32, warp = t / 32;
    const int l0 = blockIdx.x * kLb, stages = ceil_div(p.K, S::kKc);

    /* fp16: warp w takes k 32w .. 32w + 31 of every stage (two k16 steps) for all 4 n8 tiles of
     * l; acc[nt] is the m16n8 fragment: rows s = lane / 4 (+8), columns l = 8 nt + 2 (lane % 4)
     * (+1). fp32: thread t takes k 4 (t / 8) .. +3 and l = lc + 8 j (K-major) or 4 lc + j
     * (L-major), lc = t % 8, for every row s < SP. */
    constexpr int kAcc = kTensor ? 4 : SP;
    float acc[kAcc][4];
#pragma unroll
    for (int i = 0; i < kAcc; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
            acc[i][j] = 0.0f;

            /* The ring: stages 0 .. kStages - 2 are asked for before the first is consumed; each
             * iteration waits for its stage, then refills the slot consumed the iteration before
             * (the barrier says every warp is done with it) and multiplies. One commit group per
             * stage, empty past the last, so the wait count stays kStages - 2. */
#pragma unroll
    for (int st = 0; st < kStages - 1; ++st) {
        if (st < stages)
            issue<T, SP, KMAJOR>(p, ring + st * S::kElems, st, l0);
        cp_async_commit();
    }
    for (int i = 0; i < stages; ++i) {
        cp_async_wait<kStages - 2>();
        __syncthreads();
        const int next = i + kStages - 1;
        if (next < stages)
            issue<T, SP, KMAJOR>(p, ring + next % kStages * S::kElems, next, l0);
        cp_async_commit();
        const T *ws = ring + i % kStages * S::kElems, *xs = ws + S::kWElems;
        if constexpr (kTensor) {
            const int kw = 32 * warp, j = lane / 8, r = lane % 8;
            uint32_t a[2][4];
            const int xrow = min(r + 8 * (j % 2), p.S - 1);
#pragma unroll
            for (int h = 0; h < 2; ++h)
                ldmatrix_x4<false>(a[h],
                                   smem_u32(xs + xrow * S::kXPitch + kw + 16 * h + 8 * (j / 2)));
#pragma unroll
            for (int nt = 0; nt < 4; ++nt) {
                /* matrix j of the x4: k = kw + 8j .. +7 of l = 8 nt .. +7 */
                uint32_t b[4];
                const T *at = KMAJOR ? ws + (8 * nt + r) * S::kWPitch + kw + 8 * j
                                     : ws + (kw + 8 * j + r) * S::kWPitch + 8 * nt;
                ldmatrix_x4<!KMAJOR>(b, smem_u32(at));
                mma_m16n8k16_f32(acc[nt], a[0], b[0], b[1]);
                mma_m16n8k16_f32(acc[nt], a[1], b[2], b[3]);
            }
        } else {
            const int lc = t % 8, k = 4 * (t / 8);
            float w[4][4]; /* [k][l] */
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                const float4 v =
                    *reinterpret_cast<const float4 *>(KMAJOR ? ws + (lc + 8 * j) * S::kWPitch + k
                                                             : ws + (k + j) * S::kWPitch + 4 * lc);
                const float f[4] = {v.x, v.y, v.z, v.w};
#pragma unroll
                for (int e = 0; e < 4; ++e) {
                    if constexpr (KMAJOR)
                        w[e][j] = f[e];
                    else
                        w[j][e] = f[e];
                }
            }
#pragma unroll
            for (int s = 0; s < SP; ++s) {
                const float4 x =
                    *reinterpret_cast<const float4 *>(xs + min(s, p.S - 1) * S::kXPitch + k);
#pragma unroll
                for (int j = 0; j < 4; ++j)
                    acc[s][j] += x.x * w[0][j] + x.y * w[1][j] + x.z * w[2][j] + x.w * w[3][j];
            }
        }
    }
    cp_async_wait<0>();
    __syncthreads(); /* the ring is idle: it holds the partial sums now */

    /* red[part][s][l], 32 l a row; summed over the parts in order 0, 1, ...: fp16's 8 warps,
     * fp32's 8 warps after the 4 k groups of each warp (lanes 8 apart) met in shuffles. */
    float *red = reinterpret_cast<float *>(smem);
    if constexpr (kTensor) {
        const int g = lane / 4, q = lane % 4;
#pragma unroll
        for (int nt = 0; nt < 4; ++nt)
#pragma unroll
            for (int e = 0; e < 4; ++e)
                red[warp * 16 * kLb + (g + 8 * (e / 2)) * kLb + 8 * nt + 2 * q + e % 2] =
                    acc[nt][e];
    } else {
        const int lc = t % 8;
#pragma unroll
        for (int s = 0; s < SP; ++s)
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                float v = acc[s][j];
                v += __shfl_xor_sync(0xffffffffu, v, 8);
                v += __shfl_xor_sync(0xffffffffu, v, 16);
                if (lane < 8)
                    red[warp * SP * kLb + s * kLb + (KMAJOR ? lc + 8 * j : 4 * lc + j)] = v;
            }
    }
    __syncthreads();
    constexpr int kPart = (kTensor ? 16 : SP) * kLb;
    T *C = static_cast<T *>(p.C);
    for (int o = t; o < p.S * kLb; o += kThreads) {
        float sum = 0.0f;
#pragma unroll
        for (int w = 0; w < kWarps; ++w)
            sum += red[w * kPart + o];
        const int s = o / kLb, l = l0 + o % kLb;
        if (l < p.L)
            store_c(C + s * p.cs + (long long)l * p.cl, sum, p.alpha, p.beta);
    }
#endif
}

inline int blocks(const Params &q)
{
    return ceil_div(q.L, kLb);
}

template <typename T>
size_t ring_bytes(int sp, bool kmajor)
{
    if constexpr (sizeof(T) == 2)
        return kmajor ? Stage<T, 16, true>::kRingBytes : Stage<T, 16, false>::kRingBytes;
    const size_t x = (size_t)sp * Stage<T, 1, true>::kXPitch * sizeof(T) * kStages;
    return (kmajor ? Stage<T, 0, true>::kRingBytes : Stage<T, 0, false>::kRingBytes) + x;
}

template <typename T>
int rows_padded(int s)
{
    return sizeof(T) == 2 ? 16 : s <= 1 ? 1 : s <= 2 ? 2 : s <= 4 ? 4 : 8;
}

/* Whether this branch takes the call (see the header's limits); `vec`: W's rows 16-byte
 * aligned. */
template <typename T>
bool takes(const tcgemm_problem_t *p, const Params &q, bool kmajor, bool vec)
{
    constexpr int V = Vec<T>::V;
    if (p->device->sm < 80 || !vec || q.S > max_rows<T>() || q.xk != 1 || !aligned_to(q.X, 16) ||
        (q.S > 1 && q.xs % V != 0))
        return false;
    return blocks(q) >= p->device->num_sms * 9 / 10 &&
           ring_bytes<T>(rows_padded<T>(q.S), kmajor) <= p->device->smem_optin;
}

template <typename T, int SP, bool KMAJOR>
cudaError_t launch_sp(const tcgemm_problem_t *p, const Params &q)
{
    constexpr size_t smem = Stage<T, SP, KMAJOR>::kRingBytes;
    const cudaError_t err = opt_in_shared_memory<stream_kernel<T, SP, KMAJOR>>(smem, p);
    if (err != cudaSuccess)
        return err;
    stream_kernel<T, SP, KMAJOR><<<blocks(q), kThreads, smem, p->stream>>>(q);
    return cudaGetLastError();
}

template <typename T, bool KMAJOR>
cudaError_t launch_rows(const tcgemm_problem_t *p, const Params &q)
{
    if constexpr (sizeof(T) == 2) {
        return launch_sp<T, 16, KMAJOR>(p, q);
    } else {
        if (q.S <= 1)
            return launch_sp<T, 1, KMAJOR>(p, q);
        if (q.S <= 2)
            return launch_sp<T, 2, KMAJOR>(p, q);
        if (q.S <= 4)
            return launch_sp<T, 4, KMAJOR>(p, q);
        return launch_sp<T, 8, KMAJOR>(p, q);
    }
}

} // namespace stream
} // namespace skinny
} // namespace tcgemm
