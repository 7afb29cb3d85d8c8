// How many clusters of 1, 2, 4, 8 CTAs of 384 threads fit at once on this GPU, by dynamic shared
// memory per CTA (cudaOccupancyMaxActiveClusters, as hgemm_wgmma's resident_clusters asks).
#include <cstdio>
__global__ void __launch_bounds__(384, 1) probe(int *p)
{
    extern __shared__ int s[];
    if (p)
        p[threadIdx.x] = s[threadIdx.x];
}
int main()
{
    cudaFuncSetAttribute(probe, cudaFuncAttributeMaxDynamicSharedMemorySize, 227 * 1024);
    for (int kb : {50, 100, 150, 188, 200, 225})
        for (int c : {1, 2, 4, 8}) {
            cudaLaunchConfig_t config = {};
            config.blockDim = dim3(384);
            config.gridDim = dim3(c);
            config.dynamicSmemBytes = kb * 1024;
            cudaLaunchAttribute a;
            a.id = cudaLaunchAttributeClusterDimension;
            a.val.clusterDim.x = c;
            a.val.clusterDim.y = 1;
            a.val.clusterDim.z = 1;
            config.attrs = &a;
            config.numAttrs = 1;
            int n = -1;
            cudaError_t e = cudaOccupancyMaxActiveClusters(&n, probe, &config);
            printf("smem %3d KB cluster %d: %d clusters (%s)\n", kb, c, n, cudaGetErrorString(e));
        }
}
