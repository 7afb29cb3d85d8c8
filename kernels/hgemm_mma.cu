/* hgemm_mma.cu — hgemm_mma_128x256, hgemm_mma_128x128, hgemm_mma_64x64: the production fp16
 * GEMM for sm_80 and newer (fp32 accumulate), in the CUTLASS 2.x style, written from scratch.
 *
 * Idea: a block owns a BM x BN tile of C; its warps own WM x WN sub-tiles and compute them with
 * mma.sync m16n8k16 (tensor cores, fp32 accumulators in registers). Operands stream global ->
 * shared through a ring of `Stages` buffers filled by cp.async (16 bytes per copy, no register
 * round trip), so the copies of k-tiles kt+1 .. kt+Stages-1 are in flight while tile kt is
 * multiplied. Each operand tile keeps its global orientation in shared memory (every copy is a
 * contiguous 16-byte run) and is read back with ldmatrix, or ldmatrix.trans when k is not the
 * contiguous dimension: all four transpose pairs run the same code at the same speed. An XOR
 * swizzle of the 16-byte chunks keeps both the copies and the ldmatrix reads free of bank
 * conflicts. Blocks are numbered in groups of 8 block-rows (rasterization) so that the
 * blocks resident together share A and B tiles in L2. Ragged edges are zero-filled by cp.async
 * (src-size < 16) and the epilogue's stores are predicated.
 *
 * Tiles (BM x BN x BK, warp tile, stages): 128x256x32, 64x64, 4 (256 threads, 96 KB shared);
 * 128x128x32, 64x64, 4 (128 threads, 64 KB); 64x64x64, 32x32, 3 (128 threads, 48 KB).
 * Improves on: hgemm_naive (CUDA cores, every operand re-read from memory K times).
 *
 * Limits: sm_80+; lda and ldb multiples of 8 halves and A, B 16-byte aligned (cp.async moves
 * 16-byte rows); the tile's shared memory within the device's opt-in limit. C: any alignment.
 *
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, fp16 in/out, fp32 compute, % of
 * cuBLAS in the same run, commit 2d2fce8), row-major NN: hgemm_mma_128x128 379.5 TFLOPS at 2048^3
 * (61.5%), 422.7 at 4096^3 (56.3%), 382.9 at 8192^3 (56.1%); 128x256 398.3 at 8192^3 (56.2%); TN
 * within 3%. Before the two loop fixes of docs/04_hgemm_mma.md (B fragment register order,
 * unchecked interior copies) 128x128 measured 286-355 at 4096^3. Below the 70-80% target,
 * and bound by power: these kernels hold the board at its 700 W cap, the SM clock falls to
 * 1.43-1.63 GHz, and per clock they reach 74% (4096^3) and 83% (8192^3) of mma.sync's own
 * ceiling (docs/04_hgemm_mma.md, "The power cap").
 */
#include <type_traits>

#include "mma_tile.cuh"

namespace {

using tcgemm::mma::Tile;

/* One operand's block tile, MN (rows of op(A), or columns of op(B)) by BK. KContig: k is the
 * contiguous dimension in global memory (A not transposed, or B transposed), so the shared tile
 * is MN rows of BK halves; otherwise it is BK rows of MN. Each thread owns kCopies chunks. */
template <int MN, int BK, bool KContig, int Threads>
struct Operand {
    static constexpr int kRows = KContig ? MN : BK, kCols = KContig ? BK : MN;
    static constexpr int kChunksPerRow = kCols / 8;
    static constexpr int kCopies = kRows * kChunksPerRow / Threads;
    static_assert(kRows * kChunksPerRow % Threads == 0, "copies must split evenly over threads");

    /* Chunk c of a thread sits kRowStep rows below chunk c-1, in the same column. */
    static constexpr int kRowStep = Threads / kChunksPerRow;
    static_assert(Threads % kChunksPerRow == 0 && kRowStep % 8 == 0,
                  "a thread's chunks must share a column and the swizzle's 8-row phase");

