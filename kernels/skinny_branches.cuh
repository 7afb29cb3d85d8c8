/* skinny_branches.cuh — what hgemm_skinny.cu (fp16 in/out, fp32 accumulation) and
 * sgemm_skinny.cu (fp32) share: the bandwidth-bound path for a small M or a small N (<= 48), any K.
 * Four kernels, one chosen per call: skinny_flat.cuh's GEMV where one row of X (fp32: up to four)
 * meets a K-major W (sm_75+, not in a portable build), else skinny_stream.cuh's shared-memory ring
 * (sm_80+, fp16 on the tensor cores, fp32 on the CUDA cores, up to 48 rows; W with 16-byte rows, or
 * L-major W with any rows; decode shapes one block a slab, deep K split over one wave of blocks),
 * or where that cannot run (sm_75, a portable build, X without 16-byte rows, K-major W without
 * them) or was measured slower (K-major W over more than one wave of decode blocks)
 * skinny_decode.cuh's register batches or skinny.cuh's deterministic split-K over the handle's
 * workspace. One template serves both types; the rows differ only in it and in their rates, and
 * each row is its own file so that a build compiles the two in parallel (this header is included
 * by those two files alone: its anonymous namespace gives each its own copy). Measured:
 * docs/06_skinny_and_splitk.md.
 */
#pragma once
#include "skinny_decode.cuh"
#ifndef TCGEMM_PORTABLE /* inline PTX (cp.async, ldmatrix, mma.sync) */
#include "skinny_flat.cuh"
#include "skinny_stream.cuh"
#endif
#include "internal.h"

