/* hgemm_wmma_naive.cu — hgemm_wmma_naive: the first tensor-core HGEMM, one warp per 16x16 tile
 * of C through the WMMA API.
 *
 * Each warp walks K in steps of 16: it loads a 16x16 fragment of op(A) and one of op(B) straight
 * from global memory (load_matrix_sync), and mma_sync multiplies them into an fp32 accumulator
 * fragment. A transposed operand is not copied: it is the same memory read through the other
 * fragment layout (A stored k x m row-major is op(A) in column-major, ldm = lda). A block is four
 * warps covering 32x32 of C. Compared with hgemm_naive (one thread per element, CUDA cores) the
 * multiply runs on tensor cores, but every fragment still comes from global memory (L1/L2) and
 * nothing is shared between warps, so the loads limit it.
 *
 * Epilogue: the fp32 accumulator goes through 1 KB of shared memory per warp, and each lane
 * finishes eight elements: alpha * acc + beta * C in fp32, rounded once to fp16, C unread when
 * beta == 0. (Mixing the fp32 fragment with an fp16 fragment of C element by element would rely
 * on the two sharing an element order, which the WMMA API does not promise.)
 *
 * Limits (load_matrix_sync reads whole 16x16 tiles from a 256-bit aligned address with a leading
 * dimension that is a multiple of 8 halves): M, N and K multiples of 16, lda and ldb multiples of
 * 8, A and B 32-byte aligned. C may have any ldc and alignment.
 *
 * Measured (H100 80GB HBM3, 2026-11-22, tcgemm-bench, row-major N/N): 28.5 TFLOPS at 4096^3,
 * 3.8% of cuBLAS (hgemm_naive: 4.8); docs/02_hgemm_wmma_naive.md.
 */
#include <mma.h>

#include <type_traits>

#include "common.cuh"

namespace {

using namespace nvcuda;

constexpr int kFrag = 16;               // the m16n16k16 fragment shape
constexpr int kWarpsM = 2, kWarpsN = 2; // four warps, 32x32 of C per block
constexpr int kLanes = 32;
constexpr int kThreads = kWarpsM * kWarpsN * kLanes;

template <bool TransA, bool TransB>
__global__ void __launch_bounds__(kThreads) wmma_naive(tcgemm_problem_t p)
{
    using LayoutA = typename std::conditional<TransA, wmma::col_major, wmma::row_major>::type;
    using LayoutB = typename std::conditional<TransB, wmma::col_major, wmma::row_major>::type;
    __shared__ __align__(32) float stage[kWarpsM * kWarpsN][kFrag * kFrag];

    const __half *A = static_cast<const __half *>(p.A);
    const __half *B = static_cast<const __half *>(p.B);
    __half *C = static_cast<__half *>(p.C);
    const int warp = threadIdx.x / kLanes, lane = threadIdx.x % kLanes;
    const int j0 = (blockIdx.x * kWarpsN + warp % kWarpsN) * kFrag;
    if (j0 >= p.n)
        return; // no block-wide barrier below, so idle warps may leave
    for (int tile_m = blockIdx.y * kWarpsM + warp / kWarpsN; tile_m * kFrag < p.m;
         tile_m += gridDim.y * kWarpsM) {
        const int i0 = tile_m * kFrag;
        wmma::fragment<wmma::matrix_a, kFrag, kFrag, kFrag, __half, LayoutA> a;
        wmma::fragment<wmma::matrix_b, kFrag, kFrag, kFrag, __half, LayoutB> b;
        wmma::fragment<wmma::accumulator, kFrag, kFrag, kFrag, float> acc;
        wmma::fill_fragment(acc, 0.0f);
        for (int q = 0; q < p.k; q += kFrag) {
            // Top-left element of the 16x16 block of op(A) (rows i0.., cols q..) and of op(B).
            wmma::load_matrix_sync(
                a, A + (TransA ? (int64_t)q * p.lda + i0 : (int64_t)i0 * p.lda + q), p.lda);
            wmma::load_matrix_sync(
                b, B + (TransB ? (int64_t)j0 * p.ldb + q : (int64_t)q * p.ldb + j0), p.ldb);
            wmma::mma_sync(acc, a, b, acc);
        }
        wmma::store_matrix_sync(stage[warp], acc, kFrag, wmma::mem_row_major);
        __syncwarp();
        const int row = lane / 2, col = lane % 2 * 8; // two lanes per row, eight elements each
        tcgemm::store_c_row8(C + (int64_t)(i0 + row) * p.ldc + j0 + col,
                             &stage[warp][row * kFrag + col], 8, p.alpha, p.beta);
        __syncwarp(); // the stage is rewritten by the next tile
    }
}

template <bool TransA, bool TransB>
cudaError_t launch_for(const tcgemm_problem_t *p)
{
    const dim3 block(kThreads);
    const dim3 grid(tcgemm::ceil_div(p->n, kWarpsN * kFrag),
                    min(tcgemm::ceil_div(p->m, kWarpsM * kFrag), tcgemm::kMaxGridY));
    wmma_naive<TransA, TransB><<<grid, block, 0, p->stream>>>(*p);
    return cudaGetLastError();
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    if (p->trans_a)
        return p->trans_b ? launch_for<true, true>(p) : launch_for<true, false>(p);
    return p->trans_b ? launch_for<false, true>(p) : launch_for<false, false>(p);
}

const char *supports(const tcgemm_problem_t *p)
{
    if (p->m % 16 || p->n % 16 || p->k % 16)
        return "M, N and K must be multiples of 16 (whole 16x16x16 WMMA tiles)";
    if (p->lda % 8 || p->ldb % 8)
        return "lda and ldb must be multiples of 8 (load_matrix_sync's leading-dimension rule)";
    if (!tcgemm::aligned_to(p->A, 32) || !tcgemm::aligned_to(p->B, 32))
        return "A and B must be 32-byte aligned (load_matrix_sync needs 256-bit aligned tiles)";
    return nullptr;
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wmma_naive = {
    "hgemm_wmma_naive",
    TCGEMM_F16,
    75,
    28.6f,
    "M, N, K multiples of 16; lda, ldb multiples of 8; A, B 32-byte aligned (C: any)",
    supports,
    launch,
    kWarpsM *kFrag,
    kWarpsN *kFrag,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    0.0f,
};
