/* skinny.cu — hgemm_skinny (fp16 in/out, fp32 accumulation) and sgemm_skinny (fp32): the
 * bandwidth-bound path for a small M or a small N (<= 48), any K. Three kernels, one chosen per
 * call: decode shapes stream through skinny_stream.cuh's shared-memory ring (sm_80+, fp16 on
 * the tensor cores), or where that cannot run (sm_75, a portable build, X not contiguous along
 * k) or was measured slower (K-major W over more than one wave) skinny_decode.cuh's register
 * batches; everything else takes skinny.cuh's deterministic split-K over the handle's
 * workspace. One template serves both types; the rows differ only in it and in their rates.
 * Measured: docs/06_skinny_and_splitk.md.
 */
#include "skinny_decode.cuh"
#ifndef TCGEMM_PORTABLE /* inline PTX (cp.async, ldmatrix, mma.sync) */
#include "skinny_stream.cuh"
#endif
#include "internal.h"

namespace {

using namespace tcgemm;
using namespace tcgemm::skinny;

enum Branch { kStream, kDecode, kSplit };

/* The kernel a call takes, and its normalised problem. */
template <typename T>
Branch branch(const tcgemm_problem_t *p, Params &q, bool &kmajor)
{
    q = params(p);
    kmajor = k_major(q);
    q.vec = vector_ok<T>(q);
    const bool batches = decode::takes<T>(p, q, kmajor, q.vec);
#ifndef TCGEMM_PORTABLE
    /* The ring, except where the register batches were measured faster: K-major W in more than
     * one wave of blocks (1 x 11008 x 4096 NT: 36.6 against 42.3 us fp16, 67.7 against 77.6 fp32;
     * run5, run6). L-major it holds its own there (46.6 against 46.2 fp16, 71.5 against 84.7 fp32
     * NN). */
    if (stream::takes<T>(p, q, kmajor, q.vec) &&
        !(kmajor && batches && stream::blocks(q) > p->device->num_sms))
        return kStream;
#endif
    return batches ? kDecode : kSplit;
}

template <typename T>
cudaError_t launch(const tcgemm_problem_t *p)
{
    Params q;
    bool kmajor;
    switch (branch<T>(p, q, kmajor)) {
#ifndef TCGEMM_PORTABLE
    case kStream:
        return kmajor ? stream::launch_rows<T, true>(p, q) : stream::launch_rows<T, false>(p, q);
#endif
    case kDecode:
        return kmajor ? decode::launch_rows<T, true>(p, q) : decode::launch_rows<T, false>(p, q);
    default:
        return launch_split<T>(p);
    }
}

/* AUTO's memory terms of the two decode kernels: W and C once (C twice when beta reads it), X
 * once per block (register batches: from L2 after the first) or once per slab of 32 values of l
 * (the ring: counted at half weight, L2 serving it about twice as fast as DRAM), one launch, over
 * the share of the copy bandwidth each reached with the 2 us launch taken off. Register batches
 * (run5, S = 1): L-major 0.68-0.75, K-major 0.70-0.91. The ring (run6): 0.77 at fp16 S = 1, and
 * that share with X counted so gives fp16 1 and 16 rows NN within 4% (16.5, 20.1 us measured);
 * its blocks (one an SM) run in whole waves: 1 x 11008 x 4096 has 344, 2.6 waves paid as 3
 * (46.6 us NN, where hgemm_mma_64x64 took 42.5). */
constexpr double kDecodeShareLMajor = 0.68, kDecodeShareKMajor = 0.8;
constexpr double kStreamShare = 0.77;
constexpr int kStreamSlab = 32; /* stream::kLb, which a portable build does not see */
#ifndef TCGEMM_PORTABLE
static_assert(kStreamSlab == stream::kLb, "the ring's slab");
#endif
template <typename T, Branch B>
double decode_bytes(const tcgemm_problem_t *p, int *launches)
{
    Params q;
    bool kmajor;
    branch<T>(p, q, kmajor);
    *launches = 1;
    const double x = (double)q.S * q.K;
    const int blocks = ceil_div(q.L, kStreamSlab), sms = p->device->num_sms;
    const double share = B == kStream ? kStreamShare * blocks / (ceil_div(blocks, sms) * sms)
                         : kmajor     ? kDecodeShareKMajor
                                      : kDecodeShareLMajor;
    return (double)sizeof(T) *
           ((double)q.L * q.K + (B == kStream ? x * blocks / 2 : x) +
            (p->beta == 0.0f ? 1.0 : 2.0) * q.L * q.S) /
           share;
}

constexpr const char *kLimits =
    "min(m, n) <= 48 (16-byte loads when the large operand's rows are 16-byte aligned); uses "
    "the handle's workspace for split-K when it has one";

/* Each kernel as AUTO's model sees it (api.c: the longer of arithmetic and bytes, plus the
 * launches); never launched from here. Arithmetic rates, where the FMAs bound a kernel
 * (bench/results/2026-11-23-h100-skinny): the CUDA-core kernels 8 TFLOPS fp16 (8 x 4096 x 4096
 * NN: 5.9, 16 rows 8.5, run3; the register batches at 8 rows 9.1 NN, 7.8 NT, run5) and 10 fp32
 * (16 x 4096 x 4096: 6.2-10.6, run3); the ring: fp16 on the tensor cores 100 (16 rows of 4096
 * x 4096 in 5.4 us, under the bytes' 11.3), fp32 20 (8 rows in 13.4 us, under 22.6): in run6
 * both were bound by their bytes (16 rows fp16 20.1 us against 16.5 for one, the difference
 * X's traffic; fp32 8 rows 31.8 against 27.8). The tile is 1 x 1: no padding counted (the
 * tensor cores' padding of X to 16 rows is inside that 100). */
template <typename T>
constexpr tcgemm_variant_t model(float tflops, int min_sm,
                                 double (*bytes)(const tcgemm_problem_t *, int *))
{
    return {"skinny branch",
            sizeof(T) == 2 ? TCGEMM_F16 : TCGEMM_F32,
            min_sm,
            tflops,
            kLimits,
            skinny::supports,
            nullptr,
            1,
            1,
            nullptr,
            nullptr,
            nullptr,
            nullptr,
            bytes};
}
template <typename T>
const tcgemm_variant_t kModels[] = {
    model<T>(sizeof(T) == 2 ? 100.0f : 20.0f, 80, decode_bytes<T, kStream>),
    model<T>(sizeof(T) == 2 ? 8.0f : 10.0f, 75, decode_bytes<T, kDecode>),
    model<T>(sizeof(T) == 2 ? 8.0f : 10.0f, 75, split_bytes<T>),
};

/* AUTO's estimate: the model of the kernel launch() would choose. */
template <typename T>
double estimate(const tcgemm_problem_t *p)
{
    Params q;
    bool kmajor;
    return tcgemm_internal_auto_seconds(&kModels<T>[branch<T>(p, q, kmajor)], p);
}

} // namespace

/* auto_tflops: a flag here (> 0: AUTO considers the rows); estimate() gives the figure. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_skinny = {
    "hgemm_skinny",
    TCGEMM_F16,
    75,
    8.0f,
    kLimits,
    skinny::supports,
    launch<__half>,
    1,
    1,
    skinny::workspace_bytes,
    nullptr,
    nullptr,
    estimate<__half>,
    nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny = {
    "sgemm_skinny",
    TCGEMM_F32,
    75,
    10.0f,
    kLimits,
    skinny::supports,
    launch<float>,
    1,
    1,
    skinny::workspace_bytes,
    nullptr,
    nullptr,
    estimate<float>,
    nullptr,
};