namespace {

using namespace tcgemm;
using namespace tcgemm::skinny;

enum Branch { kStream, kDecode, kSplit, kFlat };
#ifndef TCGEMM_PORTABLE
/* kModels' entries past the branches: the fp32 ring beyond 16 rows, charged its FMAs, and the
 * same on a deep grid whose slabs are split between blocks. */
constexpr int kStreamWideF32 = kFlat + 1, kStreamWideSplitF32 = kFlat + 2;
#endif

/* The normalised problem of a call: W, X and their sizes (skinny.cuh's Params), whether W is
 * K-major, and whether 16-byte loads serve it. */
template <typename T>
void normalise(const tcgemm_problem_t *p, Params &q, bool &kmajor)
{
    q = params(p);
    kmajor = k_major(q);
    q.vec = vector_ok<T>(q);
}

/* The bytes a kernel of this path moves: W and C once (C twice when beta reads it), X as many
 * times as it is counted. */
template <typename T>
double path_bytes(const tcgemm_problem_t *p, const Params &q, double x_times)
{
    return (double)sizeof(T) *
           ((double)q.L * q.K + x_times * q.S * q.K + (p->beta == 0.0f ? 1.0 : 2.0) * q.L * q.S);
}

/* AUTO's memory term of the register batches: X once (from L2 after the first block), one
 * launch, over the share of the copy bandwidth they reached with the 2 us launch taken off
 * (run5, S = 1): L-major 0.68-0.75, K-major 0.70-0.91. */
constexpr double kDecodeShareLMajor = 0.68, kDecodeShareKMajor = 0.8;
template <typename T>
double decode_bytes(const tcgemm_problem_t *p, int *launches)
{
    Params q;
    bool kmajor;
    normalise<T>(p, q, kmajor);
    *launches = 1;
    return path_bytes<T>(p, q, 1.0) / (kmajor ? kDecodeShareKMajor : kDecodeShareLMajor);
}

#ifndef TCGEMM_PORTABLE
/* The ring's: X once per slab at a fraction of its weight (L2 serves it), one launch, over a
 * share of the copy bandwidth times the busy share of the grid's last wave (blocks one an SM).
 * fp32 (cp.async stages): X at half weight; decode grid 0.77 (run6, a ~4 us head and tail
 * included), deep-K grid 0.88 (~2.6 TB/s while all its blocks ran); measured (seventh session,
 * final/deepk.txt) fp32 up to 8 rows 1.11-1.15x the floor, as the 0.88 says, 16 rows 1.48x; with
 * TMA stages (twenty-third session) 16 rows 1.09x, 8 rows 1.04x (bench/results/2026-11-26-s23/
 * call8), near what the 0.88 says.
 * fp16 (TMA stages since the ninth session) fits a head and tail apart from the stream: with 3.5
 * us besides the launch (kRingHeadSeconds, as the tiled kernels' fill), both grids stream at 0.95
 * of the copy rate and X weighs an eighth. Fitted on bench/results/2026-11-24-h100-s13/call2
 * (one-wave decode: 1 x 4096 x 4096 17.3 us, 32 x 4096 x 14336 46.8, i.e. 5.5 us + W at 2.84 TB/s;
 * 32 rows of X over 4096 x 4096 cost 0.5 us more than one row), it gives 17.6 and 49.6 us there,
 * 1 x 11008 x 4096 (344 blocks, 2.6 waves paid as 3) 41.9 against 42.6 measured, 16 x 14336 x 4096
 * 55.5 / 52.9, deep K 1024 x 16 x 500000 387 / 364 and 512 x 8 x 500000 197 / 190. The fp16
 * former shares (0.77, 0.88, X at a quarter) gave 47.3, 69.6, 427 and 208 us there. */
constexpr double kStreamShare = 0.77, kDeepShare = 0.88, kRingShareF16 = 0.95;
constexpr double kRingHeadSeconds = 3.5e-6;
/* fp16's deep grid with slabs split between blocks, besides: the last block of a slab waits for
 * the counter's atomic and for one batch of loads of the slab's records, ~1.4 us each
 * (bench/results/2026-11-26-s21/call5). Uncounted, AUTO sent 35 x 704 x 2048 to the ring (11.6
 * us) over hgemm_wgmma_64x64 (10.4) once the grid had 88 blocks (call 6). */
constexpr double kDeepTailSeconds = 2.8e-6;
/* ... and where the slab's blocks are a cluster (stream::Grid::cluster), two cluster barriers and
 * one batch of loads from the others' shared memory: predicted 0.8 us; measured, the split's 2.8
 * less the 1.6 us that clusters took off 35 x 700 x 2048 and 48 x 700 x 2048 (bench/results/
 * 2026-11-26-s22/call1). */
constexpr double kClusterTailSeconds = 1.2e-6;
/* Beyond 16 rows (fp16 m16 tiles on the deep grid, fp32 row halves on either) the ring reached less
 * of it (eighth session, bench/results/2026-11-23-h100-s8/call3): fp16 6144 x 32 x 2048 30.3 us, 35
 * x 700 x 2048 18.5 against 14 and 6.2 modelled. fp16's 17-32 rows on the decode grid (ninth
 * session: 32 x 4096 x 4096 in 17.5 us against 16.9 for 16 rows, bench/results/2026-11-23-h100-
 * s9/call5) are counted at the 16 rows' share. fp32 beyond 16 rows is bound by its FMAs (16.8-19.7
 * TFLOPS on the rows its halves compute, tenth session), which this share stands in for: the
 * model against the measured (bench/results/2026-11-23-h100-s10/call3) 151 / 132-153 us at 35 x
 * 8457 x 4096, 54 / 55 at 6144 x 32 x 2048, 79 / 82 at 48 x 4096 x 4096, 101 / 62 at 32 x 4096 x
 * 4096 and 183 / 127 at 24 x 11008 x 4096 (the stream-K rung it competes with takes 2x longer). */
constexpr double kWideShare = 0.45;
/* Until the sixteenth session fp32 took that share too; its FMAs bound it, and a rate on the rows
 * it computes fits better. AUTO's estimates with 17.5 TFLOPS (with the share) against the
 * measured: 35 x 8457 x 4096 141 (152) / 132 NT - 155 NN us, 32 x 4096 x 4096 63 (102) / 62,
 * 24 x 11008 x 4096 126 (183) / 128, 40 x 8192 x 4096 155 (156) / 120, 48 x 4096 x 4096 94 (83)
 * / 83 (bench/results/2026-11-25-h100-s16/call3-4). It matters since the 48-row stream-K tile:
 * below ~33 rows the ring's FMAs on real rows beat a padded tile. Small grids are not modelled
 * (35 x 700 x 2048: 7.7 us against 19.5). With stages by TMA (twenty-third session, bench/results/
 * 2026-11-26-s23/call1) the ring runs 21-26 TFLOPS there: 35 x 8457 x 4096 115 us NN / 102 NT, 32
 * x 4096 x 4096 41.5, 24 x 11008 x 4096 93.6, 6144 x 32 x 2048 47.7 (its deep grid's records: 17
 * TFLOPS); at 17.5 AUTO kept 35 x 8457 x 4096 NN on the 48-row stream-K tile (132 us). More rows
 * run faster: 40 x 8192 x 4096 89 us and 48 x 4096 x 4096 56 (30 and 29 TFLOPS, call 2), where at
 * 22 AUTO took the stream-K tiles' 115 and 65. At 28: 96 and 58 us, 38 at 32 x 4096 x 4096, 77 at
 * 24 x 11008 x 4096, 86 at 35 x 8457 x 4096 (optimistic there, where the other kernels take 127 us
 * and more). */
constexpr float kWideF32Tflops = 28.0f;
/* Up to 32 rows on a deep grid whose slabs are split between blocks (fp32 6144 x 32 x 2048: 96
 * slabs of 64 rows on 132 blocks) the ring ran 15.8-18.3 TFLOPS: 6144 x 32 x 2048 46.2 us NN, 44.0
 * TN, 44.6 NT, 6144 x 24 x 2048 38.1 (H100, bench/results/2026-11-27-s27/call3-4). At 28 AUTO gave
 * it 30.8 us and kept it over sgemm_splitk_64x32 (42.1 us NN, 35.2 TN). 48 rows ran 22.8 TFLOPS
 * (48 x 6144 x 2048 NN 52.9 us), where 17.5 sent it to the 48 x 256 stream-K tile (50.3 NN,
 * but 61.0 NT against the ring's 55.6), so they keep 28; so does the unsplit deep grid (35 x 8457 x
 * 4096: 133 slabs, 115 us, 21 TFLOPS, where the other kernels take 127 us and more). */
constexpr float kWideSplitF32Tflops = 17.5f;
/* What one block streams alone, W's slab and all of X (from L2): 40 GB/s an SM, bound by the loads
 * it keeps in flight, not by the device's DRAM. fp16 1760 x 16 x 1760 (55 blocks of 7 stages, 169
 * KB each) ran 9.2 us and 2560 x 16 x 2560 (80 of 10, 240 KB) 11.7 us: 3.7 and 6.2 us past the
 * launch and the ring's head (bench/results/2026-11-26-s20/call1, 2026-11-23-h100-s10). A busy
 * share of the device's rate made the first 10.8 us, and AUTO gave it to hgemm_wgmma_64x64 (10.5
 * us). */
constexpr double kRingSmBytesPerS = 40e9;
template <typename T>
double stream_bytes(const tcgemm_problem_t *p, int *launches)
{
    Params q;
    bool kmajor;
    normalise<T>(p, q, kmajor);
    const stream::Grid g = stream::grid<T>(p, q, kmajor);
    const int sms = p->device->num_sms;
    *launches = 1;
    const double busy = (double)g.blocks / (ceil_div(g.blocks, sms) * sms);
    const bool f16 = sizeof(T) == 2;
    /* fp32 beyond 16 rows is charged its FMAs instead (kWideF32Tflops). */
    const bool wide = q.S > 16 && f16 && g.lb != stream::kLb;
    /* fp16 short slabs of a K-major W on a grid that leaves a tenth of the SMs idle or more
     * (grid: the decode grid took them for their few stages): bound by one block's slab and X at
     * one SM's rate, not by a busy share of the device's (kRingSmBytesPerS, a share of the
     * device's rate here since AUTO divides by that). */
    const bool alone = f16 && kmajor && g.lb == stream::kLb && g.blocks < sms * 9 / 10;
    const double share = (f16                   ? kRingShareF16
                          : g.lb == stream::kLb ? kStreamShare
                                                : kDeepShare) *
                         (alone ? 1.0 : busy) * (wide ? kWideShare : 1.0);
    const double bytes = path_bytes<T>(p, q, ceil_div(q.L, g.lb) / (f16 ? 8.0 : 2.0)) / share;
    if (!alone)
        return bytes;
    return std::max(bytes, (double)sizeof(T) * (g.lb + q.S) * q.K /
                               (kRingSmBytesPerS / tcgemm_internal_bytes_per_s(p->device)));
}

/* The flat GEMV's: W, X and C once at the full copy rate, and a head of 4 us besides the launch
 * (kFlatHeadSeconds). Fitted on the probe (bench/results/2026-11-25-h100-s17/call1): fp16 1 x
 * 4096 x 4096 NT 17.2 modelled / 16.0-16.8 measured, 7680 x 1 x 2560 19.1 / 18.1-18.5, 1 x 14336
 * x 4096 45.0 / 42.1-43.4, 512 x 1 x 500000 177 / 180; fp32 1 x 4096 x 4096 28.4 / 26.8-28.5, 512
 * x 1 x 500000 347 / 353. */
constexpr double kFlatHeadSeconds = 4.0e-6;
template <typename T>
double flat_bytes(const tcgemm_problem_t *p, int *launches)
{
    Params q;
    bool kmajor;
    normalise<T>(p, q, kmajor);
    *launches = 1;
    return path_bytes<T>(p, q, 1.0);
}
#endif

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
 * tensor cores' padding of X to 16 rows is inside that 100). The fp32 split-K kernel over deep K:
 * 14 (1024 x 16 x 500000 in 1.17 ms in a portable build, where no ring takes it; at 10 AUTO sent
 * it to the stream-K rung's 256 x 32 tile, 1.49 ms: bench/results/2026-11-25-h100-s15/call7). */
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
            bytes,
            0.0f};
}
template <typename T>
const tcgemm_variant_t kModels[] = {
#ifndef TCGEMM_PORTABLE
    model<T>(sizeof(T) == 2 ? 100.0f : 20.0f, 80, stream_bytes<T>),
#else
    model<T>(sizeof(T) == 2 ? 100.0f : 20.0f, 80, decode_bytes<T>), /* no ring: never chosen */
#endif
    model<T>(sizeof(T) == 2 ? 8.0f : 10.0f, 75, decode_bytes<T>),
    model<T>(sizeof(T) == 2 ? 8.0f : 14.0f, 75, split_bytes<T>),
#ifndef TCGEMM_PORTABLE
    model<T>(sizeof(T) == 2 ? 8.0f : 10.0f, 75, flat_bytes<T>),
    model<T>(kWideF32Tflops, 80, stream_bytes<T>),      /* kStreamWideF32 */
    model<T>(kWideSplitF32Tflops, 80, stream_bytes<T>), /* kStreamWideSplitF32 */
#endif
};

