/* variant.h — the contract between the API (src/) and the kernels (kernels/).
 *
 * The API checks a call, swaps a column-major one into row-major form and hands every variant
 * the same normalised problem: row-major C (m x n, ldc), op(A) m x k, op(B) k x n. Each kernel
 * file defines one `tcgemm_variant_t` per variant, named `tcgemm_variant_<name>` as listed in
 * include/tcgemm_algos.h; src/registry.c collects them into the one table.
 */
#ifndef TCGEMM_VARIANT_H
#define TCGEMM_VARIANT_H

#include "tcgemm.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum { TCGEMM_F16 = 0, TCGEMM_F32 = 1 } tcgemm_dtype_t;

/* What the handle learned about its device, once, at tcgemm_create. */
typedef struct {
    int ordinal;
    int sm; /* compute capability as major * 10 + minor, e.g. 90 */
    int num_sms;
    size_t smem_optin; /* largest dynamic shared memory a block may opt in to, bytes */
    size_t l2_bytes;
    /* The rate AUTO's model streams DRAM at (tcgemm_internal_stream_rate), bytes a second; 0 where
     * unknown (the described devices of the host tests): the reference H100's. */
    double dram_bytes_per_s;
} tcgemm_device_t;

/* The workspace's stream-K layout, shared by every row that uses it: one partial tile of this
 * many fp32 values per SM, then one int flag per SM (zero between calls); then, from the next
 * 256-byte boundary, arrays of TCGEMM_WORKSPACE_COUNTERS int counters (zero between calls), one
 * for each entry of tcgemm_counter_array_t. */
#define TCGEMM_STREAMK_PARTIAL_FLOATS (128 * 256)
#define TCGEMM_WORKSPACE_COUNTERS 4096
typedef enum {
    TCGEMM_COUNTERS_SKINNY = 0, /* kernels/skinny.cuh: two arrays, arrived and departed */
    TCGEMM_COUNTERS_SPLITK = 2, /* kernels/sgemm_splitk.cu: one */
    TCGEMM_COUNTERS_END = 3
} tcgemm_counter_array_t;
/* Where counter array `array` starts in the workspace, in bytes (TCGEMM_COUNTERS_END: where the
 * last one ends). */
static inline size_t tcgemm_workspace_counters(const tcgemm_device_t *device,
                                               tcgemm_counter_array_t array)
{
    const size_t end =
        (size_t)device->num_sms * (TCGEMM_STREAMK_PARTIAL_FLOATS * sizeof(float) + sizeof(int));
    return (end + 255) / 256 * 256 + (size_t)array * TCGEMM_WORKSPACE_COUNTERS * sizeof(int);
}

/* A normalised call. Storage is row-major: A(i, p) of op(A) is A[i * lda + p] when !trans_a and
 * A[p * lda + i] when trans_a; B(p, j) of op(B) is B[p * ldb + j] when !trans_b and
 * B[j * ldb + p] when trans_b; C(i, j) is C[i * ldc + j]. A variant only ever sees m, n, k > 0. */
typedef struct {
    tcgemm_dtype_t dtype;
    int m, n, k;
    int trans_a, trans_b;
    float alpha, beta;
    const void *A, *B;
    void *C;
    int lda, ldb, ldc;
    cudaStream_t stream;
    const tcgemm_device_t *device;
    /* The handle's device scratch memory, sized for the largest workspace_bytes in the
     * registry and zeroed when allocated; NULL if the handle has none. Calls on one handle
     * are ordered on its stream (tcgemm_set_stream keeps them so), so a variant may use it
     * all; one that leaves flags in it must leave them zero. */
    void *workspace;
    /* The repack scratch (tcgemm_set_workspace): scratch_bytes of device memory, 256-byte
     * aligned, that the repack variants copy misaligned operands into; NULL / 0 if the handle
     * has none. Separate from `workspace`, so a variant run on repacked operands may use both. */
    void *scratch;
    size_t scratch_bytes;
    /* 1 when the call runs on operands the repack's copy kernel, launched just before it on
     * the same stream, is still writing: a variant may launch early (programmatic dependent
     * launch, sm_90) if its kernel waits for the copy (cudaGridDependencySynchronize) before it
     * reads them. 0 for every call from the API. */
    int after_copy;
} tcgemm_problem_t;

