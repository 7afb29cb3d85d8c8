/* bench_device.cu — random fills, the result comparison and the read probe for tcgemm-bench. */
#include <cuda_fp16.h>

#include "bench_device.h"

namespace {

constexpr int kThreads = 256;

/* splitmix64's finaliser: consecutive indices give independent-looking bits. */
__device__ unsigned long long mix(unsigned long long x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

template <typename T>
__device__ T from_float(float x);
template <>
__device__ float from_float<float>(float x)
{
    return x;
}
template <>
__device__ __half from_float<__half>(float x)
{
    return __float2half_rn(x);
}

__device__ float as_float(float x)
{
    return x;
}
__device__ float as_float(__half x)
{
    return __half2float(x);
}

template <typename T>
__global__ void fill_random(T *dst, size_t count, unsigned seed)
{
    const unsigned long long base = (unsigned long long)seed << 40;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count;
         i += (size_t)gridDim.x * blockDim.x) {
        /* The top 24 bits as a fraction in [0, 1), then onto [-1, 1). */
        const float u = (float)(mix(base + i) >> 40) * (1.0f / 16777216.0f);
        dst[i] = from_float<T>(2.0f * u - 1.0f);
    }
}

template <typename T>
__global__ void compare(const T *out, const T *ref, size_t count, bench_diff_t *sum)
{
    __shared__ double diff2[kThreads], ref2[kThreads];
    __shared__ unsigned long long bad[kThreads], ref_bad[kThreads];
    double d2 = 0, r2 = 0;
    unsigned long long b = 0, rb = 0;
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < count;
         i += (size_t)gridDim.x * blockDim.x) {
        const double o = as_float(out[i]), r = as_float(ref[i]);
        if (!isfinite(r)) {
            ++rb; /* nothing to hold the variant to here; the caller decides what it means */
            continue;
        }
        if (!isfinite(o)) {
            ++b;
            continue;
        }
        d2 += (o - r) * (o - r);
        r2 += r * r;
    }
    diff2[threadIdx.x] = d2, ref2[threadIdx.x] = r2;
    bad[threadIdx.x] = b, ref_bad[threadIdx.x] = rb;
    __syncthreads();
    for (int half = kThreads / 2; half > 0; half /= 2) {
        if (threadIdx.x < half) {
            diff2[threadIdx.x] += diff2[threadIdx.x + half];
            ref2[threadIdx.x] += ref2[threadIdx.x + half];
            bad[threadIdx.x] += bad[threadIdx.x + half];
            ref_bad[threadIdx.x] += ref_bad[threadIdx.x + half];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        atomicAdd(&sum->diff2, diff2[0]);
        atomicAdd(&sum->ref2, ref2[0]);
        atomicAdd(&sum->bad, bad[0]);
        atomicAdd(&sum->ref_bad, ref_bad[0]);
    }
}

/* Reads a16 16-byte pieces at a and b16 at b (2 in flight a thread: the best of 12
 * configurations for 25 MB - 1 GB on the H100, bench/results/2026-11-26-s24/call1) and writes
 * c16 pieces of zeros at c. The xor of what was read is stored only if it equals a value no
 * input gives in practice, so that the loads cannot be dropped. c holds at least 4 bytes. */
__device__ unsigned xor_of(const uint4 *__restrict__ p, size_t n, size_t first, size_t stride)
{
    unsigned acc = 0;
    size_t i = first;
    for (; i + stride < n; i += 2 * stride) {
        const uint4 u = __ldcs(p + i), v = __ldcs(p + i + stride);
        acc ^= u.x ^ u.y ^ u.z ^ u.w ^ v.x ^ v.y ^ v.z ^ v.w;
    }
    if (i < n) {
        const uint4 u = __ldcs(p + i);
        acc ^= u.x ^ u.y ^ u.z ^ u.w;
    }
    return acc;
}

__global__ void read_probe(const uint4 *__restrict__ a, size_t a16, const uint4 *__restrict__ b,
                           size_t b16, uint4 *c, size_t c16)
{
    const size_t stride = (size_t)gridDim.x * blockDim.x;
    const size_t first = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    const unsigned acc = xor_of(a, a16, first, stride) ^ xor_of(b, b16, first, stride);
    for (size_t i = first; i < c16; i += stride)
        c[i] = make_uint4(0, 0, 0, 0);
    if (acc == 0x9E3779B9u) /* C's content does not matter here */
        *reinterpret_cast<unsigned *>(c) = acc;
}

/* Enough blocks to fill any current GPU; the kernels stride over the rest. */
unsigned blocks_for(size_t count)
{
    const size_t blocks = (count + kThreads - 1) / kThreads;
    return (unsigned)(blocks < 4096 ? (blocks ? blocks : 1) : 4096);
}

} // namespace

