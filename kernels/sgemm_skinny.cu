/* sgemm_skinny.cu — fp32 for a small M or a small N (<= 48), any K: skinny_branches.cuh's four
 * kernels (a GEMV, a shared-memory ring on the CUDA cores, register batches, split-K), one
 * chosen per call. Measured (AUTO, H100, 2026-11-26, cuBLAS in the same run, bench/results/
 * 2026-11-26-s23/call5): 1024 x 16 x 500000 0.765 ms (1.09x the floor, 1.53x cuBLAS), 35 x 8457 x
 * 4096 116 us (1.03x), 8 x 4096 x 4096 27.9 us (1.63x); the rest in docs/06_skinny_and_splitk.md.
 */
#include "skinny_branches.cuh"

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny =
    variant<float>("sgemm_skinny", 10.0f);
