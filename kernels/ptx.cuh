/* ptx.cuh — the inline-PTX building blocks (cp.async, ldmatrix, mma.sync) of the sm_80+ variants.
 *
 * Kept apart from common.cuh so that the variants written in plain CUDA C++ and the WMMA API
 * never see them: a TCGEMM_PORTABLE build (docs/08_portability.md) never includes it, and CI
 * checks that build's preprocessed sources and PTX for inline assembly.
 */
#pragma once

#include <stdint.h>

namespace tcgemm {

/* Call these only from code compiled for __CUDA_ARCH__ >= 800: cp.async and mma.sync m16n8k16
 * do not exist on older chips. */

__device__ __forceinline__ uint32_t smem_u32(const void *p)
{
    return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}

/* 16 bytes global -> shared without passing through registers, bypassing L1 (.cg). */
__device__ __forceinline__ void cp_async_16(uint32_t dst, const void *src)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" ::"r"(dst),
                 "l"(__cvta_generic_to_global(src))
                 : "memory");
}
/* The same, reading only `src_bytes` (0..16) and zero-filling the rest of the 16: how edge
 * tiles are padded with zeros without a branch around the copy. */
__device__ __forceinline__ void cp_async_16_zfill(uint32_t dst, const void *src, int src_bytes)
{
    asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(dst),
                 "l"(__cvta_generic_to_global(src)), "r"(src_bytes)
                 : "memory");
}
/* 4 bytes global -> shared, through L1 (.ca: the 16-byte .cg form is the only one that may
 * bypass it). For tiles whose layout in shared memory transposes the global one, where no 16
 * contiguous bytes in global memory stay contiguous in shared memory; src_bytes 0 zero-fills. */
__device__ __forceinline__ void cp_async_4(uint32_t dst, const void *src, int src_bytes)
{
    asm volatile("cp.async.ca.shared.global [%0], [%1], 4, %2;\n" ::"r"(dst),
                 "l"(__cvta_generic_to_global(src)), "r"(src_bytes)
                 : "memory");
}
__device__ __forceinline__ void cp_async_commit()
{
    asm volatile("cp.async.commit_group;\n" ::: "memory");
}
/* Waits until at most N of this thread's committed groups are still in flight. */
template <int N>
__device__ __forceinline__ void cp_async_wait()
{
    asm volatile("cp.async.wait_group %0;\n" ::"n"(N) : "memory");
}

/* Four 8x8 b16 matrices from shared memory; lanes 8i..8i+7 give the row addresses of matrix i,
 * and register i receives matrix i. Trans: each thread receives the transposed element pair, so
 * a tile stored the other way round yields the same fragment. */
template <bool Trans>
__device__ __forceinline__ void ldmatrix_x4(uint32_t (&r)[4], uint32_t addr)
{
    if (Trans)
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                     : "r"(addr));
    else
        asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];\n"
                     : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                     : "r"(addr));
}

/* 16 bytes read once (a streamed operand): through the read-only path, no line kept in L1
 * (sm_70+). */
__device__ __forceinline__ uint4 load_stream_16(const void *p)
{
    uint4 v;
    asm volatile("ld.global.nc.L1::no_allocate.v4.u32 {%0, %1, %2, %3}, [%4];"
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
                 : "l"(p));
    return v;
}

/* A release and acquire fence at GPU scope (fence.acq_rel.gpu). __threadfence() is fence.sc.gpu,
 * sequentially consistent and slower, and a counter's hand-over needs no more than this: one
 * thread fences after the block's barrier, as CUTLASS's GenericBarrier does. */
__device__ __forceinline__ void fence_acq_rel_gpu()
{
    asm volatile("fence.acq_rel.gpu;" ::: "memory");
}

/* d += a (16x16, row) * b (16x8, col): fp16 inputs, fp32 accumulators, one warp. */
__device__ __forceinline__ void mma_m16n8k16_f32(float (&d)[4], const uint32_t (&a)[4], uint32_t b0,
                                                 uint32_t b1)
{
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0), "r"(b1));
}

} // namespace tcgemm
