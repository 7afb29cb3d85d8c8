/* naive.cu — hgemm_naive and sgemm_naive: the textbook baseline, one thread per element of C.
 *
 * Each thread walks the whole K dimension for its (i, j), reading A and B straight from global
 * memory and accumulating in fp32 on CUDA cores. threadIdx.x runs along a row of C so that a
 * warp's C stores (and B reads when B is not transposed) are coalesced. Arithmetic intensity is
 * about 2 FLOPs per two loads: the kernel is bound by the load path, not by arithmetic. The
 * one template serves both data types.
 *
 * Limits: none (every layout, transpose, shape and alignment).
 */
#include "common.cuh"

namespace {

constexpr int kTile = 16;

template <typename T>
__global__ void naive_gemm(tcgemm_problem_t p)
{
    const T *A = static_cast<const T *>(p.A);
    const T *B = static_cast<const T *>(p.B);
    T *C = static_cast<T *>(p.C);
    const int j = blockIdx.x * kTile + threadIdx.x;
    if (j >= p.n)
        return;
    for (int i = blockIdx.y * kTile + threadIdx.y; i < p.m; i += gridDim.y * kTile) {
        float acc = 0.0f;
        for (int q = 0; q < p.k; ++q)
            acc += tcgemm::to_float(tcgemm::load_op_a(A, p.lda, p.trans_a, i, q)) *
                   tcgemm::to_float(tcgemm::load_op_b(B, p.ldb, p.trans_b, q, j));
        tcgemm::store_c(C + (int64_t)i * p.ldc + j, acc, p.alpha, p.beta);
    }
}

template <typename T>
cudaError_t launch_naive(const tcgemm_problem_t *p)
{
    const dim3 block(kTile, kTile);
    const dim3 grid(tcgemm::ceil_div(p->n, kTile),
                    min(tcgemm::ceil_div(p->m, kTile), tcgemm::kMaxGridY));
    naive_gemm<T><<<grid, block, 0, p->stream>>>(*p);
    return cudaGetLastError();
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_naive = {
    "hgemm_naive",
    TCGEMM_F16,
    75,
    4.7f,
    "none: any shape, layout and alignment",
    tcgemm::serves_any_call,
    launch_naive<__half>,
    kTile,
    kTile,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    0.0f,
};

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_naive = {
    "sgemm_naive",
    TCGEMM_F32,
    75,
    3.4f,
    "none: any shape, layout and alignment",
    tcgemm::serves_any_call,
    launch_naive<float>,
    kTile,
    kTile,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    0.0f,
};
