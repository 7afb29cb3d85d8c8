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
 *    through ldmatrix (.trans for L-major W). 16 rows of X cost the same as one: 8 FMA per
 *    byte of W at 16 rows would need 107 of the 128 FMA/clock an SM's CUDA cores have.
 *  - fp32 multiplies on the CUDA cores (no TF32): a thread owns 4 values of l and 4 of k of a
 *    stage, one LDS.128 per row of X for 16 FMAs per row.
 *  - The warps' (fp16) or k groups' (fp32) sums meet in a fixed order: deterministic, no
 *    workspace, one launch.
 * Rows padded by 16 bytes in shared memory keep ldmatrix's 8 rows and the fp32 reads on 8
 * different bank groups.
 * Limits: sm_80 and newer, not in a portable build (cp.async, ldmatrix and mma.sync are inline
 * PTX); W's rows and X's rows 16-byte aligned and X contiguous along k (row-major A of a
 * small-M call); at least 0.9 blocks per SM; the ring (152-174 KiB fp16) within the shared
 * memory a block may opt in to. Other decode calls take skinny_decode.cuh, deep K skinny.cuh.
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
    /* and after the ring, the warps' sums of an item: [warp][s][l] */
    static constexpr size_t kSmemBytes = kRingBytes + (size_t)kWarps * SP * kLb * sizeof(float);
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

