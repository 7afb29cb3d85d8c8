/* A plain C program linked against the installed libtcgemm.a. Without a GPU it proves the
 * link and the host helpers; with one it also multiplies a 2x2 pair in both precisions. */
#include <stdio.h>

#include <tcgemm.h>

static int check(const char *what, float got, float want)
{
    if (got != want) {
        fprintf(stderr, "consumer: %s = %g, expected %g\n", what, got, want);
        return 1;
    }
    return 0;
}

int main(void)
{
    int failures = check("half round trip", tcgemm_half_to_float(tcgemm_float_to_half(1.5f)), 1.5f);
    tcgemm_handle_t handle;
    tcgemm_status_t status = tcgemm_create(&handle);
    if (status == TCGEMM_STATUS_NO_DEVICE) {
        printf("consumer: linked; no CUDA device, so no GEMM was run\n");
        return failures;
    }
    if (status != TCGEMM_STATUS_SUCCESS) {
        fprintf(stderr, "consumer: %s\n", tcgemm_status_string(status));
        return 1;
    }
    const float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}; /* row-major: [19 22; 43 50] */
    float *dev = NULL;
    float c[4];
    if (cudaMalloc((void **)&dev, 3 * sizeof a) != cudaSuccess) {
        fprintf(stderr, "consumer: cudaMalloc failed\n");
        return 1;
    }
    cudaMemcpy(dev, a, sizeof a, cudaMemcpyHostToDevice);
    cudaMemcpy(dev + 4, b, sizeof b, cudaMemcpyHostToDevice);
    status = tcgemm_sgemm(handle, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 2, 2, 2, 1.0f, dev, 2,
                          dev + 4, 2, 0.0f, dev + 8, 2);
    if (status != TCGEMM_STATUS_SUCCESS ||
        cudaMemcpy(c, dev + 8, sizeof c, cudaMemcpyDeviceToHost)) {
        fprintf(stderr, "consumer: sgemm failed: %s\n", tcgemm_last_error(handle));
        return 1;
    }
    failures += check("C[0][0]", c[0], 19) + check("C[1][1]", c[3], 50);
    cudaFree(dev);
    tcgemm_destroy(handle);
    printf("consumer: linked and ran a 2x2 SGEMM on the device\n");
    return failures;
}
