/* flat_mma_probe.cu — session 17, call 3: the tensor-core form of the flat GEMV
 * (flat_mma_kernel.cuh beside this file; it stood in skinny_flat.cuh for the call) on 9-32 rows of X
 * against a K-major W, at U = 2, 4, 8 steps a batch, beside AUTO (which holds the fixed fp32
 * flat kernel) and cuBLAS. The bench's timing: events around each call, input sets rotated past
 * L2, median of 30 after warm-up; every result checked against cuBLAS. A probe, not shipped. */
#include <cublas_v2.h>
#include <cuda_fp16.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

#include "flat_mma_kernel.cuh"
#include "tcgemm.h"

#define CK(x)                                                                                  \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));                  \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

using namespace tcgemm::skinny;

struct Shape {
    bool f16;
    int m, n, k;
    bool nt;
};

static float median(std::vector<float> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

template <typename T>
void run_shape(const Shape &sh, cublasHandle_t cb, tcgemm_handle_t tc, cudaStream_t st,
               const tcgemm_device_t &dev)
{
    const int m = sh.m, n = sh.n, k = sh.k;
    const int lda = k, ldb = sh.nt ? k : n, ldc = n;
    const size_t abytes = (size_t)m * k * sizeof(T), bbytes = (size_t)n * k * sizeof(T),
                 cbytes = (size_t)m * n * sizeof(T);
    const int sets = std::max<int>(2, (int)(240e6 / (abytes + bbytes)) + 1);
    std::vector<T *> As(sets), Bs(sets);
    T *C, *Cref;
    for (int i = 0; i < sets; ++i) {
        CK(cudaMalloc(&As[i], abytes));
        CK(cudaMalloc(&Bs[i], bbytes));
    }
    CK(cudaMalloc(&C, cbytes));
    CK(cudaMalloc(&Cref, cbytes));
    {
        std::vector<T> ha((size_t)m * k), hb((size_t)n * k);
        srand(11);
        for (auto &v : ha)
            v = T((rand() % 2001 - 1000) / 1000.0f);
        for (auto &v : hb)
            v = T((rand() % 2001 - 1000) / 1000.0f);
        for (int i = 0; i < sets; ++i) {
            CK(cudaMemcpy(As[i], ha.data(), abytes, cudaMemcpyHostToDevice));
            CK(cudaMemcpy(Bs[i], hb.data(), bbytes, cudaMemcpyHostToDevice));
        }
    }
    const float alpha = 1.f, beta = 0.f;
    int set = 0;
    auto cublas = [&](int i, T *c) {
        const cublasOperation_t ob = sh.nt ? CUBLAS_OP_T : CUBLAS_OP_N;
        cublasStatus_t r;
        if (sizeof(T) == 2)
            r = cublasGemmEx(cb, ob, CUBLAS_OP_N, n, m, k, &alpha, Bs[i], CUDA_R_16F, ldb, As[i],
                             CUDA_R_16F, lda, &beta, c, CUDA_R_16F, ldc, CUBLAS_COMPUTE_32F,
                             CUBLAS_GEMM_DEFAULT);
        else
            r = cublasSgemm(cb, ob, CUBLAS_OP_N, n, m, k, &alpha, (const float *)Bs[i], ldb,
                            (const float *)As[i], lda, &beta, (float *)c, ldc);
        if (r) {
            printf("cublas %d\n", (int)r);
            exit(1);
        }
    };
    auto autocall = [&](int i, T *c) {
        const tcgemm_op_t ob = sh.nt ? TCGEMM_OP_T : TCGEMM_OP_N;
        tcgemm_status_t r =
            sizeof(T) == 2
                ? tcgemm_hgemm(tc, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, ob, m, n, k, alpha,
                               (const tcgemm_half_t *)As[i], lda, (const tcgemm_half_t *)Bs[i], ldb,
                               beta, (tcgemm_half_t *)c, ldc)
                : tcgemm_sgemm(tc, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, ob, m, n, k, alpha,
                               (const float *)As[i], lda, (const float *)Bs[i], ldb, beta,
                               (float *)c, ldc);
        if (r) {
            printf("tcgemm %s\n", tcgemm_last_error(tc));
            exit(1);
        }
    };
    cublas(0, Cref);
    CK(cudaDeviceSynchronize());
    std::vector<T> ref((size_t)m * n), got((size_t)m * n);
    CK(cudaMemcpy(ref.data(), Cref, cbytes, cudaMemcpyDeviceToHost));
    auto check = [&]() {
        CK(cudaDeviceSynchronize());
        CK(cudaMemcpy(got.data(), C, cbytes, cudaMemcpyDeviceToHost));
        double e = 0, r = 0;
        for (size_t i = 0; i < got.size(); ++i) {
            const double gv = (float)got[i], f = (float)ref[i];
            if (!(std::fabs(gv - f) <= 1e30))
                return false;
            e = std::max(e, std::fabs(gv - f));
            r = std::max(r, std::fabs(f));
        }
        return e / std::max(r, 1e-30) < (sizeof(T) == 2 ? 1e-2 : 1e-4);
    };
    cudaEvent_t ev[60];
    for (auto &e : ev)
        CK(cudaEventCreate(&e));
    auto timed = [&](auto &&launch) {
        for (int w = 0; w < 5; ++w) {
            launch(set, C);
            set = (set + 1) % sets;
        }
        CK(cudaStreamSynchronize(st));
        for (int i = 0; i < 30; ++i) {
            CK(cudaEventRecord(ev[2 * i], st));
            launch(set, C);
            CK(cudaEventRecord(ev[2 * i + 1], st));
            set = (set + 1) % sets;
        }
        CK(cudaEventSynchronize(ev[59]));
        CK(cudaGetLastError());
        std::vector<float> t(30);
        for (int i = 0; i < 30; ++i)
            CK(cudaEventElapsedTime(&t[i], ev[2 * i], ev[2 * i + 1]));
        return median(t) * 1e3f;
    };
    const double floor_us = (abytes + bbytes + cbytes) / 2965e9 * 1e6;
    for (int rep = 0; rep < 2; ++rep) {
        CK(cudaMemset(C, 0xff, cbytes));
        const float ta = timed(autocall);
        const bool oka = check();
        CK(cudaMemset(C, 0xff, cbytes));
        const float tcb = timed(cublas);
        const bool okc = check();
        printf("%-6s %s %dx%dx%d %s floor %.1f us | auto %.1f%s | cublas %.1f%s |", rep ? "again" : "",
               sizeof(T) == 2 ? "f16" : "f32", m, n, k, sh.nt ? "NT" : "NN", floor_us, ta,
               oka ? "" : "!", tcb, okc ? "" : "!");
        if constexpr (sizeof(T) == 2) {
            auto probe = [&](auto kernel, const char *name) {
                auto fl = [&](int i, T *c) {
                    tcgemm_problem_t p{};
                    p.dtype = TCGEMM_F16;
                    p.m = m;
                    p.n = n;
                    p.k = k;
                    p.trans_b = sh.nt;
                    p.alpha = alpha;
                    p.beta = beta;
                    p.A = As[i];
                    p.B = Bs[i];
                    p.C = c;
                    p.lda = lda;
                    p.ldb = ldb;
                    p.ldc = ldc;
                    p.stream = st;
                    p.device = &dev;
                    const Params q = params(&p);
                    kernel<<<(q.L + 15) / 16, 256, 0, st>>>(q);
                };
                CK(cudaMemset(C, 0xff, cbytes));
                const float tf = timed(fl);
                printf(" %s %.1f%s", name, tf, check() ? "" : "!");
            };
            const int S = std::min(m, n);
            if (S <= 16) {
                if (sh.nt) {
                    probe(flat::flat_mma_kernel<2, true, 2>, "U2");
                    probe(flat::flat_mma_kernel<2, true, 4>, "U4");
                    probe(flat::flat_mma_kernel<2, true, 8>, "U8");
                } else {
                    probe(flat::flat_mma_kernel<2, false, 2>, "U2");
                    probe(flat::flat_mma_kernel<2, false, 4>, "U4");
                    probe(flat::flat_mma_kernel<2, false, 8>, "U8");
                }
            } else {
                if (sh.nt) {
                    probe(flat::flat_mma_kernel<4, true, 2>, "U2");
                    probe(flat::flat_mma_kernel<4, true, 4>, "U4");
                    probe(flat::flat_mma_kernel<4, true, 8>, "U8");
                } else {
                    probe(flat::flat_mma_kernel<4, false, 2>, "U2");
                    probe(flat::flat_mma_kernel<4, false, 4>, "U4");
                    probe(flat::flat_mma_kernel<4, false, 8>, "U8");
                }
            }
        }
        printf("\n");
        fflush(stdout);
    }
    for (auto &e : ev)
        cudaEventDestroy(e);
    for (int i = 0; i < sets; ++i) {
        cudaFree(As[i]);
        cudaFree(Bs[i]);
    }
    cudaFree(C);
    cudaFree(Cref);
}

int main()
{
    cublasHandle_t cb;
    tcgemm_handle_t tc;
    cudaStream_t st;
    CK(cudaStreamCreate(&st));
    if (cublasCreate(&cb) || tcgemm_create(&tc)) {
        printf("create failed\n");
        return 1;
    }
    cublasSetStream(cb, st);
    tcgemm_set_stream(tc, st);
    cudaDeviceProp prop;
    CK(cudaGetDeviceProperties(&prop, 0));
    const tcgemm_device_t dev = {0, prop.major * 10 + prop.minor, prop.multiProcessorCount,
                                 prop.sharedMemPerBlockOptin, (size_t)prop.l2CacheSize};
    const Shape shapes[] = {
        {true, 4096, 16, 4096, false},  {true, 6144, 32, 2048, false}, {true, 1760, 16, 1760, false},
        {true, 2560, 16, 2560, false},  {true, 4096, 32, 4096, false}, {true, 7680, 16, 2560, false},
        {true, 4096, 9, 4096, false},   {true, 11008, 16, 4096, false}, {true, 16, 4096, 4096, true},
        {true, 32, 4096, 4096, true},   {true, 12, 4096, 4096, true},  {true, 16, 14336, 4096, true},
        {true, 1761, 17, 1763, false},  {true, 24, 4100, 1000, true},
        {false, 512, 1, 500000, false}, {false, 4, 4096, 4096, true},  {false, 7680, 1, 2560, false},
        {false, 1, 4096, 4096, true},   {false, 3072, 4, 1024, false}, {false, 6144, 2, 2048, false},
    };
    for (const Shape &s : shapes) {
        if (s.f16)
            run_shape<__half>(s, cb, tc, st, dev);
        else
            run_shape<float>(s, cb, tc, st, dev);
    }
    tcgemm_destroy(tc);
    cublasDestroy(cb);
    return 0;
}
