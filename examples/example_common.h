/* example_common.h — what every tutorial program needs: run one variant through the public
 * API on random data, check it against cuBLAS and time both.
 *
 *   int example_compare(const char *variant, tcgemm_order_t order, tcgemm_op_t transa,
 *                       tcgemm_op_t transb, int m, int n, int k);
 *
 * `variant` is a registry name ("hgemm_wmma_smem", "sgemm_naive"); its prefix hgemm_ / sgemm_
 * gives the data type. AUTO has no prefix, so it is spelled "auto:f16" or "auto:f32" (plain
 * "auto" means "auto:f16"). Matrices are stored with the smallest leading dimensions, A and B
 * hold random values away from zero, C is filled with NaN and beta = 0, alpha = 1, so a variant
 * that reads C or skips an element shows up as an error. The result is compared with cuBLAS
 * (fp32 compute) by ||C - C_ref||_F / ||C_ref||_F against 2e-3 for fp16, 1e-4 for fp32; both
 * are timed with CUDA events (warm-up, then the median of EXAMPLE_RUNS calls). One line is
 * printed:
 *
 *   hgemm_wmma_smem 4096x4096x4096: 123.4 TFLOPS, cuBLAS 456.7 TFLOPS (27.0%), rel err 1.2e-04: OK
 *
 * Returns EXAMPLE_OK (0), EXAMPLE_WRONG (1: wrong result or a failed call), EXAMPLE_NOT_SUPPORTED
 * (2: the variant refused the call; the API's message is printed) or EXAMPLE_NO_DEVICE (77,
 * "no CUDA device" printed: the exit code ctest reads as skipped).
 *
 * Plain C (C99 and later); static functions only, so each program includes it once.
 */
#ifndef TCGEMM_EXAMPLE_COMMON_H
#define TCGEMM_EXAMPLE_COMMON_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include "tcgemm.h"

#define EXAMPLE_OK 0
#define EXAMPLE_WRONG 1
#define EXAMPLE_NOT_SUPPORTED 2
#define EXAMPLE_NO_DEVICE 77

#define EXAMPLE_WARMUP 2
#define EXAMPLE_RUNS 10

/* 1 if a CUDA device can be used; prints "no CUDA device" once otherwise. */
static inline int example_have_device(void)
{
    int count = 0;
    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        cudaGetLastError();
        printf("no CUDA device\n");
        return 0;
    }
    return 1;
}

/* Deterministic values in [-1, -0.1] U [0.1, 1]: never zero, so no product term vanishes. */
static inline float example_random(uint64_t *state)
{
    *state = *state * 6364136223846793005ull + 1442695040888963407ull;
    const float u = (float)(*state >> 40) / (float)(1 << 24); /* [0, 1) */
    const float mag = 0.1f + 0.9f * u;
    return (*state >> 39) & 1 ? mag : -mag;
}

static inline int example_cmp_float(const void *a, const void *b)
{
    const float x = *(const float *)a, y = *(const float *)b;
    return (x > y) - (x < y);
}

static inline float example_median(float *ms, int count)
{
    qsort(ms, (size_t)count, sizeof *ms, example_cmp_float);
    return count % 2 ? ms[count / 2] : 0.5f * (ms[count / 2 - 1] + ms[count / 2]);
}

typedef struct {
    int f16;
    tcgemm_order_t order;
    tcgemm_op_t transa, transb;
    int m, n, k, lda, ldb, ldc;
    void *A, *B, *C;
} example_call_t;

static inline tcgemm_status_t example_run_tcgemm(tcgemm_handle_t h, const example_call_t *c)
{
    if (c->f16)
        return tcgemm_hgemm(h, c->order, c->transa, c->transb, c->m, c->n, c->k, 1.0f,
                            (const tcgemm_half_t *)c->A, c->lda, (const tcgemm_half_t *)c->B,
                            c->ldb, 0.0f, (tcgemm_half_t *)c->C, c->ldc);
    return tcgemm_sgemm(h, c->order, c->transa, c->transb, c->m, c->n, c->k, 1.0f,
                        (const float *)c->A, c->lda, (const float *)c->B, c->ldb, 0.0f,
                        (float *)c->C, c->ldc);
}

