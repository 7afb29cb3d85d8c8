/* tcgemm — CUDA GEMM kernels from the textbook to cuBLAS class, behind one C API.
 *
 *   C = alpha * op(A) * op(B) + beta * C
 *
 * op(A) is m x k, op(B) is k x n, C is m x n; all three are stored in `order` with leading
 * dimensions lda, ldb, ldc, exactly as in CBLAS. HGEMM takes IEEE fp16 matrices and, unless a
 * variant's name says `f16acc`, accumulates in fp32; SGEMM is fp32 throughout (no TF32 unless
 * a variant's name says `tf32`). Every call is asynchronous on the handle's stream.
 *
 * The header compiles as C99 and as C++.
 */
#ifndef TCGEMM_H
#define TCGEMM_H

#include <stddef.h>
#include <stdint.h>

#include <cuda_runtime_api.h> /* cudaStream_t */

#include "tcgemm_algos.h"

#ifdef __cplusplus
extern "C" {
#endif

#define TCGEMM_VERSION_MAJOR 0
#define TCGEMM_VERSION_MINOR 1
#define TCGEMM_VERSION_PATCH 0

/* IEEE binary16 bits, the same layout as CUDA's __half. */
typedef uint16_t tcgemm_half_t;

typedef enum {
    TCGEMM_STATUS_SUCCESS = 0,
    TCGEMM_STATUS_NOT_INITIALIZED, /* null handle */
    TCGEMM_STATUS_INVALID_VALUE,   /* a bad argument: null pointer, size, leading dim, enum */
    TCGEMM_STATUS_NOT_SUPPORTED,   /* valid call outside the chosen variant's limits */
    TCGEMM_STATUS_NO_DEVICE,       /* no CUDA device could be used */
    TCGEMM_STATUS_ALLOC_FAILED,    /* host allocation failed */
    TCGEMM_STATUS_CUDA_ERROR       /* a CUDA runtime call or a launch failed */
    /* more may be added at the end */
} tcgemm_status_t;

typedef enum { TCGEMM_ROW_MAJOR = 0, TCGEMM_COL_MAJOR = 1 } tcgemm_order_t;
typedef enum { TCGEMM_OP_N = 0, TCGEMM_OP_T = 1 } tcgemm_op_t;

/* AUTO picks, per call, the fastest variant that serves it on the handle's device; it never
 * answers NOT_SUPPORTED for a valid call. The named constants force one variant. */
typedef enum {
    TCGEMM_ALGO_AUTO = 0,
#define TCGEMM_ALGO_ENUMERATOR(id, name) TCGEMM_ALGO_##id,
    TCGEMM_FOR_EACH_ALGO(TCGEMM_ALGO_ENUMERATOR)
#undef TCGEMM_ALGO_ENUMERATOR
        TCGEMM_ALGO_COUNT
} tcgemm_algo_t;

typedef struct tcgemm_context *tcgemm_handle_t;

/* A handle binds the current CUDA device (read once, here), a stream (default: the legacy
 * default stream, 0) and an algorithm (default: AUTO). Handles are independent of each other;
 * one handle must not be used by two host threads at once. tcgemm_create returns NO_DEVICE
 * without a usable device and NOT_SUPPORTED for one older than sm_75. It also allocates the
 * handle's device workspace (16.5 MiB on an H100: one fp32 tile and one flag per SM, and 48 KiB
 * of counters, for the stream-K variants and the split-K of the skinny path and of
 * sgemm_splitk_64x32); without it the handle still works, the stream-K variants answer
 * NOT_SUPPORTED and the others run unsplit.
 * It allocates the default repack scratch too (tcgemm_set_workspace). tcgemm_destroy frees
 * both. Calls on a handle share the workspace, so they run in order on its
 * stream; tcgemm_set_stream makes the new stream wait for the work enqueued on the old one. */
tcgemm_status_t tcgemm_create(tcgemm_handle_t *handle);
tcgemm_status_t tcgemm_destroy(tcgemm_handle_t handle);
tcgemm_status_t tcgemm_set_stream(tcgemm_handle_t handle, cudaStream_t stream);
tcgemm_status_t tcgemm_set_algo(tcgemm_handle_t handle, tcgemm_algo_t algo);

/* The device memory the repack variants (hgemm_repack, sgemm_repack) copy misaligned operands
 * into, as cublasSetWorkspace: a call whose A or B rows or pointers are not 16-byte aligned is
 * served at the aligned kernels' speed by copying those operands into aligned, padded rows
 * here first, on the handle's stream (no allocation and no host synchronization in the call).
 * tcgemm_create allocates a default of 1/128 of the device's memory (640 MiB on an 80 GB
 * H100); this call replaces it (freeing the default, which waits for the device) with
 * `bytes` at `workspace`, 256-byte aligned, which must stay valid while calls on the handle
 * may still run; NULL and 0 leave the handle without one. A call that needs more than the
 * handle has still succeeds, on a variant that reads the operands in place (slower).
 * INVALID_VALUE: workspace NULL with bytes > 0, or not 256-byte aligned. */
tcgemm_status_t tcgemm_set_workspace(tcgemm_handle_t handle, void *workspace, size_t bytes);
/* The most workspace a call of m, n, k with elements of element_bytes (2: hgemm, 4: sgemm)
 * can use, for any order, transposes, leading dimensions and pointers: both operands with
 * rows padded to 128 bytes, at most (m + 64)(k + 64) + (k + 64)(n + 64) elements. 0 for
 * sizes <= 0 or another element size. */
size_t tcgemm_workspace_size(int m, int n, int k, size_t element_bytes);

/* Stable short name of a variant ("hgemm_naive"; "auto" for AUTO), or NULL out of range. */
const char *tcgemm_algo_name(tcgemm_algo_t algo);
/* The variant with that name, or TCGEMM_ALGO_COUNT if there is none. */
tcgemm_algo_t tcgemm_algo_from_name(const char *name);
/* The documented limits of a variant in one sentence ("any shape, layout and alignment"); for a
 * variant this build leaves out (a TCGEMM_PORTABLE build), why it is missing. */
const char *tcgemm_algo_limits(tcgemm_algo_t algo);

const char *tcgemm_status_string(tcgemm_status_t status);
/* The message of the last failing call on this handle ("" after a success); never NULL. */
const char *tcgemm_last_error(tcgemm_handle_t handle);

/* Device pointers. m == 0 or n == 0: nothing is done. k == 0 or alpha == 0: C = beta * C
 * (A and B unread). beta == 0: C is written without being read. A and B may be NULL only when
 * they are not read; C may be NULL only when m or n is 0. */
tcgemm_status_t tcgemm_hgemm(tcgemm_handle_t handle, tcgemm_order_t order, tcgemm_op_t transa,
                             tcgemm_op_t transb, int m, int n, int k, float alpha,
                             const tcgemm_half_t *A, int lda, const tcgemm_half_t *B, int ldb,
                             float beta, tcgemm_half_t *C, int ldc);
tcgemm_status_t tcgemm_sgemm(tcgemm_handle_t handle, tcgemm_order_t order, tcgemm_op_t transa,
                             tcgemm_op_t transb, int m, int n, int k, float alpha, const float *A,
                             int lda, const float *B, int ldb, float beta, float *C, int ldc);

/* Host-side conversions, round to nearest even; overflow gives infinity, NaN stays NaN. */
tcgemm_half_t tcgemm_float_to_half(float value);
float tcgemm_half_to_float(tcgemm_half_t value);
void tcgemm_floats_to_halves(const float *src, tcgemm_half_t *dst, size_t count);
void tcgemm_halves_to_floats(const tcgemm_half_t *src, float *dst, size_t count);

#ifdef __cplusplus
}
#endif

#endif /* TCGEMM_H */