/* The piece of W (l0 .. l0 + kLb, k0 .. k0 + kKc) and of X (k0 .. k0 + kKc) into `slot`. */
template <typename T, int SP, bool KMAJOR>
__device__ __forceinline__ void issue(const Params &p, T *slot, int k0, int l0)
{
    using S = Stage<T, SP, KMAJOR>;
    constexpr int V = S::V, kChunks = kLb * S::kKc / V;
    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
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

/* Work items: item = slab * p.splits + slice, a slab being kLb values of l and a slice p.k_split
 * values of k (whole stages). With p.counters (the dynamic schedule) one block per SM takes its
 * first items by its index, then the next ones in order from a counter, so an SM that the
 * memory serves faster takes more of them and all SMs stream until the end; the slices' sums go
 * to p.partials and are added up in slice order after a grid barrier at the end (the same bits
 * whatever the timing). Without (a handle with no workspace), block b takes slab b whole. */
constexpr int kTable = 16; /* items a block has asked for and not finished: <= kStages + 3 */

template <typename T, int SP, bool KMAJOR>
__global__ void __launch_bounds__(kThreads, 1) stream_kernel(Params p)
{
#if __CUDA_ARCH__ >= 800
    using S = Stage<T, SP, KMAJOR>;
    constexpr bool kTensor = sizeof(T) == 2;
    constexpr int kPart = SP * kLb; /* floats of one warp's (or one item's) sums */
    extern __shared__ __align__(16) unsigned char smem[];
    __shared__ int table[kTable];
    T *ring = reinterpret_cast<T *>(smem);
    float *red = reinterpret_cast<float *>(smem + S::kRingBytes); /* [warp][s][l] */
    const int t = threadIdx.x, lane = t % 32, warp = t / 32;
    const bool dynamic = p.counters != nullptr;
    const int per_item = p.k_split / S::kKc; /* stages */
    const int items = ceil_div(p.L, kLb) * p.splits;
    int *const next_item = dynamic ? p.counters + kMaxTiles : nullptr;
    const int first = (kStages + 1) / per_item + 1; /* items taken before the loop */
    /* The block's seq-th item: past `items` means none (and none after it). */
    const auto take = [&](int seq) {
        if (!dynamic)
            return seq == 0 ? (int)blockIdx.x : items;
        return seq < first ? seq * (int)gridDim.x + (int)blockIdx.x
                           : first * (int)gridDim.x + atomicAdd(next_item, 1);
    };
    const auto item_of = [&](int stage) { return table[stage / per_item % kTable]; };
    /* A stage's k0 and l0. */
    const auto start = [&](int stage) {
        const int item = item_of(stage), k0 = item % p.splits * p.k_split;
        return make_int2(k0 + stage % per_item * S::kKc, item / p.splits * kLb);
    };

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

    T *C = static_cast<T *>(p.C);
    const auto store = [&](int slab, int o,
                           float sum) { /* o = s * kLb + l - l0 */
                                        const int l = slab * kLb + o % kLb;
                                        if (l < p.L)
                                            store_c(C + o / kLb * p.cs + (long long)l * p.cl, sum,
                                                    p.alpha, p.beta);
    };
    /* An item's sums: the warps' (fp16) or the k groups' (fp32: lanes 8 apart in shuffles,
     * then the warps) in order 0, 1, ... through `red`, then into C, or (K split into slices)
     * into the item's partial, which the end of the kernel adds up. No fence or atomic here: a
     * fence would wait for the thread's cp.async copies in flight, i.e. drain the ring (run 7). */
    const auto finish = [&](int item) {
        if constexpr (kTensor) {
            const int g = lane / 4, q = lane % 4;
#pragma unroll
            for (int nt = 0; nt < 4; ++nt)
#pragma unroll
                for (int e = 0; e < 4; ++e) {
                    red[warp * kPart + (g + 8 * (e / 2)) * kLb + 8 * nt + 2 * q + e % 2] =
                        acc[nt][e];
                    acc[nt][e] = 0.0f;
                }
        } else {
            const int lc = t % 8;
#pragma unroll
            for (int s = 0; s < SP; ++s)
#pragma unroll
                for (int j = 0; j < 4; ++j) {
                    float v = acc[s][j];
                    acc[s][j] = 0.0f;
                    v += __shfl_xor_sync(0xffffffffu, v, 8);
                    v += __shfl_xor_sync(0xffffffffu, v, 16);
                    if (lane < 8)
                        red[warp * kPart + s * kLb + (KMAJOR ? lc + 8 * j : 4 * lc + j)] = v;
                }
        }
        __syncthreads();
        for (int o = t; o < p.S * kLb; o += kThreads) {
            float sum = 0.0f;
#pragma unroll
            for (int w = 0; w < kWarps; ++w)
                sum += red[w * kPart + o];
            if (p.splits == 1)
                store(item / p.splits, o, sum);
            else
                __stcg(p.partials + (size_t)item * kPart + o, sum);
        }
    };

    /* The ring: stages 0 .. kStages - 2 are asked for before the first is consumed; each
     * iteration waits for its stage, then refills the slot consumed the iteration before (the
     * barrier says every warp is done with it) and multiplies. One commit group per stage,
     * empty past the last, so the wait count stays kStages - 2. Thread 0 asks for the item of
     * stage i + kStages + 2 in iteration i and writes it to the table in iteration i + 2 (the
     * counter's answer, an L2 round trip, has two iterations to come back), before the barrier
     * of iteration i + 3 that precedes its copy. */
    if (t == 0)
        for (int seq = 0; seq < first; ++seq)
            table[seq % kTable] = take(seq);
    int asked[2] = {-1, -1}, answer[2] = {0, 0}; /* thread 0: asked 2 and 1 iterations ago */
    __syncthreads();
#pragma unroll
    for (int st = 0; st < kStages - 1; ++st) {
        if (item_of(st) < items) {
            const int2 at = start(st);
            issue<T, SP, KMAJOR>(p, ring + st * S::kElems, at.x, at.y);
        }
        cp_async_commit();
    }
    for (int i = 0; item_of(i) < items; ++i) {
        cp_async_wait<kStages - 2>();
        __syncthreads();
        const int next = i + kStages - 1;
        if (item_of(next) < items) {
            const int2 at = start(next);
            issue<T, SP, KMAJOR>(p, ring + next % kStages * S::kElems, at.x, at.y);
        }
        cp_async_commit();
        if (t == 0) {
            if (asked[0] >= 0)
                table[asked[0] % kTable] = answer[0];
            asked[0] = asked[1];
            answer[0] = answer[1];
            asked[1] = (next + 3) % per_item == 0 ? (next + 3) / per_item : -1;
            if (asked[1] >= 0)
                answer[1] = take(asked[1]);
        }
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
        if ((i + 1) % per_item == 0)
            finish(item_of(i));
    }
    cp_async_wait<0>();
    if (!dynamic)
        return;
    /* Every block of the grid is resident (one per SM, no more than the SMs): wait for all of
     * them, then block b adds up the slices of slabs b, b + grid, ... in slice order (the same
     * bits whatever the timing). The fences sit where no copy is in flight. */
    int *const arrived = next_item + 1, *const departed = next_item + 2;
    __syncthreads();
    if (t == 0) {
        __threadfence();
        atomicAdd(arrived, 1);
        while (*reinterpret_cast<volatile int *>(arrived) < (int)gridDim.x)
            __nanosleep(64);
        __threadfence();
    }
    __syncthreads();
    if (p.splits > 1)
        for (int slab = blockIdx.x; slab < items / p.splits; slab += gridDim.x)
            for (int o = t; o < p.S * kLb; o += kThreads) {
                float sum = 0.0f;
#pragma unroll 8
                for (int sl = 0; sl < p.splits; ++sl)
                    sum += __ldcg(p.partials + (size_t)(slab * p.splits + sl) * kPart + o);
                store(slab, o, sum);
            }
    /* The last block out leaves the counters zero for the next call on this handle. */
    if (t == 0 && atomicAdd(departed, 1) == (int)gridDim.x - 1) {
        next_item[0] = 0;
        *arrived = 0;
        *departed = 0;
    }
#endif
}

inline int blocks(const Params &q)
{
    return ceil_div(q.L, kLb);
}

/* Rows of X a block holds: fp16's tensor cores take 16 whatever S is; fp32 the next power of
 * two. */
template <typename T>
int rows_padded(int s)
{
    return sizeof(T) == 2 ? 16 : s <= 1 ? 1 : s <= 2 ? 2 : s <= 4 ? 4 : 8;
}

template <typename T, bool KMAJOR>
size_t smem_bytes(int sp)
{
    return sp <= 1   ? Stage<T, 1, KMAJOR>::kSmemBytes
           : sp <= 2 ? Stage<T, 2, KMAJOR>::kSmemBytes
           : sp <= 4 ? Stage<T, 4, KMAJOR>::kSmemBytes
           : sp <= 8 ? Stage<T, 8, KMAJOR>::kSmemBytes
                     : Stage<T, 16, KMAJOR>::kSmemBytes;
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
    const int sp = rows_padded<T>(q.S);
    return blocks(q) >= p->device->num_sms * 9 / 10 &&
           (kmajor ? smem_bytes<T, true>(sp) : smem_bytes<T, false>(sp)) <= p->device->smem_optin;
}

/* Items of kItemStages stages (32 KiB of W: ~1.5 us of one SM's share of the bandwidth), so
 * that the SMs finish within about that of each other. */
constexpr int kItemStages = 2;

template <typename T, int SP, bool KMAJOR>
cudaError_t launch_sp(const tcgemm_problem_t *p, Params q)
{
    using S = Stage<T, SP, KMAJOR>;
    const cudaError_t err = opt_in_shared_memory<stream_kernel<T, SP, KMAJOR>>(S::kSmemBytes, p);
    if (err != cudaSuccess)
        return err;
    const int slabs = blocks(q);
    q.k_split = kItemStages * S::kKc;
    q.splits = ceil_div(q.K, q.k_split);
    const bool dynamic =
        p->workspace && slabs <= kMaxTiles &&
        (size_t)slabs * q.splits * SP * kLb * sizeof(float) <= partial_bytes(p->device);
    int grid = slabs;
    if (dynamic) {
        q.partials = static_cast<float *>(p->workspace);
        q.counters =
            reinterpret_cast<int *>(static_cast<char *>(p->workspace) + counters_offset(p->device));
        grid = slabs * q.splits < p->device->num_sms ? slabs * q.splits : p->device->num_sms;
    } else { /* block b streams slab b whole */
        q.splits = 1;
        q.k_split = ceil_div(q.K, S::kKc) * S::kKc;
        q.counters = nullptr;
    }
    stream_kernel<T, SP, KMAJOR><<<grid, kThreads, S::kSmemBytes, p->stream>>>(q);
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
