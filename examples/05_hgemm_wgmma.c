/* 05_hgemm_wgmma — step 5: the Hopper HGEMM (docs/05_hgemm_wgmma.md).
 *
 * Lesson: on an H100 the tensor cores are fed by the copy engine, not by threads. One producer
 * thread asks TMA for whole 64 x 64 boxes of A and B; two consumer warpgroups multiply them with
 * wgmma straight out of shared memory; mbarriers hand the stages of the ring back and forth; and
 * with a cluster of two blocks one copy of the shared B tile serves both (multicast), a third
 * fewer bytes out of L2 per flop, which under the board's power cap is clock. The program runs
 * the three wgmma rows, the mma.sync row of chapter 4 and AUTO against cuBLAS at three sizes,
 * row-major NN and TN, then a ragged column-major call with transposes. On a GPU that is not
 * sm_90 the wgmma rows answer NOT_SUPPORTED (their machine code is sm_90a only) and the program
 * says so.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    const char *variants[] = {"hgemm_wgmma_128x256_c2", "hgemm_wgmma_128x256",
                              "hgemm_wgmma_128x128", "hgemm_mma_128x128", "auto:f16"};
    const int nvariants = (int)(sizeof variants / sizeof variants[0]);
    const int sizes[] = {2048, 4096, 8192};
    const tcgemm_op_t transa[] = {TCGEMM_OP_N, TCGEMM_OP_T};
    int bad = 0, refused = 0;
    for (int t = 0; t < 2; ++t)
        for (int s = 0; s < 3; ++s)
            for (int v = 0; v < nvariants; ++v) {
                const int r = example_compare(variants[v], TCGEMM_ROW_MAJOR, transa[t], TCGEMM_OP_N,
                                              sizes[s], sizes[s], sizes[s]);
                refused += r == EXAMPLE_NOT_SUPPORTED;
                bad |= r == EXAMPLE_WRONG;
            }
    /* Ragged in every dimension, leading dimensions multiples of 8 halves (TMA reads 16-byte
     * aligned rows); the copy engine zero-fills the boxes that stick out of the matrices. */
    const int r = example_compare("hgemm_wgmma_128x256_c2", TCGEMM_COL_MAJOR, TCGEMM_OP_T,
                                  TCGEMM_OP_T, 1000, 776, 328);
    refused += r == EXAMPLE_NOT_SUPPORTED;
    bad |= r == EXAMPLE_WRONG;
    if (refused)
        printf("%d calls refused: the wgmma rows need an sm_90 GPU (H100, H200)\n", refused);
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
