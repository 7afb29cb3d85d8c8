/* tma.cuh — the sm_90 copy engine: mbarriers, TMA tile copies (cp.async.bulk.tensor, with
 * cluster multicast), bulk groups and clusters, and the host's tensor-map encoder. Shared by the
 * Hopper GEMM (hgemm_wgmma.cu, sm_90a) and the skinny path's ring (skinny_stream.cuh, compiled for
 * every architecture of the list: call these only from code built for __CUDA_ARCH__ >= 900).
 *
 * A box written with an N-byte swizzle (N = 32, 64, 128: the bytes of one row of the box)
 * has its 16-byte chunk index (address bits 4..) XORed with address bits 7.. (masked to N / 16
 * - 1 chunks), so it must start on an 8 x N-byte boundary; readers undo the same XOR
 * (swizzled_offset below, or wgmma's descriptors).
 */
#pragma once

#include <cuda.h> /* CUtensorMap (a type only: the library does not link the driver) */
#include <cuda_runtime.h>
#include <cudaTypedefs.h> /* PFN_cuTensorMapEncodeTiled */
#include <stdint.h>

namespace tcgemm {
namespace sm90 {

__device__ __forceinline__ uint32_t smem_addr(const void *p)
{
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

/* ---- cluster ----------------------------------------------------------------------------- */

__device__ __forceinline__ unsigned cluster_cta_rank()
{
    unsigned rank;
    asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(rank));
    return rank;
}

__device__ __forceinline__ unsigned cluster_ctas()
{
    unsigned n;
    asm volatile("mov.u32 %0, %%cluster_nctarank;" : "=r"(n));
    return n;
}

/* All threads of all CTAs of the cluster: arrive with release, wait with acquire. */
__device__ __forceinline__ void cluster_sync()
{
    asm volatile("barrier.cluster.arrive.release.aligned;\n"
                 "barrier.cluster.wait.acquire.aligned;" ::
                     : "memory");
}

/* The cluster-window address of the object at `p`'s offset in CTA `cta`'s shared memory. */
__device__ __forceinline__ uint32_t cluster_addr(const void *p, unsigned cta)
{
    uint32_t remote;
    asm volatile("mapa.shared::cluster.u32 %0, %1, %2;"
                 : "=r"(remote)
                 : "r"(smem_addr(p)), "r"(cta));
    return remote;
}

/* The float at the same offset as `p` in the shared memory of CTA `cta` of the cluster. */
__device__ __forceinline__ float ld_cluster_f32(const float *p, unsigned cta)
{
    float v;
    asm volatile("ld.shared::cluster.f32 %0, [%1];"
                 : "=f"(v)
                 : "r"(cluster_addr(p, cta))
                 : "memory");
    return v;
}

/* ---- mbarrier ---------------------------------------------------------------------------- */

__device__ __forceinline__ void mbar_init(uint64_t *bar, unsigned count)
{
    asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(smem_addr(bar)), "r"(count));
}

/* Makes the initialised barriers visible to the copy engine and to the cluster's other CTAs. */
__device__ __forceinline__ void mbar_fence_init()
{
    asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
}

/* One arrival that also announces `bytes` of TMA traffic the phase must wait for. */
__device__ __forceinline__ void mbar_arrive_expect_tx(uint64_t *bar, unsigned bytes)
{
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem_addr(bar)),
                 "r"(bytes)
                 : "memory");
}

/* One arrival (release semantics at CTA scope, the default). */
__device__ __forceinline__ void mbar_arrive(uint64_t *bar)
{
    asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(smem_addr(bar)) : "memory");
}

/* One arrival on the barrier at the same offset in the shared memory of CTA `cta` of the
 * cluster. */
__device__ __forceinline__ void mbar_arrive_cluster(uint64_t *bar, unsigned cta)
{
    asm volatile("mbarrier.arrive.shared::cluster.b64 _, [%0];" ::"r"(cluster_addr(bar, cta))
                 : "memory");
}

/* A store into a peer CTA's shared memory (an address from cluster_addr). */
__device__ __forceinline__ void st_cluster_f32(uint32_t remote, float v)
{
    asm volatile("st.shared::cluster.f32 [%0], %1;" ::"r"(remote), "f"(v) : "memory");
}

/* One arrival on a peer's barrier (cluster_addr) that makes this thread's earlier memory
 * operations, its stores into the peer's shared memory included, visible to whoever waits on it
 * with mbar_wait_cluster. */
