/* 02_hgemm_wmma_naive — step 2: the same product on tensor cores, one warp per 16x16 tile.
 *
 * Lesson: the WMMA API hands a warp 16x16x16 multiply-adds (mma_sync on fragments), so the
 * arithmetic is no longer the problem; where the operands come from is. hgemm_wmma_naive loads
 * every fragment straight from global memory, and no two warps share what they load. It is
 * also the first variant with limits: load_matrix_sync reads whole 16x16 tiles, so M, N and K
 * must be multiples of 16 (and lda, ldb multiples of 8, A and B 32-byte aligned). Outside them
 * the call is refused with NOT_SUPPORTED and a sentence naming the limit, never a wrong answer;
 * AUTO serves the same call with another variant.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    int bad = 0;
    bad |= example_compare("hgemm_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 2048, 2048,
                           2048) != EXAMPLE_OK;
    bad |= example_compare("hgemm_wmma_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 2048,
                           2048, 2048) != EXAMPLE_OK;
    /* A transposed operand is read through a col_major fragment, not copied. */
    bad |= example_compare("hgemm_wmma_naive", TCGEMM_COL_MAJOR, TCGEMM_OP_T, TCGEMM_OP_N, 1024,
                           512, 768) != EXAMPLE_OK;
    /* 1000 is not a multiple of 16: refused, with the reason ... */
    bad |= example_compare("hgemm_wmma_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1000,
                           1000, 1000) != EXAMPLE_NOT_SUPPORTED;
    /* ... while AUTO picks a variant that serves it. */
    bad |= example_compare("auto:f16", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1000, 1000,
                           1000) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
