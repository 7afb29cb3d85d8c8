// Scratch probe (not shipped): instruction ceilings (register-only mma.sync / FFMA) at several
// warps per SM, and library GEMMs vs cuBLAS, each phase run ~1.2 s back to back so that
// nvidia-smi (sampled in the background) can read clock and power per phase.
#include <chrono>
#include <cstdint>
#include <ctime>
#include <string>
#include <cuda_fp16.h>
#include "common_explore.h"
#include "tcgemm.h"
#include "common.cuh"

static void stamp(const char *what, const std::string &name)
{
    auto now = std::chrono::system_clock::now();
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count();
    std::time_t t = ms / 1000;
    char buf[64];
    std::strftime(buf, sizeof buf, "%Y/%m/%d %H:%M:%S", std::localtime(&t));
    printf("PHASE %s %s.%03lld %s\n", what, buf, (long long)(ms % 1000), name.c_str());
}

template <int NC>
__global__ void mma_ceiling(float *out, int iters, long long *cycles)
{
    uint32_t a[4] = {threadIdx.x, threadIdx.x * 3u, threadIdx.x ^ 7u, 0x3c003c00u};
    uint32_t b0 = 0x3c00u + threadIdx.x, b1 = 0x38003800u;
    float acc[NC][4] = {};
    long long t0 = clock64();
    for (int it = 0; it < iters; ++it)
#pragma unroll
        for (int c = 0; c < NC; ++c) tcgemm::mma_m16n8k16_f32(acc[c], a, c & 1 ? b1 : b0, c & 2 ? b0 : b1);
    long long t1 = clock64();
    if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = t1 - t0;
    float s = 0;
#pragma unroll
    for (int c = 0; c < NC; ++c) s += acc[c][0] + acc[c][1] + acc[c][2] + acc[c][3];
    if (s == 1234.5f) out[threadIdx.x] = s;
}

template <int NC>
__global__ void ffma_ceiling(float *out, int iters, long long *cycles)
{
    float x = threadIdx.x * 1e-7f, y = 1.0f - threadIdx.x * 1e-9f;
    float acc[NC];
#pragma unroll
    for (int c = 0; c < NC; ++c) acc[c] = c * 1e-3f;
    long long t0 = clock64();
    for (int it = 0; it < iters; ++it)
#pragma unroll
        for (int c = 0; c < NC; ++c) acc[c] = fmaf(acc[c], y, x);
    long long t1 = clock64();
    if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = t1 - t0;
    float s = 0;
#pragma unroll
    for (int c = 0; c < NC; ++c) s += acc[c];
    if (s == 1234.5f) out[threadIdx.x] = s;
}

// Runs f back to back for ~secs, returns median ms per call.
template <class F> float phase(const std::string &name, F f, double secs = 1.2)
{
    for (int i = 0; i < 3; ++i) f();
    CK(cudaDeviceSynchronize());
    cudaEvent_t a, b;
    CK(cudaEventCreate(&a)); CK(cudaEventCreate(&b));
    CK(cudaEventRecord(a)); f(); CK(cudaEventRecord(b)); CK(cudaEventSynchronize(b));
    float one; CK(cudaEventElapsedTime(&one, a, b));
    int n = std::max(5, (int)(secs * 1000 / std::max(one, 0.01f)));
    std::vector<cudaEvent_t> ev(2 * n);
    for (auto &e : ev) CK(cudaEventCreate(&e));
    stamp("start", name);
    for (int i = 0; i < n; ++i) { CK(cudaEventRecord(ev[2 * i])); f(); CK(cudaEventRecord(ev[2 * i + 1])); }
    CK(cudaDeviceSynchronize());
    stamp("end", name);
    std::vector<float> t(n);
    for (int i = 0; i < n; ++i) CK(cudaEventElapsedTime(&t[i], ev[2 * i], ev[2 * i + 1]));
    for (auto &e : ev) cudaEventDestroy(e);
    CK(cudaGetLastError());
    std::sort(t.begin(), t.end());
    return t[n / 2];
}

static float *g_out;
static long long *g_cycles;
static int g_sms;

template <int NC> void mma_case(int threads, int bps)
{
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, mma_ceiling<NC>, threads, 0));
    const int iters = 20000, blocks = g_sms * bps;
    std::string name = "mma_ceiling NC=" + std::to_string(NC) + " warps/SM=" + std::to_string(threads / 32 * bps);
    float ms = phase(name, [&] { mma_ceiling<NC><<<blocks, threads>>>(g_out, iters, g_cycles); });
    long long cyc; CK(cudaMemcpy(&cyc, g_cycles, 8, cudaMemcpyDeviceToHost));
    double fl = (double)blocks * threads / 32 * iters * NC * 4096.0;
    printf("%-40s occ %d  %7.1f TFLOPS  clock %.0f MHz  %.2f cycles/HMMA/scheduler\n", name.c_str(), occ,
           fl / ms / 1e9, cyc / (ms * 1e3), (double)cyc / (iters * NC * (threads / 32 * bps) / 4.0));
}

