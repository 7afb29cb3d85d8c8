/* sgemm_skinny.cu — fp32 for a small M or a small N (<= 48), any K: skinny_branches.cuh's four
 * kernels (a GEMV, a shared-memory ring on the CUDA cores, register batches, split-K), one
 * chosen per call. Measured: docs/06_skinny_and_splitk.md.
 */
#include "skinny_branches.cuh"

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny =
    variant<float>("sgemm_skinny", 10.0f);
