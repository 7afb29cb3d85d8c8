/* sgemm_vectorized.cu — sgemm_vectorized: sgemm_blocktile_2d with 16-byte memory accesses.
 *
 * Idea: the same 128 x 128 block tile and 8 x 8 thread tile, but every global load and every
 * shared-memory access moves a float4. A thread's 8 A values for one k step sit next to each
 * other in the K-major As row (A is transposed on its way into shared memory), as do its 8 B
 * values, so each k step takes 4 LDS.128 instead of 16 LDS.32. Global loads drop 4x in count.
 *
 * Tile: BM = BN = 128, BK = 8, TM = TN = 8, 256 threads. Rows are NOT padded: a float4 read needs
 * 16-byte aligned rows, and the one-float pad of the earlier rungs breaks that. The price is a
 * 2-way bank conflict in the transposing store, measured in docs/12_sgemm_vectorized.md and
 * removed in sgemm_warptile_nbc.
 *
 * Alignment: float4 global loads need 16-byte aligned A and B and lda, ldb multiples of 4; the
 * launcher picks an instance of the same kernel that gathers each float4 run with four 4-byte
 * loads for calls that miss that.
 * Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5):
 *   22.0 TFLOPS at 4096^3 = 42.9% of cuBLAS SGEMM (51.2), 5% below sgemm_blocktile_2d;
 *   docs/12_sgemm_vectorized.md says why.
 */
#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm::sgemm;

constexpr int BM = 128, BN = 128, BK = 8, TM = 8, TN = 8;
constexpr int kThreads = BM / TM * (BN / TN);

template <bool ALIGNED>
__global__ void __launch_bounds__(kThreads) sgemm_vectorized(tcgemm_problem_t p)
{
    __shared__ __align__(16) float As[BK * BM];
    __shared__ __align__(16) float Bs[BK * BN];
    TileLoader<BM, BK, BM, kThreads, true, ALIGNED> load_a;
    TileLoader<BN, BK, BN, kThreads, true, ALIGNED> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    const int a_off = threadIdx.x / (BN / TN) * TM, b_off = threadIdx.x % (BN / TN) * TN;
    const int col0 = blockIdx.x * BN;

    for (int row0 = blockIdx.y * BM; row0 < p.m; row0 += gridDim.y * BM) {
        float acc[TM][TN] = {};
        for (int k0 = 0; k0 < p.k; k0 += BK) {
            load_a.fetch(a, row0, k0);
            load_b.fetch(b, col0, k0);
            load_a.store(As, a.k_contig);
            load_b.store(Bs, b.k_contig);
            __syncthreads();
#pragma unroll
            for (int q = 0; q < BK; ++q) {
                float ra[TM], rb[TN];
                load_row(ra, As + q * BM + a_off);
                load_row(rb, Bs + q * BN + b_off);
#pragma unroll
                for (int i = 0; i < TM; ++i)
#pragma unroll
                    for (int j = 0; j < TN; ++j)
                        acc[i][j] += ra[i] * rb[j];
            }
            __syncthreads();
        }
#pragma unroll
        for (int i = 0; i < TM; ++i)
#pragma unroll
            for (int j = 0; j < TN; ++j)
                store_c_guarded(p, row0 + a_off + i, col0 + b_off + j, acc[i][j]);
    }
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    return launch_by_alignment(sgemm_vectorized<true>, sgemm_vectorized<false>,
                               tile_grid(p, BM, BN), kThreads, p);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_vectorized = {
    "sgemm_vectorized",
    TCGEMM_F32,
    75,
    21.9f,
    kAnyAlignmentLimits,
    tcgemm::serves_any_call,
    launch,
    BM,
    BN,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    0.0f,
};
