/* bench_device.h — the few kernels tcgemm-bench needs besides the library's: filling inputs
 * with random values on the device (host generation of gigabytes would dominate the run) and
 * comparing a result with the reference without copying it back. */
#ifndef TCGEMM_BENCH_DEVICE_H
#define TCGEMM_BENCH_DEVICE_H

#include <stddef.h>

#include <cuda_runtime_api.h>

#ifdef __cplusplus
extern "C" {
#endif

/* count elements (fp16 when f16, else fp32) set to values uniform in [-1, 1), a pure function
 * of (seed, index): the same seed refills a buffer with the same values. Never zeros only. */
cudaError_t bench_fill_random(void *dst, size_t count, int f16, unsigned seed, cudaStream_t stream);

typedef struct {
    double diff2;               /* sum of (out - ref)^2 over elements where both are finite */
    double ref2;                /* sum of ref^2 over the same elements */
    unsigned long long bad;     /* elements where ref is finite but out is not */
    unsigned long long ref_bad; /* elements where ref itself is not finite */
} bench_diff_t;

/* Compares count elements of out with ref; waits for the stream and fills *diff. */
cudaError_t bench_compare(const void *out, const void *ref, size_t count, int f16,
                          bench_diff_t *diff, cudaStream_t stream);

/* A kernel that reads a_bytes at a and b_bytes at b and writes c_bytes of zeros at c (16-byte
 * aligned addresses, at least 4 bytes at c; the bytes rounded down to 16), computing nothing:
 * timed like a GEMM it gives the least time any kernel moving those bytes shows (docs/bench.md). */
cudaError_t bench_read_probe(const void *a, size_t a_bytes, const void *b, size_t b_bytes, void *c,
                             size_t c_bytes, int sm_count, cudaStream_t stream);

/* The streaming bandwidth of this device: bytes read plus bytes written per second by a
 * device-to-device copy of 256 MiB (well past L2), the median of 10. */
cudaError_t bench_copy_bandwidth(double *bytes_per_s, cudaStream_t stream);

#ifdef __cplusplus
}
#endif

#endif
