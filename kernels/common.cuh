/* common.cuh — the few device helpers several variants share, so no variant carries a copy. */
#pragma once

#include <cuda_fp16.h>
#include <stdint.h>

#include "variant.h"

namespace tcgemm {

constexpr int ceil_div(int a, int b) { return (a + b - 1) / b; }

/* The largest grid.y a launch may use: variants that tile rows along y loop past it. */
constexpr int kMaxGridY = 65535;

inline bool aligned_to(const void *p, unsigned bytes) { return (uintptr_t)p % bytes == 0; }

__device__ __forceinline__ float to_float(float x) { return x; }
__device__ __forceinline__ float to_float(__half x) { return __half2float(x); }

template <typename T> __device__ __forceinline__ T from_float(float x);
template <> __device__ __forceinline__ float from_float<float>(float x) { return x; }
template <> __device__ __forceinline__ __half from_float<__half>(float x)
{
    return __float2half_rn(x);
}

/* op(A)(i, p) and op(B)(p, j) of a normalised (row-major) problem; 64-bit offsets because
 * i * lda overflows int on large matrices. */
template <typename T>
__device__ __forceinline__ T load_op_a(const T *A, int lda, bool trans, int i, int p)
{
    return trans ? A[(int64_t)p * lda + i] : A[(int64_t)i * lda + p];
}
template <typename T>
__device__ __forceinline__ T load_op_b(const T *B, int ldb, bool trans, int p, int j)
{
    return trans ? B[(int64_t)j * ldb + p] : B[(int64_t)p * ldb + j];
}

/* The epilogue every variant ends in: c = alpha * acc + beta * c in fp32, rounded once. With
 * beta == 0, C is not read, so NaN or garbage already in C never reaches the result. */
template <typename T>
__device__ __forceinline__ void store_c(T *c, float acc, float alpha, float beta)
{
    const float out = beta == 0.0f ? alpha * acc : alpha * acc + beta * to_float(*c);
    *c = from_float<T>(out);
}

} // namespace tcgemm
