/* sgemm_warptile_async.cu — sgemm_warptile_async: sgemm_warptile_nbc fed by cp.async through a
 * ring of shared-memory stages, with the A/B fragments double-buffered in registers.
 *
 * Idea, two changes to sgemm_warptile_nbc (same warp tiling, padding and epilogue):
 *  1. Global -> shared by cp.async (sm_80+), STAGES slices deep. nbc stages the next slice in
 *     registers, which compete with the 128 accumulators, so it can look only one slice ahead.
 *     cp.async writes shared memory without a register in between, so STAGES - 1 slices are in
 *     flight for free. Both operands stay K-major in shared memory, as in every rung: an operand
 *     contiguous along M or N (A transposed, B not) goes in 16-byte copies when its base and
 *     leading dimension keep 16-byte alignment; an operand contiguous along K (A not
 *     transposed, B transposed) is transposed by 4-byte copies, each landing at its K-major
 *     place, so all four transpose pairs skip the register path. Ragged edges are zero-filled
 *     by the copies themselves (a source size of 0 to 12 bytes).
 *  2. Fragments double-buffered in registers: the fragments of step q + 1 are loaded while the
 *     FMAs of step q run, across slice boundaries too (the slice's one barrier sits before the
 *     last step, so the first fragments of the next slice load under the last step's FMAs).
 *
 * Tile (tuned on the H100, docs/15_sgemm_warptile_async.md): 128 x 256 x 8, 3 stages (37 KiB of
 * shared memory), 8 warps of 64 x 64, WNITER = 4, thread tile 8 x 4 (Tuned below). The 4 x 8
 * thread tile that speeds up sgemm_warptile_nbc is 0.4-4% slower here.
 * Limits: none; sm_80 or newer (cp.async).
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, alpha 1, beta 0.5, commit
 *   e507764): 41.0 TFLOPS at 4096^3 = 79.6% of cuBLAS, 80.0% at 8192^3 (before the
 *   column-serpentine FFMA order of WarpTile::fma: 73.9% and 75.0%); behind sgemm_warptile_nbc
 *   (90.0%, 91.5%) in row-major NN, where A is contiguous along K and is transposed by 4-byte
 *   copies (four times the copy instructions of nbc's float4 loads), and in TN (88.4% against
 *   94.5% at 4096^3). AUTO takes nbc or sgemm_warptile_streamk.
 *   ncu: 0 shared-store wavefronts (cp.async bypasses the STS path), 0 bank conflicts.
 */
#include "ptx.cuh"
#include "sgemm_tiles.cuh"

namespace {

using namespace tcgemm;
using namespace tcgemm::sgemm;

template <int BM_, int BN_, int BK_, int STAGES, int WM, int WN, int WNITER, int TM, int TN>
struct Config {
    static constexpr int BM = BM_, BN = BN_, BK = BK_, kStages = STAGES;
    static constexpr int kStrideA = BM + 4, kStrideB = BN + 4;
    /* The order of sgemm_warptile_nbc, whose warp tiles these are (sgemm_tiles.cuh). */
    using Tile =
        WarpTile<BM, BN, BK, WM, WN, WNITER, TM, TN, kStrideA, kStrideB, FmaOrder<true, 1, 2>>;
    static constexpr int kSizeA = BK * kStrideA, kStage = kSizeA + BK * kStrideB;
    static constexpr int kSmemBytes = kStages * kStage * (int)sizeof(float);
    static_assert(kStages >= 2, "a ring needs a stage to fill while one is read");
};

/* Issues the cp.async copies of one BX x BK tile (x0.., k0..) of an operand into
 * S[p * STRIDE + x]; copies that lie outside the matrix read nothing and write zeros.
 * VEC: 16-byte copies along x, for an operand contiguous along x with float4_ok. Otherwise one
 * float per copy: along x for a contiguous-x operand, and for a contiguous-k one a warp covers 8
 * k by 4 x, so its reads are four full 32-byte sectors and, with STRIDE % 32 == 4, its writes
 * (bank 4k + x) hit 32 different banks. */
template <int BX, int BK, int STRIDE, int THREADS, bool VEC>
struct AsyncTileLoader {
    static constexpr int kWidth = VEC ? 4 : 1;
    static constexpr int kRuns = BX * BK / (kWidth * THREADS);
    static_assert(BX * BK % (kWidth * THREADS) == 0, "tile must split evenly over the threads");
    static_assert(BK % 8 == 0 && STRIDE % 4 == 0, "k runs of 8 and 16-byte aligned rows");