__device__ __forceinline__ void mbar_arrive_release_cluster(uint32_t remote_bar)
{
    asm volatile("mbarrier.arrive.release.cluster.shared::cluster.b64 _, [%0];" ::"r"(remote_bar)
                 : "memory");
}

/* mbar_wait with acquire at cluster scope: what the arrivals of other CTAs released (their
 * stores into this CTA's shared memory) is visible once it returns. */
__device__ __forceinline__ void mbar_wait_cluster(uint64_t *bar, unsigned parity)
{
    asm volatile("{\n.reg .pred done;\n"
                 "WAIT_%=:\n"
                 "mbarrier.try_wait.parity.acquire.cluster.shared::cta.b64 done, [%0], %1;\n"
                 "@!done bra WAIT_%=;\n}" ::"r"(smem_addr(bar)),
                 "r"(parity)
                 : "memory");
}

/* Spins until the phase with the given parity has completed. */
__device__ __forceinline__ void mbar_wait(uint64_t *bar, unsigned parity)
{
    asm volatile("{\n.reg .pred done;\n"
                 "WAIT_%=:\n"
                 "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
                 "@!done bra WAIT_%=;\n}" ::"r"(smem_addr(bar)),
                 "r"(parity)
                 : "memory");
}

/* ---- TMA --------------------------------------------------------------------------------- */

__device__ __forceinline__ void tma_prefetch_descriptor(const CUtensorMap *map)
{
    asm volatile("prefetch.tensormap [%0];" ::"l"(map) : "memory");
}

/* Copies the box at element coordinates (x, y) (x along the contiguous dimension) into dst and
 * counts its bytes on bar. Out-of-range elements arrive as zeros. */
__device__ __forceinline__ void tma_load_2d(void *dst, const CUtensorMap *map, uint64_t *bar, int x,
                                            int y)
{
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
                 " [%0], [%1, {%2, %3}], [%4];" ::"r"(smem_addr(dst)),
                 "l"(map), "r"(x), "r"(y), "r"(smem_addr(bar))
                 : "memory");
}

/* The same copy delivered to the same shared-memory offset in every CTA of cta_mask, each CTA's
 * barrier at bar's offset counting the bytes: one read of L2 feeds several CTAs. */
__device__ __forceinline__ void tma_load_2d_multicast(void *dst, const CUtensorMap *map,
                                                      uint64_t *bar, int x, int y,
                                                      uint16_t cta_mask)
{
    asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
                 ".multicast::cluster [%0], [%1, {%2, %3}], [%4], %5;" ::"r"(smem_addr(dst)),
                 "l"(map), "r"(x), "r"(y), "r"(smem_addr(bar)), "h"(cta_mask)
                 : "memory");
}

/* Writes the box at (x, y) of the tensor from src (same layout and swizzle as a load); elements
 * past the tensor's edges are not written. Completion is tracked by bulk groups. */
__device__ __forceinline__ void tma_store_2d(const CUtensorMap *map, const void *src, int x, int y)
{
    asm volatile(
        "cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];" ::"l"(map),
        "r"(x), "r"(y), "r"(smem_addr(src))
        : "memory");
}

__device__ __forceinline__ void bulk_commit()
{
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
}

/* Waits until at most N bulk groups still read shared memory (their sources may be reused). */
template <int N>
__device__ __forceinline__ void bulk_wait_read()
{
    asm volatile("cp.async.bulk.wait_group.read %0;" ::"n"(N) : "memory");
}

/* Waits until at most N bulk groups are incomplete (their writes are done). */
template <int N>
__device__ __forceinline__ void bulk_wait()
{
    asm volatile("cp.async.bulk.wait_group %0;" ::"n"(N) : "memory");
}

/* Makes this thread's ordinary shared-memory writes visible to the copy engine (async proxy). */
__device__ __forceinline__ void fence_proxy_async_shared()
{
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
}

/* Byte offset of byte `col_bytes` of row `row` in a box of `row_bytes`-byte rows written with
 * a row_bytes swizzle (32, 64 or 128): the chunk index XORed with bits 7.. of the offset. */
__host__ __device__ constexpr int swizzled_offset(int row, int col_bytes, int row_bytes)
{
    const int linear = row * row_bytes + col_bytes;
    return linear ^ ((linear >> 7 & (row_bytes / 16 - 1)) << 4);
}