template <int NC> void ffma_case(int threads, int bps)
{
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, ffma_ceiling<NC>, threads, 0));
    const int iters = 40000, blocks = g_sms * bps;
    std::string name = "ffma_ceiling NC=" + std::to_string(NC) + " warps/SM=" + std::to_string(threads / 32 * bps);
    float ms = phase(name, [&] { ffma_ceiling<NC><<<blocks, threads>>>(g_out, iters, g_cycles); });
    long long cyc; CK(cudaMemcpy(&cyc, g_cycles, 8, cudaMemcpyDeviceToHost));
    double fl = (double)blocks * threads * iters * NC * 2.0;
    printf("%-40s occ %d  %7.1f TFLOPS  clock %.0f MHz\n", name.c_str(), occ, fl / ms / 1e9, cyc / (ms * 1e3));
}


// mma.sync fed from shared memory as hgemm_mma feeds it: per k16 step a warp loads 4 A and 4 B
// ldmatrix.x4 fragments (64x64 warp tile) for 32 HMMA, double-buffered; Sync: a block barrier
// every 2 steps (one BK = 32 k-tile). No global traffic: the floor of any such kernel's energy.
template <bool Sync>
__global__ void mma_smem_ceiling(float *out, int steps, long long *cycles)
{
    extern __shared__ __align__(128) unsigned char sm[];
    const int lane = threadIdx.x % 32;
    for (int i = threadIdx.x; i < 16384; i += blockDim.x) reinterpret_cast<uint32_t *>(sm)[i] = 0x3c003c00u ^ i;
    __syncthreads();
    const uint32_t base = tcgemm::smem_u32(sm);
    // lane's row r = lane % 8 of matrix q = lane / 8; 16-byte chunk swizzled by row
    const uint32_t lane_off = ((lane % 8) * 8 + ((lane / 8) ^ (lane % 8))) * 16;
    float acc[4][8][4] = {};
    uint32_t af[2][4][4], bf[2][4][4];
    auto load = [&](int buf, int step) {
        const uint32_t s = base + (step & 7) * 8192 + lane_off;
#pragma unroll
        for (int i = 0; i < 4; ++i) tcgemm::ldmatrix_x4<false>(af[buf][i], s + i * 1024);
#pragma unroll
        for (int j = 0; j < 4; ++j) tcgemm::ldmatrix_x4<false>(bf[buf][j], s + 4096 + j * 1024);
    };
    load(0, 0);
    long long t0 = clock64();
    for (int st = 0; st < steps; st += 2) {
#pragma unroll
        for (int kk = 0; kk < 2; ++kk) {
            if (Sync && kk == 1) __syncthreads();
            load((kk + 1) % 2, st + kk + 1);
#pragma unroll
            for (int i = 0; i < 4; ++i)
#pragma unroll
                for (int j = 0; j < 4; ++j) {
                    tcgemm::mma_m16n8k16_f32(acc[i][2 * j], af[kk][i], bf[kk][j][0], bf[kk][j][1]);
                    tcgemm::mma_m16n8k16_f32(acc[i][2 * j + 1], af[kk][i], bf[kk][j][2], bf[kk][j][3]);
                }
        }
    }
    long long t1 = clock64();
    if (threadIdx.x == 0 && blockIdx.x == 0) *cycles = t1 - t0;
    float s = 0;
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 8; ++j) s += acc[i][j][0] + acc[i][j][3];
    if (s == 1234.5f) out[threadIdx.x] = s;
}

template <bool Sync> void mma_smem_case(int threads, int bps)
{
    const int smem = 64 * 1024;
    CK(cudaFuncSetAttribute(mma_smem_ceiling<Sync>, cudaFuncAttributeMaxDynamicSharedMemorySize, smem));
    int occ = 0;
    CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&occ, mma_smem_ceiling<Sync>, threads, smem));
    const int steps = 10000, blocks = g_sms * bps;
    std::string name = std::string("mma_smem") + (Sync ? "+sync" : "") + " warps/SM=" + std::to_string(threads / 32 * bps);
    float ms = phase(name, [&] { mma_smem_ceiling<Sync><<<blocks, threads, smem>>>(g_out, steps, g_cycles); });
    double fl = (double)blocks * threads / 32 * steps * 32 * 4096.0;
    printf("%-40s occ %d  %7.1f TFLOPS\n", name.c_str(), occ, fl / ms / 1e9);
}

