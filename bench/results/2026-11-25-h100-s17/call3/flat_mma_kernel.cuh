/* The tensor-core flat GEMV that call 3 probed (not kept: 1.5-2.5x slower than AUTO on every
 * shape it reached), as it stood in kernels/skinny_flat.cuh for that call; movmatrix_trans was
 * then in kernels/ptx.cuh. Build: flat_mma_probe.cu with -I for the library's include, src and
 * kernels folders. */
#pragma once
#include "ptx.cuh"
#include "skinny_flat.cuh"

namespace tcgemm {
__device__ __forceinline__ uint32_t movmatrix_trans(uint32_t a)
{
    uint32_t d;
    asm volatile("movmatrix.sync.aligned.m8n8.trans.b16 %0, %1;\n" : "=r"(d) : "r"(a));
    return d;
}
namespace skinny {
namespace flat {
/* A block owns 16 rows of W, its warps take the 32-k steps in turn, U steps a batch, two
 * mma.sync m16n8k16 per step and 8 rows of X. A lane loads 16 contiguous bytes of each of its two
 * rows (k0 + 8t .. 8t + 7) and the fragments take them as the k the layout names (a dot product
 * does not care about the order of k); X is read with the same renaming: along k, one 16-byte load;
 * along s, 4-byte rows of 8 x 8 blocks transposed in registers (movmatrix). */
template <int NT, bool XKMAJOR>
__device__ __forceinline__ void mma_step(const Params &p, const __half *X, int k0, const uint4 &lo,
                                         const uint4 &hi, float (&acc)[NT][4], int g, int t,
                                         bool tail)
{
    const uint32_t a1[4] = {lo.x, hi.x, lo.y, hi.y}, a2[4] = {lo.z, hi.z, lo.w, hi.w};
#pragma unroll
    for (int n = 0; n < NT; ++n) {
        uint32_t b[4];
        if constexpr (XKMAJOR) {
            const int s = n * 8 + g, k = k0 + 8 * t;
            const __half *x = X + (long long)s * p.xs + k;
            const uint4 v = s >= p.S ? make_uint4(0, 0, 0, 0)
                            : !tail  ? __ldg(reinterpret_cast<const uint4 *>(x))
                                     : load_part(x, p.K - k);
            b[0] = v.x;
            b[1] = v.y;
            b[2] = v.z;
            b[3] = v.w;
        } else {
            const int s = n * 8 + 2 * t;
#pragma unroll
            for (int d = 0; d < 4; ++d) {
                const int k = k0 + 8 * (g >> 1) + (g & 1) + 2 * d;
                const __half *x = X + (long long)k * p.xk + s;
                uint32_t v = 0;
                if (!tail || k < p.K) {
                    if (s + 1 < p.S)
                        v = *reinterpret_cast<const uint32_t *>(x);
                    else if (s < p.S)
                        v = __half_as_ushort(x[0]);
                }
                b[d] = movmatrix_trans(v);
            }
        }
        mma_m16n8k16_f32(acc[n], a1, b[0], b[1]);
        mma_m16n8k16_f32(acc[n], a2, b[2], b[3]);
    }
}

template <int NT, bool XKMAJOR, int U>
__global__ void __launch_bounds__(kThreads) flat_mma_kernel(Params p)
{
    __shared__ float sums[kWarps][NT * 4][32];
    const __half *W = static_cast<const __half *>(p.W), *X = static_cast<const __half *>(p.X);
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32, g = lane / 4, t = lane % 4;
    const int l0 = blockIdx.x * 16;
    const __half *w_lo = W + (long long)min(l0 + g, p.L - 1) * p.wl + 8 * t;
    const __half *w_hi = W + (long long)min(l0 + g + 8, p.L - 1) * p.wl + 8 * t;
    float acc[NT][4];
#pragma unroll
    for (int n = 0; n < NT; ++n)
#pragma unroll
        for (int r = 0; r < 4; ++r)
            acc[n][r] = 0.0f;
    const int steps = p.K / 32;
    for (int base = warp * U; base < steps; base += kWarps * U) {
        uint4 lo[U], hi[U];
#pragma unroll
        for (int u = 0; u < U; ++u) {
            const bool in = base + u < steps;
            lo[u] = in ? load_stream(w_lo + (base + u) * 32) : make_uint4(0, 0, 0, 0);
            hi[u] = in ? load_stream(w_hi + (base + u) * 32) : make_uint4(0, 0, 0, 0);
        }
#pragma unroll
        for (int u = 0; u < U; ++u)
            if (base + u < steps)
                mma_step<NT, XKMAJOR>(p, X, (base + u) * 32, lo[u], hi[u], acc, g, t, false);
    }
    if (warp == 0 && steps * 32 < p.K) {
        const int k0 = steps * 32, count = p.K - (k0 + 8 * t);
        mma_step<NT, XKMAJOR>(p, X, k0, load_part(w_lo + k0, count), load_part(w_hi + k0, count),
                              acc, g, t, true);
    }
#pragma unroll
    for (int n = 0; n < NT; ++n)
#pragma unroll
        for (int r = 0; r < 4; ++r)
            sums[warp][n * 4 + r][lane] = acc[n][r];
    __syncthreads();
    for (int e = threadIdx.x; e < NT * 4 * 32; e += kThreads) {
        const int nr = e / 32, ln = e % 32, n = nr / 4, r = nr % 4;
        const int l = l0 + ln / 4 + 8 * (r >> 1), s = n * 8 + 2 * (ln % 4) + (r & 1);
        if (l < p.L && s < p.S) {
            float sum = 0.0f;
#pragma unroll
            for (int w = 0; w < kWarps; ++w)
                sum += sums[w][nr][ln];
            store_c(static_cast<__half *>(p.C) + s * p.cs + (long long)l * p.cl, sum, p.alpha,
                    p.beta);
        }
    }
}
} // namespace flat
} // namespace skinny
} // namespace tcgemm