    __device__ __forceinline__ static void issue(const Operand &op, float *S, int x0, int k0)
    {
#pragma unroll
        for (int r = 0; r < kRuns; ++r) {
            const int g = threadIdx.x + r * THREADS;
            int x, p;
            if (VEC) {
                x = g % (BX / 4) * 4;
                p = g / (BX / 4);
            } else if (op.k_contig) {
                x = g / 8 % BX;
                p = g / (8 * BX) * 8 + g % 8;
            } else {
                x = g % BX;
                p = g / BX;
            }
            const int gx = x0 + x, gp = k0 + p;
            const uint32_t dst = smem_u32(S + p * STRIDE + x);
            if (VEC) {
                /* x_end - gx floats remain on this row of the operand; 16-byte copies never
                 * leave it, and the source stays 16-byte aligned even when partly read. */
                const int bytes = gp < op.k_end ? 4 * max(0, min(4, op.x_end - gx)) : 0;
                cp_async_16_zfill(dst, bytes ? op.ptr + (int64_t)gp * op.ld + gx : op.ptr, bytes);
            } else {
                const bool in = gx < op.x_end && gp < op.k_end;
                const int64_t at =
                    op.k_contig ? (int64_t)gx * op.ld + gp : (int64_t)gp * op.ld + gx;
                cp_async_4(dst, in ? op.ptr + at : op.ptr, in ? 4 : 0);
            }
        }
    }
};

template <class C, bool VEC_A, bool VEC_B, bool RUNS>
__global__ void __launch_bounds__(C::Tile::kThreads) sgemm_warptile_async(tcgemm_problem_t p)
{
#if __CUDA_ARCH__ >= 800
    constexpr int BM = C::BM, BN = C::BN, BK = C::BK, S = C::kStages, kThreads = C::Tile::kThreads;
    using LoadA = AsyncTileLoader<BM, BK, C::kStrideA, kThreads, VEC_A>;
    using LoadB = AsyncTileLoader<BN, BK, C::kStrideB, kThreads, VEC_B>;
    extern __shared__ __align__(16) float smem[];
    const Operand a = operand_a(p), b = operand_b(p);
    typename C::Tile tile;
    typename C::Tile::Frag frag[2];
    const int col0 = blockIdx.x * BN;
    const int slices = (p.k + BK - 1) / BK;
    /* Slice t lives in stage t % S: A's tile, then B's. */
    const auto issue = [&](int t, int row0) {
        if (t < slices) {
            float *stage = smem + t % S * C::kStage;
            LoadA::issue(a, stage, row0, t * BK);
            LoadB::issue(b, stage + C::kSizeA, col0, t * BK);
        }
        /* Empty groups too: the wait below counts groups, one per slice. */
        cp_async_commit();
    };

    for (int row0 = blockIdx.y * BM; row0 < p.m; row0 += gridDim.y * BM) {
        tile.zero();
        for (int t = 0; t < S - 1; ++t)
            issue(t, row0);
        cp_async_wait<S - 2>();
        __syncthreads();
        tile.load(frag[0], smem, smem + C::kSizeA, 0);

        for (int t = 0; t < slices; ++t) {
            /* Into the stage slice t - 1 used: every thread left it at the previous barrier. */
            issue(t + S - 1, row0);
            const float *As = smem + t % S * C::kStage, *Bs = As + C::kSizeA;
            const float *An = smem + (t + 1) % S * C::kStage, *Bn = An + C::kSizeA;
#pragma unroll
            for (int q = 0; q < BK; ++q) {
                if (q < BK - 1) {
                    tile.load(frag[(q + 1) % 2], As, Bs, q + 1);
                } else {
                    /* Of the S + t groups committed, at most S - 2 pending: slice t + 1 is in. */
                    cp_async_wait<S - 2>();
                    __syncthreads();
                    if (t + 1 < slices)
                        tile.load(frag[(q + 1) % 2], An, Bn, 0);
                }
                tile.fma(frag[q % 2]);
            }
        }
        /* No barrier before the next row tile's prologue: no thread reads shared memory after
         * the last slice's barrier, and every copy still pending is an empty group. */
        tile.template store<RUNS>(p, row0, col0);
    }
#endif
}

/* c_runs_ok: the RUNS instance 8-33% faster at K = 128-176, -7% to +4% at 512, 4-11% slower from
 * 1024^3 on. */
constexpr int kRunsMaxK = 256;

template <class C, bool VEC_A, bool VEC_B>
cudaError_t launch_layout(const tcgemm_problem_t *p)
{
    return c_runs_ok(p, kRunsMaxK)
               ? launch_kernel<sgemm_warptile_async<C, VEC_A, VEC_B, true>>(
                     tile_grid(p, C::BM, C::BN), C::Tile::kThreads, C::kSmemBytes, p)
               : launch_kernel<sgemm_warptile_async<C, VEC_A, VEC_B, false>>(
                     tile_grid(p, C::BM, C::BN), C::Tile::kThreads, C::kSmemBytes, p);
}

template <class C>
cudaError_t launch_config(const tcgemm_problem_t *p)
{
    /* 16-byte copies only for an operand contiguous along M or N (A transposed, B not). */
    const bool vec_a = p->trans_a && float4_ok(p->A, p->lda);
    const bool vec_b = !p->trans_b && float4_ok(p->B, p->ldb);
    if (vec_a)
        return vec_b ? launch_layout<C, true, true>(p) : launch_layout<C, true, false>(p);
    return vec_b ? launch_layout<C, false, true>(p) : launch_layout<C, false, false>(p);
}

/* AUTO's load_share: the operand that would take 16-byte copies takes 4-byte ones. 0.69 is what
 * the other rungs' one-float-per-run loaders measured (4095^3 and 8191^3 against 4096^3 and
 * 8192^3, H100), taken over for this rung's 4-byte copies, which were not measured alone. */
constexpr double kNarrowCopyShare = 0.69;
double load_share(const tcgemm_problem_t *p)
{
    const bool narrow =
        (p->trans_a && !float4_ok(p->A, p->lda)) || (!p->trans_b && !float4_ok(p->B, p->ldb));
    return narrow ? kNarrowCopyShare : 1.0;
}

template <class C>
const char *fits_device(const tcgemm_problem_t *p)
{
    return (size_t)C::kSmemBytes > p->device->smem_optin
               ? "the pipeline's shared memory exceeds this device's per-block limit"
               : nullptr;
}

using Tuned = Config<128, 256, 8, 3, 64, 64, 4, 8, 4>;

/* AUTO's rate (the 4096^3 median) and what a round of tiles costs besides its FFMAs
 * (rounds_busy_share): 10 us, as nbc's (one block an SM here too). */
constexpr float kTflops = 41.0f;
constexpr double kTileSeconds = 10e-6;
double busy_share(const tcgemm_problem_t *p)
{
    return rounds_busy_share(p, Tuned::BM, Tuned::BN, 1, kTflops, kTileSeconds);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_warptile_async = {
    "sgemm_warptile_async",
    TCGEMM_F32,
    80,
    kTflops,
    "sm_80 or newer; any shape, layout and alignment (16-byte copies of an operand contiguous "
    "along M or N when its base and leading dimension allow them, 4-byte copies otherwise)",
    fits_device<Tuned>,
    launch_config<Tuned>,
    Tuned::BM,
    Tuned::BN,
    nullptr,
    busy_share,
    load_share,
    nullptr,
    nullptr,
    0.0f,
};
