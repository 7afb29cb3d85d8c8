/* 10_sgemm_ladder — the fp32 ladder on CUDA cores, one rung at a time, against cuBLAS SGEMM.
 *
 * Lesson: without tensor cores, GEMM speed is a question of how many FMAs each byte feeds.
 * sgemm_naive fetches two floats from global memory per FMA. sgemm_smem stages 32 x 32 tiles in
 * shared memory, so each global float feeds 32 FMAs, but every FMA still waits on two shared
 * loads. sgemm_blocktile_2d gives each thread an 8 x 8 patch of C in registers: 16 shared loads
 * feed 64 FMAs. sgemm_vectorized moves the same data 16 bytes at a time. sgemm_warptile arranges
 * threads by warp so a warp's reads stay within a narrow band of the tiles, and
 * sgemm_warptile_nbc removes the bank conflict in the transposing store into shared memory and
 * double-buffers the tiles, so the next slice's loads fly while the FMAs run.
 * sgemm_warptile_async (sm_80+) copies tiles with cp.async into a ring of stages, several
 * slices ahead, without staging registers. sgemm_warptile_streamk keeps nbc's loop and changes
 * only the schedule: one block per SM walks the tiles, and the last wave's tiles are shared out
 * in k slices, so no SM idles while a partial last wave runs (the 3072^3 pair below: 288 tiles
 * are 2.18 waves on an H100). The chapters docs/10..16 draw each tiling and give the figures
 * measured on an H100.
 *
 * The last call runs the top rung column-major with both operands transposed at an odd size:
 * every rung serves every layout, because the transposes happen while tiles are copied into
 * shared memory, and ragged edges are zero-filled there.
 */
#include "example_common.h"

int main(void)
{
    if (!example_have_device())
        return EXAMPLE_NO_DEVICE;
    static const char *const ladder[] = {
        "sgemm_naive",    "sgemm_smem",         "sgemm_blocktile_2d",   "sgemm_vectorized",
        "sgemm_warptile", "sgemm_warptile_nbc", "sgemm_warptile_async", "sgemm_warptile_streamk"};
    int bad = 0;
    for (size_t i = 0; i < sizeof ladder / sizeof ladder[0]; ++i) {
        /* NOT_SUPPORTED is the async rung on a chip older than sm_80, not a wrong answer. */
        const int r = example_compare(ladder[i], TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 2048,
                                      2048, 2048);
        bad |= r != EXAMPLE_OK && r != EXAMPLE_NOT_SUPPORTED;
    }
    for (int i = 0; i < 2; ++i)
        bad |=
            example_compare(i ? "sgemm_warptile_streamk" : "sgemm_warptile_nbc", TCGEMM_ROW_MAJOR,
                            TCGEMM_OP_N, TCGEMM_OP_N, 3072, 3072, 3072) != EXAMPLE_OK;
    bad |= example_compare("sgemm_warptile_nbc", TCGEMM_COL_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 1001,
                           777, 555) != EXAMPLE_OK;
    return bad ? EXAMPLE_WRONG : EXAMPLE_OK;
}
