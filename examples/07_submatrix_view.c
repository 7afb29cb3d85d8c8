/* 07_submatrix_view — any pointer, any leading dimension (docs/07_alignment.md).
 *
 * Lesson: a sub-matrix view is an ordinary GEMM call whose pointers and leading dimensions are
 * whatever the parent matrix makes them. Here A and B are 4095 x 4095 views that start at row
 * 1, column 3 of 4101 x 4101 parents: every row of the view begins 2 bytes past a 16-byte
 * boundary (ld 4101 is odd), so no 16-byte copy (cp.async, float4, TMA) can read them in
 * place. AUTO sends such calls to hgemm_repack, which copies the views into aligned rows in the
 * handle's workspace (one streaming pass) and then runs the aligned kernel; without a
 * workspace the same call still works, on the in-place variant, slower. The program prints
 * the workspace a call of this size may need (tcgemm_workspace_size), then AUTO and cuBLAS
 * on the view with the default workspace, with a workspace of exactly that size, and with
 * none, each checked against cuBLAS.
 */
#include "example_common.h"

enum { kParent = 4101, kView = 4095, kRow0 = 1, kCol0 = 3 };

/* Times AUTO on the call, checks it against cuBLAS's C_ref; returns EXAMPLE_OK or _WRONG. */
static int run(const char *label, tcgemm_handle_t h, cublasHandle_t cb, const example_call_t *c,
               const tcgemm_half_t *c_ref, tcgemm_half_t *host_c, tcgemm_half_t *host_ref)
{
    const float ms = example_time(h, NULL, c, c->C);
    const float cublas_ms = example_time(NULL, cb, c, (void *)c_ref);
    const size_t elems = (size_t)c->m * c->ldc;
    if (ms < 0 || cublas_ms < 0 ||
        cudaMemcpy(host_c, c->C, elems * 2, cudaMemcpyDeviceToHost) != cudaSuccess ||
        cudaMemcpy(host_ref, c_ref, elems * 2, cudaMemcpyDeviceToHost) != cudaSuccess) {
        printf("%s: a call failed: %s\n", label, tcgemm_last_error(h));
        return EXAMPLE_WRONG;
    }
    double diff2 = 0, ref2 = 0;
    for (size_t i = 0; i < elems; ++i) {
        const double o = tcgemm_half_to_float(host_c[i]), r = tcgemm_half_to_float(host_ref[i]);
        diff2 += (o - r) * (o - r);
        ref2 += r * r;
    }
    const double rel = sqrt(diff2 / ref2), flops = 2.0 * c->m * (double)c->n * c->k;
    printf("%-28s AUTO %6.1f TFLOPS, cuBLAS %6.1f TFLOPS (%.2fx), rel err %.1e: %s\n", label,
           flops / ms / 1e9, flops / cublas_ms / 1e9, cublas_ms / ms, rel,
           rel < 2e-3 ? "OK" : "WRONG");
    return rel < 2e-3 ? EXAMPLE_OK : EXAMPLE_WRONG;
}

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    const size_t parent = (size_t)kParent * kParent, view_c = (size_t)kView * kView;
    tcgemm_half_t *host = malloc(parent * 2), *host_c = malloc(view_c * 2),
                  *host_ref = malloc(view_c * 2);
    uint64_t seed = 7;
    for (size_t i = 0; host && i < parent; ++i)
        host[i] = tcgemm_float_to_half(example_random(&seed));
    tcgemm_half_t *A = NULL, *B = NULL, *C = NULL, *C_ref = NULL;
    void *user_workspace = NULL;
    tcgemm_handle_t h = NULL;
    cublasHandle_t cb = NULL;
    const size_t need = tcgemm_workspace_size(kView, kView, kView, 2);
    int bad = !host || !host_c || !host_ref || cudaMalloc((void **)&A, parent * 2) ||
              cudaMalloc((void **)&B, parent * 2) || cudaMalloc((void **)&C, view_c * 2) ||
              cudaMalloc((void **)&C_ref, view_c * 2) || cudaMalloc(&user_workspace, need) ||
              cudaMemcpy(A, host, parent * 2, cudaMemcpyHostToDevice) ||
              cudaMemcpy(B, host, parent * 2, cudaMemcpyHostToDevice) ||
              tcgemm_create(&h) != TCGEMM_STATUS_SUCCESS || cublasCreate(&cb);
    if (bad) {
        printf("setup failed\n");
        return EXAMPLE_WRONG;
    }
    printf("A, B: %dx%d views at (%d, %d) of %dx%d parents (ld %d); a %dx%dx%d call may need "
           "%.1f MiB of workspace\n",
           kView, kView, kRow0, kCol0, kParent, kParent, kParent, kView, kView, kView,
           need / 1048576.0);

    /* The view: a pointer into the parent and the parent's leading dimension. */
    const size_t at = (size_t)kRow0 * kParent + kCol0;
    const example_call_t call = {1,     TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, kView,  kView,
                                 kView, kParent,          kParent,     kView,       A + at, B + at,
                                 C};
    bad |= run("default workspace", h, cb, &call, C_ref, host_c, host_ref);
    bad |= tcgemm_set_workspace(h, user_workspace, need) != TCGEMM_STATUS_SUCCESS;
    bad |= run("user workspace (exact size)", h, cb, &call, C_ref, host_c, host_ref);
    bad |= tcgemm_set_workspace(h, NULL, 0) != TCGEMM_STATUS_SUCCESS;
    bad |= run("no workspace", h, cb, &call, C_ref, host_c, host_ref);

    tcgemm_destroy(h);
    cublasDestroy(cb);
    cudaFree(A);
    cudaFree(B);
    cudaFree(C);
    cudaFree(C_ref);
    cudaFree(user_workspace);
    free(host);
    free(host_c);
    free(host_ref);
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
