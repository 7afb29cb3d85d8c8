/* hgemm_skinny.cu — fp16 in and out, fp32 accumulation, for a small M or a small N (<= 48), any
 * K: skinny_branches.cuh's four kernels (a GEMV, a shared-memory ring on the tensor cores,
 * register batches, split-K), one chosen per call. Measured: docs/06_skinny_and_splitk.md.
 */
#include "skinny_branches.cuh"

extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_skinny =
    variant<__half>("hgemm_skinny", 8.0f);
