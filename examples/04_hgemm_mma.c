/* 04_hgemm_mma — step 4: the production tensor-core HGEMM (docs/04_hgemm_mma.md).
 *
 * Lesson: tensor cores only pay off when they are never kept waiting. hgemm_mma_* issue
 * mma.sync m16n8k16 from registers filled by ldmatrix, and keep several k-tiles of A and B in
 * flight global -> shared with cp.async, in a swizzled layout that no access conflicts on. The
 * same template runs all four transpose pairs at one speed: a transposed operand is read with
 * ldmatrix.trans instead of being copied. Tile size is a trade: a 128x256 block re-uses each
 * loaded byte more (less traffic per FLOP) but makes fewer blocks, so a small problem leaves
 * SMs idle; AUTO weighs both. The program prints each tile row and AUTO against cuBLAS at
 * three sizes, row-major NN and TN, then one ragged column-major call.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    const char *variants[] = {"hgemm_mma_128x256", "hgemm_mma_128x128", "hgemm_mma_64x64",
                              "auto:f16"};
    const int sizes[] = {2048, 4096, 8192};
    const tcgemm_op_t transa[] = {TCGEMM_OP_N, TCGEMM_OP_T};
    int bad = 0;
    for (int t = 0; t < 2; ++t)
        for (int s = 0; s < 3; ++s)
            for (int v = 0; v < 4; ++v)
                bad |= example_compare(variants[v], TCGEMM_ROW_MAJOR, transa[t], TCGEMM_OP_N,
                                       sizes[s], sizes[s], sizes[s]) != EXAMPLE_OK;
    /* Ragged edges are zero-filled inside the kernel; the leading dimensions here are multiples
     * of 8 halves, which cp.async's 16-byte copies need. */
    bad |= example_compare("hgemm_mma_128x128", TCGEMM_COL_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 1000,
                           776, 328) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