    const __half *src;  /* the thread's first chunk in the next k-tile to load */
    int64_t row_stride; /* elements between a thread's consecutive chunks */
    int64_t step;       /* elements from one k-tile to the next */
    int row, col;       /* global row and column of the thread's first chunk, k-tile 0 */
    int row_limit, col_limit, shared; /* shared: the first chunk's offset in a tile, halves */

    /* mn0: first row of op(A) / first column of op(B) that this block owns. */
    __device__ Operand(const __half *g, int ld, int mn0, int mn_limit, int k_limit, int tid)
        : row_stride((int64_t)kRowStep * ld), step(KContig ? BK : (int64_t)BK * ld),
          row(tid / kChunksPerRow + (KContig ? mn0 : 0)),
          col(tid % kChunksPerRow * 8 + (KContig ? 0 : mn0)),
          row_limit(KContig ? mn_limit : k_limit), col_limit(KContig ? k_limit : mn_limit),
          shared(tcgemm::swizzle_chunk<kCols>(tid / kChunksPerRow, tid % kChunksPerRow))
    {
        src = g + (int64_t)row * ld + col;
    }

    /* Starts the copies of k-tile kt (called for kt = 0, 1, 2, ... in order) into the shared
     * tile at `tile`. Checked: a chunk that runs past the matrix reads only its valid bytes
     * (none past the last row) and is zero-filled, so the mma loop needs no edge case: zeros
     * add nothing to the dot products; `safe` is any valid address, given where no byte is
     * read. Unchecked (the caller knows the whole tile lies inside the matrix): plain copies,
     * with no per-copy arithmetic, since the main loop is short of issue slots. */
    template <bool Checked>
    __device__ void load(uint32_t tile, int kt, const __half *safe)
    {
        const __half *p = src;
        src += step;
        const int r = row + (KContig ? 0 : kt * BK);
        const int valid = col_limit - (col + (KContig ? kt * BK : 0));
        const int bytes = valid > 0 ? 2 * min(valid, 8) : 0;
#pragma unroll
        for (int c = 0; c < kCopies; ++c, p += row_stride) {
            const uint32_t dst = tile + 2 * (shared + c * kRowStep * kCols);
            if (!Checked) {
                tcgemm::cp_async_16(dst, p);
            } else {
                const int n = r + c * kRowStep < row_limit ? bytes : 0;
                tcgemm::cp_async_16_zfill(dst, n ? p : safe, n);
            }
        }
    }
};

/* KA: A is not transposed (k contiguous); KB: B is transposed (k contiguous). */
template <class T, bool KA, bool KB>
__global__ void __launch_bounds__(T::kThreads) hgemm_mma(tcgemm_problem_t p)
{
#if __CUDA_ARCH__ >= 800
    extern __shared__ __align__(128) unsigned char smem[];
    constexpr int MI = T::MI, NJ = T::NJ;
    using OpA = Operand<T::BM, T::BK, KA, T::kThreads>;
    using OpB = Operand<T::BN, T::BK, KB, T::kThreads>;

    int tm, tn;
    tcgemm::mma::block_tile(blockIdx.x, tcgemm::ceil_div(p.m, T::BM), tcgemm::ceil_div(p.n, T::BN),
                            &tm, &tn);

    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int wm = warp / (T::BN / T::WN) * T::WM, wn = warp % (T::BN / T::WN) * T::WN;
    const __half *A = static_cast<const __half *>(p.A), *B = static_cast<const __half *>(p.B);
    OpA a(A, p.lda, tm * T::BM, p.m, p.k, tid);
    OpB b(B, p.ldb, tn * T::BN, p.n, p.k, tid);

    const uint32_t ring = tcgemm::smem_u32(smem);
    constexpr uint32_t kStageBytes = T::kStageHalves * 2, kBOffset = T::BM * T::BK * 2;
    const int ktiles = tcgemm::ceil_div(p.k, T::BK);

    /* Prologue: Stages-1 k-tiles in flight. Every step commits a group, empty or not, so the
     * group count stays in step with kt and wait_group<Stages-2> always means "tile kt done". */
#pragma unroll
    for (int s = 0; s < T::Stages - 1; ++s) {
        if (s < ktiles) {
            a.template load<true>(ring + s * kStageBytes, s, A);
            b.template load<true>(ring + s * kStageBytes + kBOffset, s, B);
        }
        tcgemm::cp_async_commit();
    }

    /* Fragments are double-buffered in registers: the ldmatrix for step kk+1 is issued before
     * the mma of step kk, so the tensor cores never wait on shared memory, and the k-tile
     * boundary (wait + barrier) sits behind the last step's mma rather than in front of it. */
    constexpr int KK = T::BK / 16;
    static_assert(KK % 2 == 0, "the fragment double buffer alternates over an even step count");
    float acc[MI][2 * NJ][4] = {};
    uint32_t af[2][MI][4], bf[2][NJ][4];
    const auto load_fragments = [&](int buf, uint32_t sa, int k0) {
        tcgemm::mma::load_fragments<T, KA, KB>(af[buf], bf[buf], sa, sa + kBOffset, wm, wn, k0,
                                               lane);
    };

    tcgemm::cp_async_wait<T::Stages - 2>();
    __syncthreads();
    int read_stage = 0, write_stage = T::Stages - 1;
    uint32_t sa = ring;
    load_fragments(0, sa, 0);
    /* One k-tile of the main loop; Checked: its copies check the matrix edges. */
    const auto k_tile = [&](int kt, auto checked) {
#pragma unroll
        for (int kk = 0; kk < KK; ++kk) {
            if (kk == KK - 1) {
                /* One barrier per k-tile: tile kt+1 is visible to every warp, and every warp
                 * has read its last fragments of the stage that the next copies overwrite. */
                tcgemm::cp_async_wait<T::Stages - 2>();
                __syncthreads();
                read_stage = read_stage + 1 == T::Stages ? 0 : read_stage + 1;
                sa = ring + read_stage * kStageBytes;
            }
            if (kk + 1 < KK || kt + 1 < ktiles)
                load_fragments((kk + 1) % 2, sa, (kk + 1) % KK * 16);
            if (kk == 0) {
                /* Every step commits a group, empty or not, so that wait_group<Stages-2>
                 * always means "the tile needed next has landed". */
                const int next = kt + T::Stages - 1;
                if (next < ktiles) {
                    a.template load<checked.value>(ring + write_stage * kStageBytes, next, A);
                    b.template load<checked.value>(ring + write_stage * kStageBytes + kBOffset,
                                                   next, B);
                }
                tcgemm::cp_async_commit();
                write_stage = write_stage + 1 == T::Stages ? 0 : write_stage + 1;
            }
            tcgemm::mma::multiply(acc, af[kk % 2], bf[kk % 2]);
        }
    };
    /* A block inside the matrix copies unchecked until the last k-tile, the only one that
     * can run past k; the rest of the loop, and all of it in an edge block, is checked. Two
     * loops rather than a branch per copy: the compiler would predicate both paths. */
    int kt = 0;
    if ((tm + 1) * T::BM <= p.m && (tn + 1) * T::BN <= p.n)
        for (; kt < ktiles - T::Stages; ++kt)
            k_tile(kt, std::false_type());
    for (; kt < ktiles; ++kt)
        k_tile(kt, std::true_type());
    tcgemm::cp_async_wait<0>();

    tcgemm::mma::store_tile(p, acc, tm * T::BM + wm, tn * T::BN + wn, lane);
#endif
}

template <class T>
cudaError_t launch(const tcgemm_problem_t *p)
{
    return tcgemm::mma::for_layout(p, [p](auto ka, auto kb) {
        return tcgemm::launch_kernel<hgemm_mma<T, ka.value, kb.value>>(
            (int)tcgemm::mma::tile_count<T>(p), T::kThreads, T::kSmemBytes, p);
    });
}

template <class T>
const char *supports(const tcgemm_problem_t *p)
{
    if (p->lda % 8 || p->ldb % 8)
        return "lda and ldb must be multiples of 8 halves (cp.async copies 16-byte rows)";
    if (!tcgemm::aligned_to(p->A, 16) || !tcgemm::aligned_to(p->B, 16))
        return "A and B must be 16-byte aligned (cp.async copies 16-byte rows)";
    if (T::kSmemBytes > p->device->smem_optin)
        return "its shared-memory ring is larger than this device's per-block opt-in limit";
    /* k-tile offsets go one tile past k. */
    if (!tcgemm::mma::fits_int<T>(p, T::BK))
        return "m/BM * n/BN must fit a one-dimensional grid and k must be below 2^31 - BK";
    return nullptr;
}

/* AUTO's load_share: rows 16- but not 32-byte aligned (ld = 8 mod 16 halves) slow these kernels
 * down: every 16-byte copy of such a row is half of a 32-byte sector, and a tile's runs
 * straddle one sector more. Measured on an H100 (docs/07_alignment.md), 128x128: 3000^3 with
 * one of A, B so aligned ran at 0.90 of both aligned (289 vs 321 TFLOPS), with neither at
 * 0.79; 4096^3 with lda = ldb = 4104 at 0.66 of 4096. So 0.85 per such operand. */
double load_share(const tcgemm_problem_t *p)
{
    const auto sectored = [](const void *ptr, int ld) {
        return tcgemm::aligned_to(ptr, 32) && ld % 16 == 0;
    };
    return (sectored(p->A, p->lda) ? 1.0 : 0.85) * (sectored(p->B, p->ldb) ? 1.0 : 0.85);
}

constexpr const char *kLimits =
    "sm_80+; lda and ldb multiples of 8 halves, A and B 16-byte aligned (cp.async rows); the "
    "tile's shared memory within the device's opt-in limit";

using Tile128x256 = Tile<128, 256, 32, 64, 64, 4>;
using Tile128x128 = Tile<128, 128, 32, 64, 64, 4>;
using Tile64x64 = Tile<64, 64, 64, 32, 32, 3>;

} // namespace

