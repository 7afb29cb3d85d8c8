/* sgemm_smem.cu — sgemm_smem: the first rung, shared-memory blocking.
 *
 * Idea: a block of TILE x TILE threads owns a TILE x TILE tile of C. It walks K in TILE-deep
 * slices; for each, the block copies a TILE x TILE tile of op(A) and one of op(B) into shared
 * memory with coalesced loads, then every thread takes its dot product from there. Each element
 * fetched from global memory is reused TILE times, against once in sgemm_naive.
 *
 * Tile: TILE = 32 (1024 threads, 2 x 32 x 33 floats of shared memory). Rows of the shared tiles
 * are padded by one float: the transposing store (A not transposed, B transposed) writes a column,
 * and with a 32-float stride all 32 lanes would hit one bank.
 *
 * Limits: none.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5):
 *   6.48 TFLOPS at 4096^3 = 12.7% of cuBLAS SGEMM (51.2); docs/10_sgemm_smem.md.
 */
#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm::sgemm;

constexpr int kTile = 32;
constexpr int kThreads = kTile * kTile; /* one thread per element of the C tile */

__global__ void __launch_bounds__(kThreads) sgemm_smem(tcgemm_problem_t p)
{
    __shared__ float As[kTile * (kTile + 1)]; /* As[q][i] = op(A)(row0 + i, k0 + q) */
    __shared__ float Bs[kTile * (kTile + 1)]; /* Bs[q][j] = op(B)(k0 + q, col0 + j) */
    TileLoader<kTile, kTile, kTile + 1, kThreads, false> load_a, load_b;
    const Operand a = operand_a(p), b = operand_b(p);
    const int tx = threadIdx.x % kTile, ty = threadIdx.x / kTile;
    const int col0 = blockIdx.x * kTile;

    for (int row0 = blockIdx.y * kTile; row0 < p.m; row0 += gridDim.y * kTile) {
        float acc = 0.0f;
        for (int k0 = 0; k0 < p.k; k0 += kTile) {
            load_a.fetch(a, row0, k0);
            load_b.fetch(b, col0, k0);
            load_a.store(As, a.k_contig);
            load_b.store(Bs, b.k_contig);
            __syncthreads();
            /* ty is constant across a warp (a broadcast), tx walks consecutive banks. */
#pragma unroll
            for (int q = 0; q < kTile; ++q)
                acc += As[q * (kTile + 1) + ty] * Bs[q * (kTile + 1) + tx];
            __syncthreads(); /* the next slice overwrites the tiles */
        }
        store_c_guarded(p, row0 + ty, col0 + tx, acc);
    }
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    sgemm_smem<<<tile_grid(p, kTile, kTile), kThreads, 0, p->stream>>>(*p);
    return cudaGetLastError();
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_smem = {
    "sgemm_smem",
    TCGEMM_F32,
    75,
    6.5f,
    "none: any shape, layout and alignment",
    tcgemm::serves_any_call,
    launch,
    kTile,
    kTile,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    0.0f,
};
