/* 01_hgemm_naive — step 1: the textbook GEMM, one thread per element of C.
 *
 * Lesson: a correct GEMM is easy; a fast one is not. Each thread of hgemm_naive reads a whole
 * row of A and a whole column of B from global memory to produce a single element, about one
 * FLOP per byte loaded, so the kernel waits on memory while the tensor cores sit idle. The
 * numbers printed next to cuBLAS's are the gap the following steps close. It serves any shape,
 * order and transpose, and so does sgemm_naive, its fp32 twin.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    int bad = 0;
    bad |= example_compare("hgemm_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1024, 1024,
                           1024) != EXAMPLE_OK;
    /* Irregular shapes and transposes are no harder for one thread per element. */
    bad |= example_compare("hgemm_naive", TCGEMM_COL_MAJOR, TCGEMM_OP_T, TCGEMM_OP_N, 1000, 777,
                           333) != EXAMPLE_OK;
    bad |= example_compare("sgemm_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_T, 1024, 1024,
                           1024) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