/* AUTO: above every earlier rung, ordered by measured speed on an H100 (128x128 leads 128x256
 * at 4096^3: two blocks per SM hide each other's barriers; 128x256 is within noise of it, or
 * ahead, from 8192^3 up, where its lower L2 traffic per flop counts). src/api.c's AUTO also weighs
 * how well each tile's grid fills the device, reading the tile from the name's trailing MxN.
 * k_ns, the k-loop of one block alone on its SM (variant.h), from 128 x 4096 x 4096 with 5.5 us
 * of launch, fill and drain taken off (bench/results/2026-11-24-h100-s13/call2): 64 x 64 31.4
 * us (128 tiles), 128 x 128 46.4 us (32 tiles; 1536^3, two rounds of 144 tiles, 35.9). */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_mma_128x256 = {
    "hgemm_mma_128x256",
    TCGEMM_F16,
    80,
    360.8f,
    kLimits,
    supports<Tile128x256>,
    launch<Tile128x256>,
    Tile128x256::BM,
    Tile128x256::BN,
    nullptr,
    nullptr,
    load_share,
    nullptr,
    nullptr,
    0.0f,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_mma_128x128 = {
    "hgemm_mma_128x128",
    TCGEMM_F16,
    80,
    422.7f,
    kLimits,
    supports<Tile128x128>,
    launch<Tile128x128>,
    Tile128x128::BM,
    Tile128x128::BN,
    nullptr,
    nullptr,
    load_share,
    nullptr,
    nullptr,
    10.0f,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_mma_64x64 = {
    "hgemm_mma_64x64",
    TCGEMM_F16,
    80,
    302.4f,
    kLimits,
    supports<Tile64x64>,
    launch<Tile64x64>,
    Tile64x64::BM,
    Tile64x64::BN,
    nullptr,
    nullptr,
    load_share,
    nullptr,
    nullptr,
    6.35f,
};
