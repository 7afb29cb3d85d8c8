/* hgemm_wmma_gfx11.h — the HIP port of the WMMA rung for AMD RDNA3 (gfx1100), host side.
 * Compiled (CMake's TCGEMM_BUILD_HIP) and modelled on the CPU, not run on AMD hardware: see
 * docs/08_portability.md. */
#ifndef TCGEMM_HGEMM_WMMA_GFX11_H
#define TCGEMM_HGEMM_WMMA_GFX11_H

#include <hip/hip_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* C = alpha * op(A) * op(B) + beta * C on fp16 row-major matrices (IEEE binary16 bits), fp32
 * accumulation, enqueued on `stream`: tcgemm's normalised problem (src/variant.h), any m, n, k
 * and leading dimensions, C unread when beta == 0. hipErrorInvalidValue for m >= 2^21 (the grid's
 * y extent) or a size <= 0. */
hipError_t tcgemm_hip_hgemm_wmma(int m, int n, int k, int trans_a, int trans_b, float alpha,
                                 const void *A, int lda, const void *B, int ldb, float beta,
                                 void *C, int ldc, hipStream_t stream);

#ifdef __cplusplus
}
#endif

#endif
