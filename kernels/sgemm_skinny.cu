/* sgemm_skinny.cu — fp32 for a small M or a small N (<= 48), any K: skinny_branches.cuh's four
 * kernels (a GEMV, a shared-memory ring on the CUDA cores, register batches, split-K), one
 * chosen per call. Measured (AUTO, H100, 2026-11-26, cuBLAS in the same run, bench/results/
 * 2026-11-26-s23/call8): 1024 x 16 x 500000 0.762 ms (1.09x the floor, 1.58x cuBLAS), 35 x 8457 x
 * 4096 116 us (1.03x), 8 x 4096 x 4096 NT 28.7 us (1.70x); the rest in
 * docs/06_skinny_and_splitk.md.
 */
#include "skinny_branches.cuh"

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny =
    variant<float>("sgemm_skinny", 10.0f);
