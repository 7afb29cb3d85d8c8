/* gemv_probe.cu — session 17, call 1: does a flat GEMV (one K-major row of W per warp or per
 * few warps, every load of a chunk issued at once, many small blocks an SM) beat the skinny
 * path's ring and cuBLAS on S = 1..4 rows? Times, in one process and the bench's way (events
 * around each call, input sets rotated past L2, median of 30 after warm-up): tcgemm AUTO, cuBLAS,
 * and the flat kernel at a few (U, WPR). Every result checked against cuBLAS. A probe, not code
 * that ships. */
#include <cublas_v2.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "tcgemm.h"

#define CK(x)                                                                                  \
    do {                                                                                       \
        cudaError_t e_ = (x);                                                                  \
        if (e_ != cudaSuccess) {                                                               \
            printf("%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(e_));                  \
            exit(1);                                                                           \
        }                                                                                      \
    } while (0)

__device__ __forceinline__ uint4 ld_stream(const void *p)
{
    uint4 v;
    asm volatile("ld.global.nc.L1::no_allocate.v4.u32 {%0,%1,%2,%3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}

__device__ __forceinline__ float dot(uint4 a, uint4 b, __half)
{
    const __half2 *x = reinterpret_cast<const __half2 *>(&a), *y = reinterpret_cast<const __half2 *>(&b);
    float s = 0.f;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        float2 p = __half22float2(x[i]), q = __half22float2(y[i]);
        s = fmaf(p.x, q.x, s);
        s = fmaf(p.y, q.y, s);
    }
    return s;
}
__device__ __forceinline__ float dot(uint4 a, uint4 b, float)
{
    return __uint_as_float(a.x) * __uint_as_float(b.x) + __uint_as_float(a.y) * __uint_as_float(b.y) +
           __uint_as_float(a.z) * __uint_as_float(b.z) + __uint_as_float(a.w) * __uint_as_float(b.w);
}

/* C(l, s) = alpha * sum_k W(l, k) X(s, k): W rows of K contiguous (ldw), X rows of K contiguous
 * (ldx), C at cs * s + cl * l. Block of 8 warps = 8 / WPR rows; a row's WPR warps take its chunks
 * of 32 x U vectors in turn and meet in shared memory in warp order (deterministic). */
template <typename T, int S, int U, int WPR>
__global__ void __launch_bounds__(256) gemv_flat(const T *__restrict__ W, long long ldw,
                                                 const T *__restrict__ X, long long ldx, T *C,
                                                 long long cs, long long cl, int L, int K, float alpha)
{
    constexpr int V = 16 / sizeof(T), RPB = 8 / WPR;
    __shared__ float part[8][S];
    const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
    const int row = blockIdx.x * RPB + warp / WPR, p = warp % WPR;
    float acc[S];
#pragma unroll
    for (int s = 0; s < S; ++s)
        acc[s] = 0.f;
    if (row < L) {
        const T *w = W + (long long)row * ldw;
        const int nvec = K / V;
        for (int base = p * 32 * U; base < nvec; base += WPR * 32 * U) {
            uint4 wv[U];
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + u * 32 + lane;
                wv[u] = i < nvec ? ld_stream(w + (long long)i * V) : make_uint4(0, 0, 0, 0);
            }
#pragma unroll
            for (int u = 0; u < U; ++u) {
                const int i = base + u * 32 + lane;
                if (i < nvec) {
#pragma unroll
                    for (int s = 0; s < S; ++s) {
                        const uint4 xv = __ldg(reinterpret_cast<const uint4 *>(X + s * ldx) + i);
                        acc[s] += dot(wv[u], xv, T());
                    }
                }
            }
        }
    }
#pragma unroll
    for (int s = 0; s < S; ++s) {
#pragma unroll
        for (int o = 16; o > 0; o /= 2)
            acc[s] += __shfl_xor_sync(0xffffffffu, acc[s], o);
    }
    if (lane < S) {
#pragma unroll
        for (int s = 0; s < S; ++s)
            if (lane == s)
                part[warp][s] = acc[s];
    }
    __syncthreads();
    if (p == 0 && lane < S && row < L) {
        float t = 0.f;
        for (int q = 0; q < WPR; ++q)
            t += part[warp + q][lane];
        C[cs * lane + cl * row] = T(alpha * t);
    }
}

struct Shape {
    const char *name;
    bool f16;
    int m, n, k;
    bool nt; /* row-major NT (W = B, K-major) or NN with N = S (W = A) */
};

template <typename T>
using Kern = void (*)(const T *, long long, const T *, long long, T *, long long, long long, int, int, float);

template <typename T, int S>
struct Cfg {
    const char *name;
    Kern<T> k;
    int wpr;
};

template <typename T, int S>
std::vector<Cfg<T, S>> configs()
{
    return {{"U4W1", gemv_flat<T, S, 4, 1>, 1},   {"U8W1", gemv_flat<T, S, 8, 1>, 1},
            {"U4W2", gemv_flat<T, S, 4, 2>, 2},   {"U8W2", gemv_flat<T, S, 8, 2>, 2},
            {"U5W2", gemv_flat<T, S, 5, 2>, 2},   {"U8W4", gemv_flat<T, S, 8, 4>, 4},
            {"U8W8", gemv_flat<T, S, 8, 8>, 8},   {"U16W8", gemv_flat<T, S, 16, 8>, 8},
            {"U4W8", gemv_flat<T, S, 4, 8>, 8}};
}

static float median(std::vector<float> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

template <typename T, int S>
void run_shape(const Shape &sh, cublasHandle_t cb, tcgemm_handle_t tc, cudaStream_t st)
{
    const int m = sh.m, n = sh.n, k = sh.k;
    /* W: L x K (K-major), X: S x K. NT: C (m x n) = A (m x K) B^T, B n x K: W = B, X = A, S = m.
     * NN small n: C = A (m x K) B (K x n), n == 1 here: W = A, X = B (K x 1), S = n. */
    const int L = sh.nt ? n : m;
    const size_t wbytes = (size_t)L * k * sizeof(T), xbytes = (size_t)S * k * sizeof(T),
                 cbytes = (size_t)m * n * sizeof(T);
    const int sets = std::max<int>(2, (int)(240e6 / (wbytes + xbytes)) + 1);
    std::vector<T *> Ws(sets), Xs(sets);
    T *C, *Cref;
    for (int i = 0; i < sets; ++i) {
        CK(cudaMalloc(&Ws[i], wbytes));
        CK(cudaMalloc(&Xs[i], xbytes));
    }
    CK(cudaMalloc(&C, cbytes));
    CK(cudaMalloc(&Cref, cbytes));
    {
        std::vector<T> hw(L * (size_t)k), hx(S * (size_t)k);
        srand(7);
        for (auto &v : hw)
            v = T((rand() % 2001 - 1000) / 1000.0f);
        for (auto &v : hx)
            v = T((rand() % 2001 - 1000) / 1000.0f);
        for (int i = 0; i < sets; ++i) {
            CK(cudaMemcpy(Ws[i], hw.data(), wbytes, cudaMemcpyHostToDevice));
            CK(cudaMemcpy(Xs[i], hx.data(), xbytes, cudaMemcpyHostToDevice));
        }
    }
    const float alpha = 1.f, beta = 0.f;
    int set = 0;
    auto A_of = [&](int i) { return sh.nt ? Xs[i] : Ws[i]; };
    auto B_of = [&](int i) { return sh.nt ? Ws[i] : Xs[i]; };
    /* cuBLAS on the column-major view: C^T (n x m) = op(B) op(A) */
    auto cublas = [&](int i, T *c) {
        const cublasOperation_t ob = sh.nt ? CUBLAS_OP_T : CUBLAS_OP_N;
        const int ldb = sh.nt ? k : n;
        cublasStatus_t r;
        if (sizeof(T) == 2)
            r = cublasGemmEx(cb, ob, CUBLAS_OP_N, n, m, k, &alpha, B_of(i), CUDA_R_16F, ldb, A_of(i),
                             CUDA_R_16F, k, &beta, c, CUDA_R_16F, n, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT);
        else
            r = cublasSgemm(cb, ob, CUBLAS_OP_N, n, m, k, &alpha, (const float *)B_of(i), ldb,
                            (const float *)A_of(i), k, &beta, (float *)c, n);
        if (r) {
            printf("cublas %d\n", (int)r);
            exit(1);
        }
    };
    auto autocall = [&](int i, T *c) {
        const tcgemm_op_t ob = sh.nt ? TCGEMM_OP_T : TCGEMM_OP_N;
        const int ldb = sh.nt ? k : n;
        tcgemm_status_t r =
            sizeof(T) == 2 ? tcgemm_hgemm(tc, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, ob, m, n, k, alpha,
                                          (const tcgemm_half_t *)A_of(i), k, (const tcgemm_half_t *)B_of(i),
                                          ldb, beta, (tcgemm_half_t *)c, n)
                           : tcgemm_sgemm(tc, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, ob, m, n, k, alpha,
                                          (const float *)A_of(i), k, (const float *)B_of(i), ldb, beta,
                                          (float *)c, n);
        if (r) {
            printf("tcgemm %s\n", tcgemm_last_error(tc));
            exit(1);
        }
    };
    /* C(l, s): NT C[s][l] (cs = n, cl = 1); NN C[l][s] with n = S (cs = 1, cl = n) */
    const long long cs = sh.nt ? n : 1, cl = sh.nt ? 1 : n;
    cublas(0, Cref);
    CK(cudaDeviceSynchronize());
    std::vector<T> ref(m * (size_t)n), got(m * (size_t)n);
    CK(cudaMemcpy(ref.data(), Cref, cbytes, cudaMemcpyDeviceToHost));
    auto check = [&](const char *who) {
        CK(cudaDeviceSynchronize());
        CK(cudaMemcpy(got.data(), C, cbytes, cudaMemcpyDeviceToHost));
        double e = 0, r = 0;
        for (size_t i = 0; i < got.size(); ++i) {
            const double g = (float)got[i], f = (float)ref[i];
            if (!(std::fabs(g - f) <= 1e30)) {
                e = INFINITY;
                break;
            }
            e = std::max(e, std::fabs(g - f));
            r = std::max(r, std::fabs(f));
        }
        const double rel = e / std::max(r, 1e-30);
        const bool ok = rel < (sizeof(T) == 2 ? 2e-2 : 1e-4);
        if (!ok)
            printf("  %s WRONG rel %.2e\n", who, rel);
        return ok;
    };
    cudaEvent_t ev[62];
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
    const double floor_us = (wbytes + xbytes + cbytes) / 2965e9 * 1e6;
    for (int rep = 0; rep < 2; ++rep) {
        CK(cudaMemset(C, 0xff, cbytes));
        const float ta = timed(autocall);
        const bool oka = check("auto");
        CK(cudaMemset(C, 0xff, cbytes));
        const float tc_ = timed(cublas);
        const bool okc = check("cublas");
        printf("%-6s %s %dx%dx%d %s  floor %.1f us | auto %.1f%s | cublas %.1f%s |", rep ? "again" : "",
               sizeof(T) == 2 ? "f16" : "f32", m, n, k, sh.nt ? "NT" : "NN", floor_us, ta, oka ? "" : "!", tc_,
               okc ? "" : "!");
        for (auto &c : configs<T, S>()) {
            const int rpb = 8 / c.wpr;
            auto fl = [&](int i, T *cc) {
                c.k<<<(L + rpb - 1) / rpb, 256, 0, st>>>(Ws[i], k, Xs[i], k, cc, cs, cl, L, k, alpha);
            };
            CK(cudaMemset(C, 0xff, cbytes));
            const float tf = timed(fl);
            const bool ok = check(c.name);
            printf(" %s %.1f%s", c.name, tf, ok ? "" : "!");
        }
        printf("\n");
        fflush(stdout);
    }
    for (auto &e : ev)
        cudaEventDestroy(e);
    for (int i = 0; i < sets; ++i) {
        cudaFree(Ws[i]);
        cudaFree(Xs[i]);
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
    const Shape shapes[] = {
        {"", true, 7680, 1, 2560, false}, {"", true, 1, 4096, 4096, true},  {"", true, 1, 11008, 4096, true},
        {"", true, 4096, 1, 4096, false}, {"", true, 512, 1, 500000, false}, {"", true, 1, 14336, 4096, true},
        {"", false, 7680, 1, 2560, false}, {"", false, 1, 4096, 4096, true}, {"", false, 512, 1, 500000, false},
        {"", false, 4096, 1, 4096, false},
    };
    for (const Shape &s : shapes) {
        if (s.f16)
            run_shape<__half, 1>(s, cb, tc, st);
        else
            run_shape<float, 1>(s, cb, tc, st);
    }
    /* a few rows: NT decode with S = 2 and 4 */
    run_shape<__half, 2>({"", true, 2, 4096, 4096, true}, cb, tc, st);
    run_shape<__half, 4>({"", true, 4, 4096, 4096, true}, cb, tc, st);
    run_shape<float, 4>({"", false, 4, 4096, 4096, true}, cb, tc, st);
    tcgemm_destroy(tc);
    cublasDestroy(cb);
    return 0;
}