typedef struct {
    const char *name; /* stable short name, as in tcgemm_algos.h */
    tcgemm_dtype_t dtype;
    int min_sm; /* lowest compute capability it runs on */
    /* AUTO's estimate of the variant's speed on a problem that fills the device: its median
     * TFLOPS at 4096^3 (row-major NN) on the reference GPU, an H100 (bench/results/); for a
     * variant that never runs 4096^3, its arithmetic rate where compute bounds it. Rows added
     * since the lent GPU became an H200 (the fortieth session), and older ones refitted since
     * (stream-K and the 128 x 192 row, forty-eighth session), state the H200's figure or a
     * same-run ratio to an older row's; their descriptors say which. 0: AUTO never picks it. */
    float auto_tflops;
    const char *limits; /* the documented limits in one sentence */
    /* NULL if the variant can run this problem on problem->device, else a sentence naming the
     * limit it breaks (it becomes the NOT_SUPPORTED message). Never touches the device. */
    const char *(*supports)(const tcgemm_problem_t *problem);
    /* Enqueues the kernel(s) on problem->stream; returns the launch's error. */
    cudaError_t (*launch)(const tcgemm_problem_t *problem);
    /* The block tile of C one thread block computes: AUTO scales auto_tflops by the share of
     * the SMs a problem's grid keeps busy. */
    int tile_m, tile_n;
    /* Optional. The device scratch memory the variant needs on a device (NULL: none). */
    size_t (*workspace_bytes)(const tcgemm_device_t *device);
    /* Optional. The share of the device's SMs the variant keeps busy on a problem, for a
     * variant whose grid is not one block per tile_m x tile_n tile (NULL: it is). */
    double (*busy_share)(const tcgemm_problem_t *problem);
    /* Optional. The share of its speed the variant keeps on this call's alignment, for one that
     * falls back to narrower loads when rows or pointers are not aligned (NULL: 1). AUTO
     * multiplies its estimate by it. */
    double (*load_share)(const tcgemm_problem_t *problem);
    /* Optional. AUTO's whole estimate, in seconds, for a variant that runs other variants: their
     * time plus its own work (NULL: the model of src/api.c's auto_estimate). */
    double (*estimate)(const tcgemm_problem_t *problem);
    /* Optional. The bytes the variant moves through DRAM on a problem, divided by the share of
     * the copy bandwidth it reaches, and (in *launches) the kernels it enqueues: AUTO's memory
     * and launch terms (NULL: A, B and C once at the tiled share, one launch). */
    double (*auto_bytes)(const tcgemm_problem_t *problem, int *launches);
    /* Optional. The nanoseconds per unit of K one block spends on a tile when its SM runs
     * nothing else, on the reference GPU or the H200 (each Hopper row's descriptor says which):
     * the k-loop's own latency (issue, copies in flight, barriers), which bounds a grid that
     * leaves SMs idle better than a share of the device's rate does (src/api.c). 0: AUTO scales
     * the device's rates by the busy share instead. */
    float k_ns;
} tcgemm_variant_t;

#define TCGEMM_DECLARE_VARIANT(id, name) extern const tcgemm_variant_t tcgemm_variant_##name;
TCGEMM_FOR_EACH_ALGO(TCGEMM_DECLARE_VARIANT)
#undef TCGEMM_DECLARE_VARIANT

/* The registry, indexed by tcgemm_algo_t; entry 0 (AUTO) is NULL, and so is every variant
 * this build leaves out (a TCGEMM_PORTABLE build keeps TCGEMM_FOR_EACH_PORTABLE_ALGO only). */
const tcgemm_variant_t *tcgemm_variant(tcgemm_algo_t algo);
/* The name of every value of the enum, built or not ("auto" for AUTO); NULL out of range. */
const char *tcgemm_variant_name(tcgemm_algo_t algo);
/* Why a value of the enum has no row in this build, in one sentence. */
const char *tcgemm_variant_not_built(void);

/* C = beta * C over the m x n problem (k == 0 or alpha == 0); beta == 0 writes zeros. */
cudaError_t tcgemm_launch_scale_c(const tcgemm_problem_t *problem);

#ifdef __cplusplus
}
#endif

#endif
