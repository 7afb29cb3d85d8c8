/* 03_hgemm_wmma_smem — step 3: share the operands through shared memory.
 *
 * Lesson: a block of 8 warps computes a 128x128 tile of C. For every 32-deep slice of K it
 * copies a 128x32 slab of A and a 32x128 slab of B into shared memory once, with 16-byte loads,
 * and all 8 warps read their fragments from there: each element of A and B now leaves global
 * memory once per block rather than once per 16x16 tile. Shared rows are padded by 16 bytes so
 * that the 8 rows a fragment load reads at once sit in different banks. Zero-filled loads at
 * the edges let the variant serve any shape, order and transpose, including the 1000^3 call
 * that hgemm_wmma_naive refuses.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    int bad = 0;
    bad |= example_compare("hgemm_wmma_naive", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 4096,
                           4096, 4096) != EXAMPLE_OK;
    bad |= example_compare("hgemm_wmma_smem", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 4096,
                           4096, 4096) != EXAMPLE_OK;
    bad |= example_compare("hgemm_wmma_smem", TCGEMM_COL_MAJOR, TCGEMM_OP_N, TCGEMM_OP_T, 4096,
                           4096, 4096) != EXAMPLE_OK;
    bad |= example_compare("hgemm_wmma_smem", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1000,
                           1000, 1000) != EXAMPLE_OK;
    bad |= example_compare("hgemm_wmma_smem", TCGEMM_ROW_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 777, 1001,
                           333) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
