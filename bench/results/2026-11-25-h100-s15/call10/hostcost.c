/* host cost per tcgemm call: enqueue time of 300 calls against their total time */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <cuda_runtime.h>
#include "tcgemm.h"
static double now(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec * 1e-3;
}
int main(int argc, char **argv)
{
    void *A, *B, *C;
    cudaMalloc(&A, 256u << 20);
    cudaMalloc(&B, 256u << 20);
    cudaMalloc(&C, 256u << 20);
    cudaMemset(A, 0, 256u << 20);
    cudaMemset(B, 0, 256u << 20);
    tcgemm_handle_t h;
    if (tcgemm_create(&h)) {
        printf("create failed\n");
        return 1;
    }
    for (int i = 1; i < argc; ++i) {
        char name[64];
        int m, n, k;
        char dt[8];
        sscanf(argv[i], "%7[^:]:%63[^:]:%dx%dx%d", dt, name, &m, &n, &k);
        tcgemm_set_algo(h, tcgemm_algo_from_name(name));
        const int f16 = !strcmp(dt, "f16");
        float alpha = 1, beta = getenv("BETA") ? atof(getenv("BETA")) : 0;
        const int pad = getenv("LDC_PAD") ? atoi(getenv("LDC_PAD")) : 0,
                  bpad = getenv("LDB_PAD") ? atoi(getenv("LDB_PAD")) : 0;
        for (int rep = 0; rep < 3; ++rep) {
            const int N = rep == 0 ? 20 : 300;
            cudaDeviceSynchronize();
            double t0 = now();
            for (int j = 0; j < N; ++j) {
                tcgemm_status_t s =
                    f16 ? tcgemm_hgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k,
                                       alpha, A, k, B, n + bpad, beta, C, n + pad)
                        : tcgemm_sgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k,
                                       alpha, A, k, B, n + bpad, beta, C, n + pad);
                if (s) {
                    printf("%s: %s\n", argv[i], tcgemm_last_error(h));
                    return 1;
                }
            }
            double t1 = now();
            cudaDeviceSynchronize();
            double t2 = now();
            if (rep)
                printf("%-40s host %.2f us/call, total %.2f us/call\n", argv[i], (t1 - t0) / N,
                       (t2 - t0) / N);
        }
    }
    tcgemm_destroy(h);
    return 0;
}