/* AUTO's time for a branch: its model, and the TMA ring's head and tail in fp16. */
template <typename T>
double seconds(const tcgemm_problem_t *p, Branch b)
{
#ifndef TCGEMM_PORTABLE
    if (b == kFlat)
        return tcgemm_internal_auto_seconds(&kModels<T>[b], p) + kFlatHeadSeconds;
    if (b == kStream && sizeof(T) == 2) {
        Params q;
        bool kmajor;
        normalise<T>(p, q, kmajor);
        const stream::Grid g = stream::grid<T>(p, q, kmajor);
        const bool split = g.lb == stream::kDeepLb && g.blocks > ceil_div(q.L, g.lb);
        return tcgemm_internal_auto_seconds(&kModels<T>[b], p) + kRingHeadSeconds +
               (!split          ? 0.0
                : g.cluster > 1 ? kClusterTailSeconds
                                : kDeepTailSeconds);
    }
    if (b == kStream && params(p).S > 16) {
        Params q;
        bool kmajor;
        normalise<T>(p, q, kmajor);
        const stream::Grid g = stream::grid<T>(p, q, kmajor);
        const bool split = q.S <= 32 && g.lb == stream::kDeepLb && g.blocks > ceil_div(q.L, g.lb);
        return tcgemm_internal_auto_seconds(
            &kModels<T>[split ? kStreamWideSplitF32 : kStreamWideF32], p);
    }
#endif
    return tcgemm_internal_auto_seconds(&kModels<T>[b], p);
}

