/* scale_c.cu — C = beta * C, the whole answer when k == 0 or alpha == 0 (no variant runs). */
#include "common.cuh"

namespace {

template <typename T>
__global__ void scale_c(T *C, int m, int n, int ldc, float beta)
{
    const int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j >= n)
        return;
    for (int i = blockIdx.y; i < m; i += gridDim.y)
        tcgemm::store_c(C + (int64_t)i * ldc + j, 0.0f, 0.0f, beta);
}

} // namespace

extern "C" cudaError_t tcgemm_launch_scale_c(const tcgemm_problem_t *p)
{
    const dim3 block(256);
    const dim3 grid(tcgemm::ceil_div(p->n, 256), min(p->m, tcgemm::kMaxGridY));
    if (p->dtype == TCGEMM_F16)
        scale_c<<<grid, block, 0, p->stream>>>(static_cast<__half *>(p->C), p->m, p->n, p->ldc,
                                               p->beta);
    else
        scale_c<<<grid, block, 0, p->stream>>>(static_cast<float *>(p->C), p->m, p->n, p->ldc,
                                               p->beta);
    return cudaGetLastError();
}
