/* sgemm_blocktile_2d.cu — sgemm_blocktile_2d: each thread computes a TM x TN tile of C.
 *
 * Idea: in sgemm_smem every FMA costs two shared-memory loads, so shared memory, not arithmetic,
 * sets the pace. Here a thread keeps a TM x TN block of accumulators in registers and, per k
 * step, loads TM floats of A and TN of B for TM * TN FMAs: 64 FMAs per 16 loads at 8 x 8. The
 * block tile grows to BM x BN = 128 x 128 with 256 threads, so each float fetched from global
 * memory serves 128 FMAs of the block instead of 32.
 *
 * Tile: BM = BN = 128, BK = 8, TM = TN = 8, 256 threads. Shared rows are padded to 132 floats: the
 * transposing store has 8 lanes along k and 4 along x, and a stride of 4 banks per k row puts
 * those 32 lanes in 32 different banks.
 *
 * Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5):
 *   23.2 TFLOPS at 4096^3 = 45.3% of cuBLAS SGEMM (51.2); docs/11_sgemm_blocktile_2d.md.
 */
#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm::sgemm;

constexpr int BM = 128, BN = 128, BK = 8, TM = 8, TN = 8;
constexpr int kThreads = BM / TM * (BN / TN);
constexpr int kStrideA = BM + 4, kStrideB = BN + 4;

__global__ void __launch_bounds__(kThreads) sgemm_blocktile_2d(tcgemm_problem_t p)
{
    __shared__ float As[BK * kStrideA];
    __shared__ float Bs[BK * kStrideB];
    TileLoader<BM, BK, kStrideA, kThreads, false> load_a;
    TileLoader<BN, BK, kStrideB, kThreads, false> load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    const int trow = threadIdx.x / (BN / TN), tcol = threadIdx.x % (BN / TN);
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
#pragma unroll
                for (int i = 0; i < TM; ++i)
                    ra[i] = As[q * kStrideA + trow * TM + i];
#pragma unroll
                for (int j = 0; j < TN; ++j)
                    rb[j] = Bs[q * kStrideB + tcol * TN + j];
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
                store_c_guarded(p, row0 + trow * TM + i, col0 + tcol * TN + j, acc[i][j]);
    }
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    sgemm_blocktile_2d<<<tile_grid(p, BM, BN), kThreads, 0, p->stream>>>(*p);
    return cudaGetLastError();
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_blocktile_2d = {
    "sgemm_blocktile_2d",
    TCGEMM_F32,
    75,
    23.2f,
    "none: any shape, layout and alignment",
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