/* The kernel a call takes, and its normalised problem. */
template <typename T>
Branch branch(const tcgemm_problem_t *p, Params &q, bool &kmajor)
{
    normalise<T>(p, q, kmajor);
    const bool batches = decode::takes<T>(p, q, kmajor, q.vec);
#ifndef TCGEMM_PORTABLE
    /* Faster than the ring and the batches on every call it takes (the probe, call1 above). */
    if (flat::takes<T>(p, q, kmajor, stream::x_ok<T>(q)))
        return kFlat;
    /* The ring, except where the register batches can be faster: K-major W in more than one
     * wave of blocks, where the models choose. Measured (fp16, same lease, register batches /
     * ring, bench/results/2026-11-24-h100-s14/call5): 1 x 11008 x 4096 NT 36.0 / 37.6 us, 1 x
     * 14336 x 4096 NT 45.1 / 49.1, but 8 x 11008 x 4096 NT 82.3 / 38.0 and 11008 x 8 x 4096 NN
     * 77.8 / 49.8 (the batches' FMAs bound them), 7680 x 1 x 2560 NN 21.4 / 19.8 (the models
     * keep the batches there: 18.4 / 20.7 us). fp32 (cp.async ring, run6): 1 x 11008 x 4096 NT
     * 67.7 / 77.6. L-major W holds its own on the ring (46.6 against 46.2 fp16 NN, run6). */
    if (stream::takes<T>(p, q, kmajor, q.vec)) {
        if (!(kmajor && batches && stream::blocks(q) > p->device->num_sms &&
              stream::grid<T>(p, q, kmajor).lb == stream::kLb))
            return kStream;
        return seconds<T>(p, kStream) <= seconds<T>(p, kDecode) ? kStream : kDecode;
    }
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
    case kFlat:
        return flat::launch<T>(p, q);
    case kStream:
        return stream::launch<T>(p, q, kmajor);
#endif
    case kDecode:
        return kmajor ? decode::launch_rows<T, true>(p, q) : decode::launch_rows<T, false>(p, q);
    default:
        return launch_split<T>(p);
    }
}

/* AUTO's estimate: the model of the kernel launch() would choose. */
template <typename T>
double estimate(const tcgemm_problem_t *p)
{
    Params q;
    bool kmajor;
    return seconds<T>(p, branch<T>(p, q, kmajor));
}

/* A registry row. auto_tflops is a flag here (> 0: AUTO considers the row); estimate() gives
 * the figure. */
template <typename T>
constexpr tcgemm_variant_t variant(const char *name, float auto_flag)
{
    return {name,        sizeof(T) == 2 ? TCGEMM_F16 : TCGEMM_F32,
            75,          auto_flag,
            kLimits,     skinny::supports,
            launch<T>,   1,
            1,           skinny::workspace_bytes,
            nullptr,     nullptr,
            estimate<T>, nullptr,
            0.0f};
}

} // namespace