/* cuTensorMapEncodeTiled is a driver function: reached through the runtime so that the
 * library links the CUDA runtime alone. Looked up once (an inline function's static: one for
 * the whole library). */
inline PFN_cuTensorMapEncodeTiled_v12000 tensor_map_encoder()
{
    static const PFN_cuTensorMapEncodeTiled_v12000 encode = [] {
        void *fn = nullptr;
        cudaDriverEntryPointQueryResult found;
        if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                             cudaEnableDefault, &found) != cudaSuccess ||
            found != cudaDriverEntryPointSuccess) {
            cudaGetLastError();
            fn = nullptr;
        }
        return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
    }();
    return encode;
}

/* The tensor map of a 2-D tensor of `outer` rows of `inner` elements of `bytes` bytes (2: fp16,
 * 4: fp32), `pitch` bytes apart (a multiple of 16), read in boxes of box_inner x box_outer
 * elements with the swizzle of the box's row length (32, 64 or 128 bytes) or none; boxes past its
 * edges arrive zero-filled. `promotion`: the bytes L2 fetches from DRAM at a time (64, 128 or
 * 256). */
inline bool encode_2d(CUtensorMap *map, int bytes, const void *base, uint64_t inner, uint64_t outer,
                      uint64_t pitch, unsigned box_inner, unsigned box_outer, int promotion,
                      bool swizzled = true)
{
    const PFN_cuTensorMapEncodeTiled_v12000 encode = tensor_map_encoder();
    if (!encode)
        return false;
    const unsigned row_bytes = box_inner * bytes;
    const cuuint64_t dims[2] = {inner, outer};
    const cuuint64_t strides[1] = {pitch};
    const cuuint32_t box[2] = {box_inner, box_outer};
    const cuuint32_t element_strides[2] = {1, 1};
    const CUtensorMapSwizzle swizzle = !swizzled          ? CU_TENSOR_MAP_SWIZZLE_NONE
                                       : row_bytes == 128 ? CU_TENSOR_MAP_SWIZZLE_128B
                                       : row_bytes == 64  ? CU_TENSOR_MAP_SWIZZLE_64B
                                                          : CU_TENSOR_MAP_SWIZZLE_32B;
    const CUtensorMapL2promotion l2 = promotion == 256   ? CU_TENSOR_MAP_L2_PROMOTION_L2_256B
                                      : promotion == 128 ? CU_TENSOR_MAP_L2_PROMOTION_L2_128B
                                                         : CU_TENSOR_MAP_L2_PROMOTION_L2_64B;
    return encode(map,
                  bytes == 2 ? CU_TENSOR_MAP_DATA_TYPE_FLOAT16 : CU_TENSOR_MAP_DATA_TYPE_FLOAT32, 2,
                  const_cast<void *>(base), dims, strides, box, element_strides,
                  CU_TENSOR_MAP_INTERLEAVE_NONE, swizzle, l2,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS;
}

/* Residue map j of a row-major matrix of `rows` rows of `cols` elements of `bytes` bytes, ld
 * apart, at base (rows not 16-byte aligned: docs/07_alignment.md): with V = 16 / bytes, rows j,
 * j + V, ... lie 16 * ld bytes apart, so the map starts at row j's address rounded down to 16
 * bytes, `*shift` (0..V - 1) elements early, and its column x is the matrix's column x - *shift
 * (extent cols + *shift: columns past the matrix still arrive as zeros). Boxes and swizzle as
 * encode_2d. `classes` (default V) is the step between the map's rows: 1 where ld * bytes is a
 * multiple of 16, so that every row lies `*shift` elements past a 16-byte boundary (a pointer
 * into a matrix of aligned rows) and one map holds them all. */
inline bool encode_residue(CUtensorMap *map, int bytes, int *shift, const void *base, int64_t rows,
                           int64_t cols, int64_t ld, int j, unsigned box_inner, unsigned box_outer,
                           int promotion, bool swizzled = true, int classes = 0)
{
    const int v = classes ? classes : 16 / bytes;
    const uintptr_t row = reinterpret_cast<uintptr_t>(base) + (uintptr_t)(j * ld * bytes);
    const int s = (int)(row % 16 / bytes);
    if (shift)
        *shift = s;
    return encode_2d(map, bytes, reinterpret_cast<const void *>(row - row % 16), cols + s,
                     (rows - j + v - 1) / v, v * ld * bytes, box_inner, box_outer, promotion,
                     swizzled);
}

} // namespace sm90
} // namespace tcgemm