/* cuBLAS is column-major: a row-major C is the column-major C^T = op(B)^T op(A)^T. */
static inline cublasStatus_t example_run_cublas(cublasHandle_t cb, const example_call_t *c, void *C)
{
    const float one = 1.0f, zero = 0.0f;
    const cudaDataType_t t = c->f16 ? CUDA_R_16F : CUDA_R_32F;
    const cublasOperation_t oa = c->transa == TCGEMM_OP_T ? CUBLAS_OP_T : CUBLAS_OP_N;
    const cublasOperation_t ob = c->transb == TCGEMM_OP_T ? CUBLAS_OP_T : CUBLAS_OP_N;
    if (c->order == TCGEMM_ROW_MAJOR)
        return cublasGemmEx(cb, ob, oa, c->n, c->m, c->k, &one, c->B, t, c->ldb, c->A, t, c->lda,
                            &zero, C, t, c->ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
    return cublasGemmEx(cb, oa, ob, c->m, c->n, c->k, &one, c->A, t, c->lda, c->B, t, c->ldb, &zero,
                        C, t, c->ldc, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
}

/* Median milliseconds of EXAMPLE_RUNS calls of tcgemm (cb == NULL) or cuBLAS; < 0 on error. */
static inline float example_time(tcgemm_handle_t h, cublasHandle_t cb, const example_call_t *c,
                                 void *C)
{
    float ms[EXAMPLE_RUNS];
    cudaEvent_t start, stop;
    if (cudaEventCreate(&start) != cudaSuccess || cudaEventCreate(&stop) != cudaSuccess)
        return -1.0f;
    int ok = 1;
    for (int r = -EXAMPLE_WARMUP; r < EXAMPLE_RUNS && ok; ++r) {
        ok = cudaEventRecord(start, 0) == cudaSuccess;
        ok = ok && (cb ? example_run_cublas(cb, c, C) == CUBLAS_STATUS_SUCCESS
                       : example_run_tcgemm(h, c) == TCGEMM_STATUS_SUCCESS);
        ok = ok && cudaEventRecord(stop, 0) == cudaSuccess &&
             cudaEventSynchronize(stop) == cudaSuccess;
        if (ok && r >= 0)
            ok = cudaEventElapsedTime(&ms[r], start, stop) == cudaSuccess;
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    return ok ? example_median(ms, EXAMPLE_RUNS) : -1.0f;
}

/* Stored rows x cols in `order` with the smallest leading dimension: returns ld, sets *elems. */
static inline int example_layout(tcgemm_order_t order, int rows, int cols, size_t *elems)
{
    const int ld = order == TCGEMM_ROW_MAJOR ? cols : rows;
    *elems = (size_t)(order == TCGEMM_ROW_MAJOR ? rows : cols) * (size_t)ld;
    return ld;
}

static inline double example_element(const void *host, int f16, size_t i)
{
    return f16 ? tcgemm_half_to_float(((const tcgemm_half_t *)host)[i]) : ((const float *)host)[i];
}

static inline int example_compare(const char *variant, tcgemm_order_t order, tcgemm_op_t transa,
                                  tcgemm_op_t transb, int m, int n, int k)
{
    int f16;
    tcgemm_algo_t algo;
    if (strcmp(variant, "auto") == 0 || strcmp(variant, "auto:f16") == 0 ||
        strcmp(variant, "auto:f32") == 0) {
        f16 = strcmp(variant, "auto:f32") != 0;
        algo = TCGEMM_ALGO_AUTO;
    } else {
        f16 = strncmp(variant, "hgemm_", 6) == 0;
        algo = tcgemm_algo_from_name(variant);
        if (algo == TCGEMM_ALGO_COUNT || (!f16 && strncmp(variant, "sgemm_", 6) != 0)) {
            printf("%s: no such variant\n", variant);
            return EXAMPLE_WRONG;
        }
    }
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;

    example_call_t c = {f16, order, transa, transb, m, n, k, 0, 0, 0, NULL, NULL, NULL};
    size_t na, nb, nc;
    c.lda =
        transa == TCGEMM_OP_N ? example_layout(order, m, k, &na) : example_layout(order, k, m, &na);
    c.ldb =
        transb == TCGEMM_OP_N ? example_layout(order, k, n, &nb) : example_layout(order, n, k, &nb);
    c.ldc = example_layout(order, m, n, &nc);
    const size_t elem = f16 ? sizeof(tcgemm_half_t) : sizeof(float);

    int result = EXAMPLE_WRONG;
    tcgemm_handle_t h = NULL;
    cublasHandle_t cb = NULL;
    void *Cref = NULL;
    size_t largest = na > nb ? na : nb;
    largest = largest > nc ? largest : nc;
    unsigned char *host = malloc(largest * elem); /* staging for A, B and C in turn */
    unsigned char *host_ref = malloc(nc * elem);
    if (!host || !host_ref || cudaMalloc(&c.A, na * elem) != cudaSuccess ||
        cudaMalloc(&c.B, nb * elem) != cudaSuccess || cudaMalloc(&c.C, nc * elem) != cudaSuccess ||
        cudaMalloc(&Cref, nc * elem) != cudaSuccess) {
        printf("%s: out of memory for %dx%dx%d\n", variant, m, n, k);
        goto done;
    }
    if (tcgemm_create(&h) != TCGEMM_STATUS_SUCCESS || cublasCreate(&cb) != CUBLAS_STATUS_SUCCESS) {
        printf("%s: could not create the tcgemm or cuBLAS handle\n", variant);
        goto done;
    }

    /* A, then B, from one random stream; C and its reference poisoned with NaN. */
    uint64_t state = 20261122;
    void *const operands[2] = {c.A, c.B};
    const size_t counts[2] = {na, nb};
    for (int o = 0; o < 2; ++o) {
        for (size_t i = 0; i < counts[o]; ++i) {
            const float x = example_random(&state);
            if (f16)
                ((tcgemm_half_t *)host)[i] = tcgemm_float_to_half(x);
            else
                ((float *)host)[i] = x;
        }
        cudaMemcpy(operands[o], host, counts[o] * elem, cudaMemcpyHostToDevice);
    }
    for (size_t i = 0; i < nc; ++i) {
        if (f16)
            ((tcgemm_half_t *)host)[i] = tcgemm_float_to_half(NAN);
        else
            ((float *)host)[i] = NAN;
    }
    cudaMemcpy(c.C, host, nc * elem, cudaMemcpyHostToDevice);
    cudaMemcpy(Cref, host, nc * elem, cudaMemcpyHostToDevice);

    tcgemm_set_algo(h, algo);
    const tcgemm_status_t st = example_run_tcgemm(h, &c);
    if (st == TCGEMM_STATUS_NOT_SUPPORTED) {
        printf("%s %dx%dx%d: NOT_SUPPORTED: %s\n", variant, m, n, k, tcgemm_last_error(h));
        result = EXAMPLE_NOT_SUPPORTED;
        goto done;
    }
    if (st != TCGEMM_STATUS_SUCCESS) {
        printf("%s %dx%dx%d: %s: %s\n", variant, m, n, k, tcgemm_status_string(st),
               tcgemm_last_error(h));
        goto done;
    }
    if (example_run_cublas(cb, &c, Cref) != CUBLAS_STATUS_SUCCESS ||
        cudaDeviceSynchronize() != cudaSuccess ||
        cudaMemcpy(host, c.C, nc * elem, cudaMemcpyDeviceToHost) != cudaSuccess ||
        cudaMemcpy(host_ref, Cref, nc * elem, cudaMemcpyDeviceToHost) != cudaSuccess) {
        printf("%s %dx%dx%d: CUDA or cuBLAS error: %s\n", variant, m, n, k,
               cudaGetErrorString(cudaGetLastError()));
        goto done;
    }
    double diff2 = 0.0, ref2 = 0.0;
    for (size_t i = 0; i < nc; ++i) {
        const double o = example_element(host, f16, i), r = example_element(host_ref, f16, i);
        diff2 += (o - r) * (o - r); /* NaN left in C makes diff2 NaN: reported WRONG */
        ref2 += r * r;
    }
    const double rel = ref2 > 0.0 ? sqrt(diff2 / ref2) : sqrt(diff2);
    const int correct = rel <= (f16 ? 2e-3 : 1e-4);

    const float ms = example_time(h, NULL, &c, c.C), ms_ref = example_time(NULL, cb, &c, Cref);
    if (ms < 0.0f || ms_ref < 0.0f) {
        printf("%s %dx%dx%d: timing failed\n", variant, m, n, k);
        goto done;
    }
    const double flops = 2.0 * m * n * k;
    const double tflops = flops / (ms * 1e9), tflops_ref = flops / (ms_ref * 1e9);
    printf("%s %dx%dx%d: %.1f TFLOPS, cuBLAS %.1f TFLOPS (%.1f%%), rel err %.2g: %s\n", variant, m,
           n, k, tflops, tflops_ref, 100.0 * tflops / tflops_ref, rel, correct ? "OK" : "WRONG");
    result = correct ? EXAMPLE_OK : EXAMPLE_WRONG;

done:
    if (cb)
        cublasDestroy(cb);
    if (h)
        tcgemm_destroy(h);
    cudaFree(c.A);
    cudaFree(c.B);
    cudaFree(c.C);
    cudaFree(Cref);
    free(host);
    free(host_ref);
    return result;
}

#endif /* TCGEMM_EXAMPLE_COMMON_H */
