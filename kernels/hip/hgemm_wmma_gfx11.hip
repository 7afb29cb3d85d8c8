/* hgemm_wmma_gfx11.hip — the WMMA rung (hgemm_wmma_naive) ported to AMD RDNA3, gfx1100, in HIP.
 *
 * One wave32 per 16x16 tile of C, four waves per block covering 32x32, as in the CUDA rung. Each
 * wave walks K 16 at a time: every lane gathers its 16 halves of op(A) and of op(B) straight from
 * global memory at the places wmma_gfx11_lanes.h gives (zero outside the matrix), and
 * __builtin_amdgcn_wmma_f32_16x16x16_f16_w32 (v_wmma_f32_16x16x16_f16: fp16 inputs, fp32
 * accumulators) multiplies them into 8 fp32 accumulators per lane. The epilogue is
 * alpha * acc + beta * C in fp32, rounded once to fp16, C unread when beta == 0.
 *
 * What changed from the CUDA rung (docs/08_portability.md): the fragments are plain vectors the
 * kernel fills itself, since no load_matrix_sync exists here; lanes 16..31 load the same A and B
 * as lanes 0..15; the accumulator's place in C is known, so the epilogue needs no shared-memory
 * stage. Because each lane gathers element by element, ragged shapes, odd leading dimensions and
 * any alignment are served (the CUDA rung needs multiples of 16).
 *
 * Debian's ROCm 5.2 device libraries have no gfx1100 build, so this file is compiled with
 * -nogpulib and reads its ids from the compiler's builtins: HIP's threadIdx and blockIdx call
 * those libraries' __ockl functions, which would leave the link unresolved.
 *
 * Status: compiled for gfx1100 in CI (the v_wmma instructions counted in its assembly) and its
 * lane layout checked against a CPU model of the instruction (tests/host/test_hip_wmma_model.c);
 * never run on AMD hardware, so no speed is claimed.
 */
#include <hip/hip_runtime.h>

#include "hgemm_wmma_gfx11.h"
#include "wmma_gfx11_lanes.h"

namespace {

typedef _Float16 half16 __attribute__((ext_vector_type(16)));
typedef float float8 __attribute__((ext_vector_type(8)));

constexpr int kThreads = WMMA_GFX11_WAVES_M * WMMA_GFX11_WAVES_N * WMMA_GFX11_WAVE;
constexpr int kMaxGridY = 65535;

struct Problem {
    int m, n, k, trans_a, trans_b;
    float alpha, beta;
    const _Float16 *A, *B;
    _Float16 *C;
    int lda, ldb, ldc;
};

__global__ void __launch_bounds__(kThreads) wmma_gfx11(Problem p)
{
    const int tid = __builtin_amdgcn_workitem_id_x();
    const int wave = tid / WMMA_GFX11_WAVE, lane = tid % WMMA_GFX11_WAVE;
    const int i0 = wmma_gfx11_tile_i0(__builtin_amdgcn_workgroup_id_y(), wave);
    const int j0 = wmma_gfx11_tile_j0(__builtin_amdgcn_workgroup_id_x(), wave);
    if (i0 >= p.m || j0 >= p.n)
        return; // the whole wave leaves together: WMMA needs all 32 lanes
    float8 acc = {};
    for (int q = 0; q < p.k; q += WMMA_GFX11_TILE) {
        half16 a, b;
#pragma unroll
        for (int e = 0; e < WMMA_GFX11_TILE; ++e) {
            const long long ia = wmma_gfx11_a_offset(lane, e, i0, q, p.m, p.k, p.trans_a, p.lda);
            const long long ib = wmma_gfx11_b_offset(lane, e, q, j0, p.k, p.n, p.trans_b, p.ldb);
            a[e] = ia >= 0 ? p.A[ia] : (_Float16)0.0f;
            b[e] = ib >= 0 ? p.B[ib] : (_Float16)0.0f;
        }
        acc = __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(a, b, acc);
    }
#pragma unroll
    for (int v = 0; v < WMMA_GFX11_ACC; ++v) {
        const long long ic = wmma_gfx11_c_offset(lane, v, i0, j0, p.m, p.n, p.ldc);
        if (ic < 0)
            continue;
        const float old = p.beta == 0.0f ? 0.0f : p.beta * (float)p.C[ic];
        p.C[ic] = (_Float16)(p.alpha * acc[v] + old);
    }
}

} // namespace

extern "C" hipError_t tcgemm_hip_hgemm_wmma(int m, int n, int k, int trans_a, int trans_b,
                                            float alpha, const void *A, int lda, const void *B,
                                            int ldb, float beta, void *C, int ldc,
                                            hipStream_t stream)
{
    const int tile_m = WMMA_GFX11_WAVES_M * WMMA_GFX11_TILE;
    const int tile_n = WMMA_GFX11_WAVES_N * WMMA_GFX11_TILE;
    if (m <= 0 || n <= 0 || k <= 0 || (m + tile_m - 1) / tile_m > kMaxGridY)
        return hipErrorInvalidValue;
    const Problem p = {m,
                       n,
                       k,
                       trans_a,
                       trans_b,
                       alpha,
                       beta,
                       static_cast<const _Float16 *>(A),
                       static_cast<const _Float16 *>(B),
                       static_cast<_Float16 *>(C),
                       lda,
                       ldb,
                       ldc};
    const dim3 grid((n + tile_n - 1) / tile_n, (m + tile_m - 1) / tile_m);
    hipLaunchKernelGGL(wmma_gfx11, grid, dim3(kThreads), 0, stream, p);
    return hipGetLastError();
}
