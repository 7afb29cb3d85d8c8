/* 08_hip_wmma — the WMMA rung on AMD RDNA3 (gfx1100) through HIP: run it, check it on the CPU.
 *
 * Lesson: the same 16x16x16 tensor-core step in the other vendor's dialect. Here no fragment
 * type loads itself: kernels/hip/wmma_gfx11_lanes.h says which of the 32 lanes holds which
 * element of A, B and C, and the kernel places them (docs/08_portability.md sets the two
 * dialects side by side). This program runs tcgemm_hip_hgemm_wmma on a ragged problem with
 * transposes, alpha and beta, and compares C with a plain CPU GEMM.
 *
 * Built with CMake's TCGEMM_BUILD_HIP=ON (hipcc, Debian's package). It links, but no AMD GPU has
 * run it for this project: without a HIP device it prints "no HIP device" and exits 77.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include <hip/hip_runtime.h>

#include "hgemm_wmma_gfx11.h"

static float random_value(unsigned *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) / (float)(1u << 24) * 2.0f - 1.0f;
}

int main(void)
{
    int devices = 0;
    if (hipGetDeviceCount(&devices) != hipSuccess || devices == 0) {
        printf("no HIP device\n");
        return 77;
    }
    /* op(A) m x k transposed (stored k x m), op(B) k x n, padded leading dimensions. */
    const int m = 100, n = 70, k = 45, lda = m + 3, ldb = n + 1, ldc = n + 5;
    const float alpha = 1.5f, beta = -0.5f;
    const size_t na = (size_t)k * lda, nb = (size_t)k * ldb, nc = (size_t)m * ldc;
    _Float16 *a = (_Float16 *)malloc(na * 2), *b = (_Float16 *)malloc(nb * 2);
    _Float16 *c = (_Float16 *)malloc(nc * 2);
    float *want = (float *)malloc(nc * sizeof(float));
    unsigned state = 20261123;
    for (size_t i = 0; i < na; ++i)
        a[i] = (_Float16)random_value(&state);
    for (size_t i = 0; i < nb; ++i)
        b[i] = (_Float16)random_value(&state);
    for (size_t i = 0; i < nc; ++i)
        c[i] = (_Float16)random_value(&state);
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
            double sum = 0;
            for (int p = 0; p < k; ++p)
                sum +=
                    (double)(float)a[(size_t)p * lda + i] * (double)(float)b[(size_t)p * ldb + j];
            want[(size_t)i * ldc + j] =
                (float)(alpha * sum + beta * (double)(float)c[(size_t)i * ldc + j]);
        }

    void *da, *db, *dc;
    if (hipMalloc(&da, na * 2) != hipSuccess || hipMalloc(&db, nb * 2) != hipSuccess ||
        hipMalloc(&dc, nc * 2) != hipSuccess || hipMemcpy(da, a, na * 2, hipMemcpyHostToDevice) ||
        hipMemcpy(db, b, nb * 2, hipMemcpyHostToDevice) ||
        hipMemcpy(dc, c, nc * 2, hipMemcpyHostToDevice)) {
        printf("HIP allocation or copy failed\n");
        return 1;
    }
    hipError_t err =
        tcgemm_hip_hgemm_wmma(m, n, k, 1, 0, alpha, da, lda, db, ldb, beta, dc, ldc, 0);
    if (err == hipSuccess)
        err = hipMemcpy(c, dc, nc * 2, hipMemcpyDeviceToHost);
    if (err != hipSuccess) {
        printf("tcgemm_hip_hgemm_wmma: %s\n", hipGetErrorString(err));
        return 1;
    }
    double worst = 0;
    for (int i = 0; i < m; ++i)
        for (int j = 0; j < n; ++j) {
            const double w = want[(size_t)i * ldc + j], got = (float)c[(size_t)i * ldc + j];
            const double rel = fabs(got - w) / (fabs(w) > 1 ? fabs(w) : 1);
            worst = rel > worst ? rel : worst;
        }
    printf(
        "hgemm_wmma_gfx11 %dx%dx%d (A transposed, alpha %.1f, beta %.1f): worst error %.2g: %s\n",
        m, n, k, alpha, beta, worst, worst < 4e-3 ? "OK" : "WRONG");
    hipFree(da);
    hipFree(db);
    hipFree(dc);
    free(a);
    free(b);
    free(c);
    free(want);
    return worst < 4e-3 ? 0 : 1;
}
