/* probe_tiny.cu — where a tiny skinny call's time goes (issue 13's fp16 64 x 1 x 1216): the
 * API's host time per call, the GPU time of the call as the bench times it (events around each
 * of a run of back-to-back calls), and the same for each of the skinny path's four kernels
 * launched directly. Built against the library's internals; a record, not part of the build. */
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

#include "skinny_branches.cuh"
#include "tcgemm.h"

#define CK(x)                                                                                      \
    do {                                                                                           \
        cudaError_t e_ = (x);                                                                      \
        if (e_ != cudaSuccess) {                                                                   \
            fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));             \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

template <class F>
static void time_it(const char *what, F &&f, cudaStream_t st)
{
    const int n = 400;
    std::vector<cudaEvent_t> a(n), b(n);
    for (int i = 0; i < n; ++i) {
        CK(cudaEventCreate(&a[i]));
        CK(cudaEventCreate(&b[i]));
    }
    for (int i = 0; i < 20; ++i)
        if (f() != cudaSuccess) {
            printf("%-34s launch failed: %s\n", what, cudaGetErrorString(cudaGetLastError()));
            return;
        }
    CK(cudaStreamSynchronize(st));
    /* host time per call: the loop without events */
    auto t0 = std::chrono::steady_clock::now();
    for (int i = 0; i < n; ++i)
        f();
    auto t1 = std::chrono::steady_clock::now();
    CK(cudaStreamSynchronize(st));
    cudaEvent_t e0, e1;
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    CK(cudaEventRecord(e0, st));
    for (int i = 0; i < n; ++i)
        f();
    CK(cudaEventRecord(e1, st));
    CK(cudaEventSynchronize(e1));
    float thr;
    CK(cudaEventElapsedTime(&thr, e0, e1));
    for (int i = 0; i < n; ++i) {
        CK(cudaEventRecord(a[i], st));
        f();
        CK(cudaEventRecord(b[i], st));
    }
    CK(cudaEventSynchronize(b[n - 1]));
    std::vector<float> ms(n);
    for (int i = 0; i < n; ++i)
        CK(cudaEventElapsedTime(&ms[i], a[i], b[i]));
    std::sort(ms.begin(), ms.end());
    printf("%-34s host %6.2f us/call  back-to-back %6.2f us/call  evented median %6.2f us\n", what,
           std::chrono::duration<double, std::micro>(t1 - t0).count() / n, 1e3 * thr / n,
           1e3 * ms[n / 2]);
}

template <typename T>
static void probe(int m, int n, int k)
{
    const bool f16 = sizeof(T) == 2;
    cudaStream_t st;
    CK(cudaStreamCreate(&st));
    tcgemm_handle_t h;
    tcgemm_create(&h);
    tcgemm_set_stream(h, st);
    void *A, *B, *C, *ws;
    CK(cudaMalloc(&A, (size_t)m * k * sizeof(T)));
    CK(cudaMalloc(&B, (size_t)k * n * sizeof(T)));
    CK(cudaMalloc(&C, (size_t)m * n * sizeof(T)));
    CK(cudaMemset(A, 0, (size_t)m * k * sizeof(T)));
    CK(cudaMemset(B, 0, (size_t)k * n * sizeof(T)));
    int dev;
    CK(cudaGetDevice(&dev));
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, dev));
    tcgemm_device_t d = {dev, prop.major * 10 + prop.minor, prop.multiProcessorCount,
                         prop.sharedMemPerBlockOptin, (size_t)prop.l2CacheSize};
    const size_t wsb = tcgemm::skinny::workspace_bytes(&d);
    CK(cudaMalloc(&ws, wsb));
    CK(cudaMemset(ws, 0, wsb));
    tcgemm_problem_t p = {};
    p.dtype = f16 ? TCGEMM_F16 : TCGEMM_F32;
    p.m = m, p.n = n, p.k = k, p.alpha = 1, p.beta = 0, p.A = A, p.B = B, p.C = C;
    p.lda = k, p.ldb = n, p.ldc = n, p.stream = st, p.device = &d, p.workspace = ws;
    char name[80];
    snprintf(name, sizeof name, "%s %dx%dx%d API", f16 ? "f16" : "f32", m, n, k);
    time_it(
        name,
        [&] {
            const float one = 1, zero = 0;
            tcgemm_status_t s =
                f16 ? tcgemm_hgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k, one,
                                   (const tcgemm_half_t *)A, k, (const tcgemm_half_t *)B, n, zero,
                                   (tcgemm_half_t *)C, n)
                    : tcgemm_sgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k, one,
                                   (const float *)A, k, (const float *)B, n, zero, (float *)C, n);
            return s == TCGEMM_STATUS_SUCCESS ? cudaSuccess : cudaErrorUnknown;
        },
        st);
    Params q;
    bool kmajor;
    normalise<T>(&p, q, kmajor);
    printf("  branch AUTO would take: %d (0 stream, 1 decode, 2 split, 3 flat); model %.2f us\n",
           (int)branch<T>(&p, q, kmajor), 1e6 * estimate<T>(&p));
    snprintf(name, sizeof name, "  flat");
    time_it(
        name, [&] { return flat::launch<T>(&p, q); }, st);
    snprintf(name, sizeof name, "  ring");
    time_it(
        name, [&] { return stream::launch<T>(&p, q, kmajor); }, st);
    snprintf(name, sizeof name, "  decode");
    time_it(
        name,
        [&] {
            return kmajor ? decode::launch_rows<T, true>(&p, q)
                          : decode::launch_rows<T, false>(&p, q);
        },
        st);
    snprintf(name, sizeof name, "  split");
    time_it(
        name, [&] { return launch_split<T>(&p); }, st);
    snprintf(name, sizeof name, "  empty cudaMemsetAsync 4 B");
    time_it(
        name, [&] { return cudaMemsetAsync(C, 0, 4, st); }, st);
    tcgemm_destroy(h);
    CK(cudaFree(A));
    CK(cudaFree(B));
    CK(cudaFree(C));
    CK(cudaFree(ws));
}

int main()
{
    probe<__half>(64, 1, 1216);
    probe<float>(64, 1, 1216);
    probe<__half>(35, 700, 2048);
    probe<__half>(3072, 4, 1024);
    return 0;
}