__global__ void fill_h(__half *p, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned h = (unsigned)i * 2654435761u ^ seed; h ^= h >> 13; h *= 0x5bd1e995; h ^= h >> 15;
        p[i] = __float2half(((h & 0xffff) / 65536.0f - 0.5f));
    }
}
__global__ void fill_f(float *p, size_t n, unsigned seed)
{
    for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n; i += (size_t)gridDim.x * blockDim.x) {
        unsigned h = (unsigned)i * 2654435761u ^ seed; h ^= h >> 13; h *= 0x5bd1e995; h ^= h >> 15;
        p[i] = ((h & 0xffff) / 65536.0f - 0.5f);
    }
}

int main(int argc, char **argv)
{
    CK(cudaDeviceGetAttribute(&g_sms, cudaDevAttrMultiProcessorCount, 0));
    CK(cudaMalloc(&g_out, 4096)); CK(cudaMalloc(&g_cycles, 8));
    std::string only = argc > 1 ? argv[1] : "all";
    if (only == "all" || only == "ceil") {
        mma_case<32>(128, 1);
        mma_case<32>(128, 2);
        mma_case<32>(256, 1);
        mma_case<16>(128, 2);
        mma_smem_case<false>(128, 2);
        mma_smem_case<false>(256, 1);
        mma_smem_case<true>(128, 2);
        mma_smem_case<true>(256, 1);
        ffma_case<64>(256, 1);
        ffma_case<64>(256, 2);
    }
    if (only == "all" || only == "gemm") {
        tcgemm_handle_t h; if (tcgemm_create(&h) != TCGEMM_STATUS_SUCCESS) return 1;
        cublasHandle_t cb; cublasCreate(&cb);
        for (int s : {4096, 8192}) {
            size_t e = (size_t)s * s;
            __half *A, *B, *C;
            CK(cudaMalloc(&A, e * 2)); CK(cudaMalloc(&B, e * 2)); CK(cudaMalloc(&C, e * 2));
            fill_h<<<1024, 256>>>(A, e, 1); fill_h<<<1024, 256>>>(B, e, 2);
            float one = 1, zero = 0;
            auto cub = [&] { cublasGemmEx(cb, CUBLAS_OP_N, CUBLAS_OP_N, s, s, s, &one, B, CUDA_R_16F, s, A, CUDA_R_16F, s, &zero, C, CUDA_R_16F, s, CUBLAS_COMPUTE_32F, CUBLAS_GEMM_DEFAULT); };
            double fl = 2.0 * s * s * (double)s;
            float cms = phase("cublas_hgemm " + std::to_string(s), cub);
            printf("%-40s %7.1f TFLOPS\n", ("cublas_hgemm " + std::to_string(s)).c_str(), fl / cms / 1e9);
            for (const char *v : {"hgemm_mma_128x128", "hgemm_mma_128x256"}) {
                tcgemm_set_algo(h, tcgemm_algo_from_name(v));
                auto ours = [&] { tcgemm_hgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, s, s, s, 1.f, (const tcgemm_half_t *)A, s, (const tcgemm_half_t *)B, s, 0.f, (tcgemm_half_t *)C, s); };
                std::string name = std::string(v) + " " + std::to_string(s);
                float ms = phase(name, ours);
                printf("%-40s %7.1f TFLOPS  %.1f%% of cuBLAS (separate phases)\n", name.c_str(), fl / ms / 1e9, 100 * cms / ms);
            }
            cudaFree(A); cudaFree(B); cudaFree(C);
        }
        for (int s : {4096}) {
            size_t e = (size_t)s * s;
            float *A, *B, *C;
            CK(cudaMalloc(&A, e * 4)); CK(cudaMalloc(&B, e * 4)); CK(cudaMalloc(&C, e * 4));
            fill_f<<<1024, 256>>>(A, e, 1); fill_f<<<1024, 256>>>(B, e, 2);
            float one = 1, half = 0.5f;
            cublasSetMathMode(cb, CUBLAS_PEDANTIC_MATH);
            auto cub = [&] { cublasSgemm(cb, CUBLAS_OP_N, CUBLAS_OP_N, s, s, s, &one, B, s, A, s, &half, C, s); };
            double fl = 2.0 * s * s * (double)s;
            float cms = phase("cublas_sgemm " + std::to_string(s), cub);
            printf("%-40s %7.1f TFLOPS\n", ("cublas_sgemm " + std::to_string(s)).c_str(), fl / cms / 1e9);
            for (const char *v : {"sgemm_warptile_nbc", "sgemm_warptile_async"}) {
                tcgemm_set_algo(h, tcgemm_algo_from_name(v));
                auto ours = [&] { tcgemm_sgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, s, s, s, 1.f, A, s, B, s, 0.5f, C, s); };
                std::string name = std::string(v) + " " + std::to_string(s);
                float ms = phase(name, ours);
                printf("%-40s %7.1f TFLOPS  %.1f%% of cuBLAS (separate phases)\n", name.c_str(), fl / ms / 1e9, 100 * cms / ms);
            }
            cudaFree(A); cudaFree(B); cudaFree(C);
        }
    }
    printf("done\n");
}