extern "C" cudaError_t bench_fill_random(void *dst, size_t count, int f16, unsigned seed,
                                         cudaStream_t stream)
{
    if (f16)
        fill_random<<<blocks_for(count), kThreads, 0, stream>>>((__half *)dst, count, seed);
    else
        fill_random<<<blocks_for(count), kThreads, 0, stream>>>((float *)dst, count, seed);
    return cudaGetLastError();
}

extern "C" cudaError_t bench_compare(const void *out, const void *ref, size_t count, int f16,
                                     bench_diff_t *diff, cudaStream_t stream)
{
    bench_diff_t *sum = nullptr;
    cudaError_t err = cudaMalloc(&sum, sizeof *sum);
    if (err != cudaSuccess)
        return err;
    err = cudaMemsetAsync(sum, 0, sizeof *sum, stream);
    if (err == cudaSuccess) {
        if (f16)
            compare<<<blocks_for(count), kThreads, 0, stream>>>((const __half *)out,
                                                                (const __half *)ref, count, sum);
        else
            compare<<<blocks_for(count), kThreads, 0, stream>>>((const float *)out,
                                                                (const float *)ref, count, sum);
        err = cudaGetLastError();
    }
    if (err == cudaSuccess)
        err = cudaMemcpyAsync(diff, sum, sizeof *diff, cudaMemcpyDeviceToHost, stream);
    if (err == cudaSuccess)
        err = cudaStreamSynchronize(stream);
    cudaFree(sum);
    return err;
}

extern "C" cudaError_t bench_read_probe(const void *a, size_t a_bytes, const void *b,
                                        size_t b_bytes, void *c, size_t c_bytes, int sm_count,
                                        cudaStream_t stream)
{
    read_probe<<<8 * sm_count, kThreads, 0, stream>>>(static_cast<const uint4 *>(a), a_bytes / 16,
                                                      static_cast<const uint4 *>(b), b_bytes / 16,
                                                      static_cast<uint4 *>(c), c_bytes / 16);
    return cudaGetLastError();
}

cudaError_t bench_copy_bandwidth(double *bytes_per_s, cudaStream_t stream)
{
    constexpr size_t kBytes = (size_t)256 << 20;
    constexpr int kRuns = 10;
    *bytes_per_s = 0;
    void *src = nullptr, *dst = nullptr;
    cudaEvent_t ev[kRuns + 1] = {};
    float ms[kRuns];
    cudaError_t err = cudaMalloc(&src, kBytes);
    if (err == cudaSuccess)
        err = cudaMalloc(&dst, kBytes);
    if (err == cudaSuccess)
        err = cudaMemsetAsync(src, 0, kBytes, stream);
    if (err == cudaSuccess) /* a first, untimed, copy */
        err = cudaMemcpyAsync(dst, src, kBytes, cudaMemcpyDeviceToDevice, stream);
    for (int i = 0; i <= kRuns && err == cudaSuccess; ++i)
        err = cudaEventCreate(&ev[i]);
    for (int i = 0; i < kRuns && err == cudaSuccess; ++i) {
        err = cudaEventRecord(ev[i], stream);
        if (err == cudaSuccess)
            err = cudaMemcpyAsync(dst, src, kBytes, cudaMemcpyDeviceToDevice, stream);
    }
    if (err == cudaSuccess)
        err = cudaEventRecord(ev[kRuns], stream);
    if (err == cudaSuccess)
        err = cudaEventSynchronize(ev[kRuns]);
    for (int i = 0; i < kRuns && err == cudaSuccess; ++i)
        err = cudaEventElapsedTime(&ms[i], ev[i], ev[i + 1]);
    if (err == cudaSuccess) {
        for (int i = 1; i < kRuns; ++i) /* insertion sort: the median of ten */
            for (int j = i; j > 0 && ms[j] < ms[j - 1]; --j) {
                const float t = ms[j];
                ms[j] = ms[j - 1];
                ms[j - 1] = t;
            }
        *bytes_per_s = 2.0 * kBytes / (0.5e-3 * (ms[kRuns / 2 - 1] + ms[kRuns / 2]));
    }
    for (cudaEvent_t e : ev)
        if (e)
            cudaEventDestroy(e);
    cudaFree(src);
    cudaFree(dst);
    return err;
}
