/* hgemm_skinny.cu — fp16 in and out, fp32 accumulation, for a small M or a small N (<= 48), any
 * K: skinny_branches.cuh's four kernels (a GEMV, a shared-memory ring on the tensor cores,
 * register batches, split-K), one chosen per call. Measured (AUTO, H100, 2026-11-26, cuBLAS in
 * the same run, bench/results/2026-11-26-s23/call8): 1024 x 16 x 500000 0.359 ms (1.02x the
 * floor, 1.04x cuBLAS), 35 x 8457 x 4096 54.4 us (1.51x), 1 x 4096 x 4096 NT 15.9 us (1.14x);
 * the rest in docs/06_skinny_and_splitk.md.
 */
#include "skinny_branches.cuh"

extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_skinny =
    variant<__half>("hgemm_skinny", 8.0f);
