/* 06_decode_gemv — skinny GEMMs are about bytes, not FLOPs (docs/06_skinny_and_splitk.md).
 *
 * Lesson: LLM decode multiplies a few token rows by a weight matrix. 1 x 4096 x 4096 in fp16 is
 * 33.5 MFLOP, nothing for a GPU, but it must read the 33.5 MB weight once: at ~3 TB/s that is
 * 11 us, and no kernel can beat it. A tiled GEMM wastes its 128-row tile on one row and keeps
 * too few bytes in flight; hgemm_skinny / sgemm_skinny stream the weight once: on decode (sm_80+)
 * every SM pulls pieces of it through a ring of shared-memory stages that is refilled as it is
 * consumed, so DRAM always has the next bytes asked for (fp16 multiplies on the tensor cores, so
 * 16 rows cost about what one does), and on deep K they cut K into slices (split-K, reduced in
 * a fixed order) so that every SM streams. The
 * program runs decode with 1, 4 and 16 rows against nn.Linear's weight layout (row-major,
 * B stored N x K: the NT call) and the row-major NN one, then the deep-K DeepBench shape
 * 1024 x 16 x 500000, each beside cuBLAS; the floor is the bytes over 3.0 TB/s.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    const int rows[] = {1, 4, 16};
    const tcgemm_op_t transb[] = {TCGEMM_OP_T, TCGEMM_OP_N};
    int bad = 0;
    for (int t = 0; t < 2; ++t)
        for (int r = 0; r < 3; ++r) {
            printf("floor %.1f us: ",
                   1e6 * 2.0 * ((double)rows[r] * 4096 * 2 + 4096.0 * 4096) / 3.0e12);
            fflush(stdout);
            bad |= example_compare("hgemm_skinny", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, transb[t],
                                   rows[r], 4096, 4096) != EXAMPLE_OK;
        }
    printf("floor %.1f us: ", 1e6 * 4.0 * (16.0 * 4096 * 2 + 4096.0 * 4096) / 3.0e12);
    fflush(stdout);
    bad |= example_compare("sgemm_skinny", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_T, 16, 4096,
                           4096) != EXAMPLE_OK;
    /* Deep K: four 256-row tiles of A would leave 128 SMs idle; 66 slices of K fill them. */
    printf("floor %.0f us: ", 1e6 * 2.0 * (1024.0 * 500000 + 500000.0 * 16) / 3.0e12);
    fflush(stdout);
    bad |= example_compare("hgemm_skinny", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1024, 16,
                           500000) != EXAMPLE_OK;
    bad |= example_compare("auto:f16", TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 1024, 16,
                           500000) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
