/* common.cuh — the few device helpers several variants share, so no variant carries a copy. */
#pragma once

#include <cuda_fp16.h>
#include <stdint.h>

#include <atomic>

#include "variant.h"

namespace tcgemm {

constexpr int ceil_div(int a, int b)
{
    return (a + b - 1) / b;
}

/* The largest grid.y a launch may use: variants that tile rows along y loop past it. */
constexpr int kMaxGridY = 65535;

/* Lets Kernel use `bytes` of dynamic shared memory. Above the default 48 KB a kernel must opt in
 * with cudaFuncSetAttribute; the attribute belongs to the device, so it is set once per device
 * (a driver call on every GEMM would cost microseconds on small problems). Like the handle,
 * this assumes the handle's device is the current one. */
template <auto Kernel>
cudaError_t opt_in_shared_memory(size_t bytes, const tcgemm_problem_t *p)
{
    if (bytes <= 48 * 1024)
        return cudaSuccess;
    static std::atomic<uint64_t> raised{0}; /* bit d: done on device d (d < 64) */
    const int d = p->device->ordinal;
    const uint64_t bit = d >= 0 && d < 64 ? uint64_t{1} << d : 0;
    if (bit == 0 || !(raised.load(std::memory_order_acquire) & bit)) {
        const cudaError_t err =
            cudaFuncSetAttribute(Kernel, cudaFuncAttributeMaxDynamicSharedMemorySize, (int)bytes);
        if (err != cudaSuccess)
            return err;
        raised.fetch_or(bit, std::memory_order_release);
    }
    return cudaSuccess;
}

/* Launches Kernel on the problem's stream with `bytes` of dynamic shared memory. */
template <void (*Kernel)(tcgemm_problem_t)>
cudaError_t launch_kernel(dim3 grid, int threads, size_t bytes, const tcgemm_problem_t *p)
{
    const cudaError_t err = opt_in_shared_memory<Kernel>(bytes, p);
    if (err != cudaSuccess)
        return err;
    Kernel<<<grid, threads, bytes, p->stream>>>(*p);
    return cudaGetLastError();
}

/* supports() of a variant with no limits. */
inline const char *serves_any_call(const tcgemm_problem_t *)
{
    return nullptr;
}

inline bool aligned_to(const void *p, unsigned bytes)
{
    return (uintptr_t)p % bytes == 0;
}

/* Whether every row of an operand (from ptr, ld elements of e bytes apart) starts on a multiple
 * of `bytes`: 16 for cp.async and TMA, 32 for a whole sector, 128 for a whole L2 line. */
inline bool rows_aligned(const void *ptr, int ld, size_t e, unsigned bytes)
{
    return aligned_to(ptr, bytes) && (size_t)ld * e % bytes == 0;
}

__device__ __forceinline__ float to_float(float x)
{
    return x;
}
__device__ __forceinline__ float to_float(__half x)
{
    return __half2float(x);
}

template <typename T>
__device__ __forceinline__ T from_float(float x);
template <>
__device__ __forceinline__ float from_float<float>(float x)
{
    return x;
}
template <>
__device__ __forceinline__ __half from_float<__half>(float x)
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

/* Eight consecutive elements of one row of an fp16 C, the `count` (<= 8) of them that lie inside
 * the matrix: c[e] = alpha * acc[e] + beta * c[e], as store_c does one at a time. The usual
 * case, all eight inside and c 16-byte aligned, is one 16-byte load (none when beta == 0) and
 * one 16-byte store; the alignment is checked here, so any ldc and pointer are served. */
__device__ __forceinline__ void store_c_row8(__half *c, const float *acc, int count, float alpha,
                                             float beta)
{
    if (count == 8 && (reinterpret_cast<uintptr_t>(c) & 15) == 0) {
        uint4 old = make_uint4(0, 0, 0, 0);
        if (beta != 0.0f)
            old = *reinterpret_cast<const uint4 *>(c);
        const __half2 *in = reinterpret_cast<const __half2 *>(&old);
        uint4 out;
        __half2 *res = reinterpret_cast<__half2 *>(&out);
#pragma unroll
        for (int w = 0; w < 4; ++w) {
            const float2 cv = __half22float2(in[w]);
            const float lo = beta == 0.0f ? alpha * acc[2 * w] : alpha * acc[2 * w] + beta * cv.x;
            const float hi =
                beta == 0.0f ? alpha * acc[2 * w + 1] : alpha * acc[2 * w + 1] + beta * cv.y;
            res[w] = __floats2half2_rn(lo, hi);
        }
        *reinterpret_cast<uint4 *>(c) = out;
        return;
    }
    for (int e = 0; e < count; ++e)
        store_c(c + e, acc[e], alpha, beta);
}

/* XOR swizzle of a shared tile with `Cols` halves per row, addressed in 16-byte chunks: the
 * chunk index is XORed with the row's position inside its 8-row period, so the 8 chunks that a
 * 16-byte store phase or one ldmatrix matrix touches (8 consecutive rows, same logical chunk)
 * fall into 8 different 4-bank groups. Rows narrower than 128 bytes share a 128-byte bank line
 * with their neighbours, hence the division by rows-per-line. Returns an offset in halves. */
template <int Cols>
__device__ __forceinline__ int swizzle_chunk(int row, int chunk)
{
    constexpr int kChunks = Cols / 8; /* 16-byte chunks per row */
    constexpr int kRowsPerLine = kChunks >= 8 ? 1 : 8 / kChunks;
    constexpr int kPeriod = kChunks >= 8 ? 8 : kChunks;
    return row * Cols + ((chunk ^ ((row / kRowsPerLine) % kPeriod)) * 8);
}

/* c[0..1] = alpha * acc + beta * c for two adjacent fp16 elements of a row, the pair an mma
 * accumulator fragment holds per row; `both`: the second one lies inside C. One 4-byte access
 * when both lie inside and c is 4-byte aligned (callers pass that as `pairs`), else store_c. */
__device__ __forceinline__ void store_c_pair(__half *c, float acc0, float acc1, bool both,
                                             bool pairs, float alpha, float beta)
{
    if (both && pairs) {
        float2 r = make_float2(alpha * acc0, alpha * acc1);
        if (beta != 0.0f) {
            const float2 old = __half22float2(*reinterpret_cast<const __half2 *>(c));
            r.x += beta * old.x;
            r.y += beta * old.y;
        }
        *reinterpret_cast<__half2 *>(c) = __float22half2_rn(r);
        return;
    }
    store_c(c, acc0, alpha, beta);
    if (both)
        store_c(c + 1, acc1, alpha, beta);
}

} // namespace tcgemm
