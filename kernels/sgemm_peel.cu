/* sgemm_peel.cu — sgemm_peel: an fp32 call whose m or n lies a few rows or columns past a multiple
 * of 64, run as that multiple plus the thin strips left over.
 *
 * Idea: the fp32 tiled rows' tiles are 64 to 256 on a side, so at 4097^3 the 128 x 256 tiles
 * number 33 x 17 = 561 against 4096^3's 512, and the edge tiles that hold one row or one column
 * cost as much as whole ones (fp32 4097^3 ran at 0.84 of 4096^3's rate in the same run,
 * bench/results/2026-11-27-s34/call10). Here C is cut into three calls on the same stream, each
 * served by AUTO's own choice for it: the rows and columns below the multiples (m0 x n0, whole
 * tiles), the columns past n0 beside them (m0 x (n - n0): a skinny call) and the rows past m0
 * across the whole width ((m - m0) x n). The strips read the other operand once more at the
 * memory rate: at 4097^3 two reads of 67 MB (~50 us) against ~9% of 3 ms. The peel composes with
 * the repack: on a call whose rows are misaligned too, AUTO's repack copies A and B to aligned
 * rows and its inner AUTO peels the aligned copy, so the 4096^3 part runs at the aligned rate.
 * Tiles: none of its own; the parts' variants. Improves on: the tiled rows' edge tiles.
 * Limits: m and n at least 256, one of them 1..16 past a multiple of 64 (a strip is never peeled
 * again); AUTO takes it where the parts' estimates, plus a margin (below), come under every single
 * variant's. fp32 only: the fp16 Hopper rows run edge tiles with narrower wgmmas instead
 * (chapter 05); the fp16 form measured slower than the repack in the twenty-ninth session, with
 * the host cost named below, and was not tried again.
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-27, tcgemm-bench, AUTO, medians of two rounds
 * alternated with the code before, cuBLAS in the same run; bench/results/2026-11-27-s35/call2):
 * 4097^3 NN 3460 -> 3179 us (0.84 -> 0.91 of 4096^3's rate; the repack copies, its inner AUTO
 * peels), TN 3406 -> 3117; 4097 x 257 x 6151 643 -> 402 (1.04x cuBLAS), 1537^3 261 -> 231, 2049^3
 * 528 -> 469, 4104^3 3253 -> 3062, 3001 x 4099 x 1999 1312 -> 1237; no call slower by more than
 * the spread. The twenty-ninth session built this row and dropped it: it timed the row against
 * the repack row, whose inner AUTO had peeled too, and every peeled call then paid AUTO's model
 * three times over on the host (docs/07_alignment.md, "Peeling the edge rows"). */
#include "common.cuh"
#include "internal.h"

namespace {

constexpr int kGrain = 64; /* rows and columns below a multiple of 64 fill the tiled rows' tiles */
constexpr int kMaxPeel = 16; /* more than this past a multiple, and the edge tiles pay their way */

constexpr int kMinSide = 4 * kGrain; /* m and n both: below, the tiles are few anyway */

/* x cut to the multiple of kGrain below it where only 1..kMaxPeel lie past it; else x. */
int peeled(int x)
{
    const int rest = x % kGrain;
    return rest > 0 && rest <= kMaxPeel ? x - rest : x;
}

const float *offset(const void *base, int64_t elements)
{
    return static_cast<const float *>(base) + elements;
}

/* The parts of the call, in the order they are launched; count 0 where nothing is peeled. */
struct Parts {
    tcgemm_problem_t part[3];
    int count;
};

Parts split(const tcgemm_problem_t *p)
{
    Parts s;
    s.count = 0;
    /* A strip is never peeled again: its parts would be launches of a few rows each. */
    if (p->m < kMinSide || p->n < kMinSide)
        return s;
    const int m0 = peeled(p->m), n0 = peeled(p->n);
    if (m0 == p->m && n0 == p->n)
        return s;
    tcgemm_problem_t whole = *p;
    whole.m = m0;
    whole.n = n0;
    s.part[s.count++] = whole;
    /* Behind the repack's copy, only the first part may launch before the copy ends (variant.h);
     * the strips follow it. */
    tcgemm_problem_t strip = *p;
    strip.after_copy = 0;
    if (n0 < p->n) { /* columns n0.. of B (stored n rows of k when transposed) and C */
        tcgemm_problem_t right = strip;
        right.m = m0;
        right.n = p->n - n0;
        right.B = offset(p->B, p->trans_b ? (int64_t)n0 * p->ldb : n0);
        right.C = static_cast<float *>(p->C) + n0;
        s.part[s.count++] = right;
    }
    if (m0 < p->m) { /* rows m0.. of A (stored k rows of m when transposed) and C */
        tcgemm_problem_t bottom = strip;
        bottom.m = p->m - m0;
        bottom.A = offset(p->A, p->trans_a ? m0 : (int64_t)m0 * p->lda);
        bottom.C = static_cast<float *>(p->C) + (int64_t)m0 * p->ldc;
        s.part[s.count++] = bottom;
    }
    return s;
}

const char *supports(const tcgemm_problem_t *p)
{
    const Parts s = split(p);
    if (s.count == 0)
        return "nothing to peel: m or n is below 256, or neither is 1 to 16 past a multiple of 64";
    for (int i = 0; i < s.count; ++i)
        if (!tcgemm_internal_select_auto(&s.part[i]))
            return "no variant serves one of the parts on this device";
    return nullptr;
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    const Parts s = split(p);
    for (int i = 0; i < s.count; ++i) {
        const cudaError_t err = tcgemm_internal_select_auto(&s.part[i])->launch(&s.part[i]);
        if (err != cudaSuccess)
            return err;
    }
    return cudaSuccess;
}

/* What the parts' estimates leave out: a strip's own cost beyond its launch, fill and drain, and
 * 1% of the whole, the least gain the measured calls showed where the peel paid (bench/results/
 * 2026-11-27-s35/call1). Fitted so that the calls where the peel measured no faster keep their
 * variant (777 x 555 x 333 NT 28.6 -> 47.0 us where the model saw 23.0 -> 22.9; 3072 x 7435 x 1024
 * NN 1.3% slower, 5124 x 700 x 2048 level, where it saw 0.1-0.3% faster) and those where it
 * measured faster still take it (1025^3 to 2049^3, 4104^3, 5124 x 9124 x 2560, 4097 x 257 x 6151).
 */
constexpr double kStripS = 2e-6, kPartsMargin = 1.01;

/* AUTO only asks about calls the peel supports: the parts' estimates, each with its launch. */
double estimate(const tcgemm_problem_t *p)
{
    const Parts s = split(p);
    double seconds = 0.0;
    for (int i = 0; i < s.count; ++i)
        seconds +=
            tcgemm_internal_auto_seconds(tcgemm_internal_select_auto(&s.part[i]), &s.part[i]);
    return seconds * kPartsMargin + (s.count - 1) * kStripS;
}

} // namespace

/* auto_tflops is only a flag here (> 0: AUTO considers the row); estimate() gives the figure. */
extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_peel = {
    "sgemm_peel",
    TCGEMM_F32,
    75,
    1.0f,
    "m and n at least 256, one of them 1 to 16 past a multiple of 64; then as the variants AUTO "
    "picks for the multiple and the strips left over",
    supports,
    launch,
    64,
    64,
    nullptr,
    nullptr,
    nullptr,
    estimate,
    nullptr,
    0.0f,
};
