/* hgemm_wmma_smem.cu — hgemm_wmma_smem: WMMA with operand tiles staged in shared memory, the
 * design of NVIDIA's cudaTensorCoreGemm sample, made to serve any call.
 *
 * A block of 8 warps computes a 128x128 tile of C; warp w owns the 32x64 piece at rows
 * 32 * (w / 2), columns 64 * (w % 2): a 2x4 grid of 16x16 accumulator fragments (fp32). K is
 * walked 32 at a time: the block copies a 128x32 slab of op(A) and a 32x128 slab of op(B) into
 * shared memory with 16-byte loads, then every warp reads its fragments from there, so each
 * global element is loaded once per block instead of once per warp-tile (hgemm_wmma_naive).
 * Each warp loads 2 A and 4 B fragments per 16-deep step for 8 mma_sync, where the naive
 * variant loads 2 fragments per mma_sync.
 *
 * Tuning within the design (docs/03_hgemm_wmma_smem.md has the figures):
 *  - Rows of a shared tile are padded by 8 halves (16 bytes). load_matrix_sync reads 8 rows of
 *    16 bytes at a time; with a row pitch of 80 or 272 bytes those 8 rows fall on 8 different
 *    16-byte bank groups. Unpadded (64 or 256 bytes) they collide 4 or 8 ways, and the sample's
 *    32-byte pad still collides 2 ways at a 128-element K chunk.
 *  - Two shared buffers with the next slab loaded into registers while the current one is
 *    multiplied: one barrier per slab, global latency hidden behind the mma_syncs.
 *  - On sm_80 and newer, for 16-byte aligned calls: the slabs go global -> shared by cp.async
 *    (inline PTX: a TCGEMM_PORTABLE build keeps the register path only) through a ring of 3
 *    buffers instead. The staging registers (16 per thread) are freed,
 *    which under the 128-register cap of two blocks per SM lets the compiler keep more
 *    fragments in flight (ncu had warps waiting 5.4 cycles per instruction on fragment loads),
 *    and two slabs are in flight instead of one. 56-60 KB of shared memory, opted in.
 *  - The accumulators leave through shared memory (64 rows at a time), so alpha * acc + beta * C
 *    reads and writes C in 16-byte, row-contiguous pieces; beta == 0 never reads C.
 *  - Blocks take tiles in groups of 8 tile-rows so that blocks running together share A and B
 *    slabs in L2.
 * The register path fits in 40 KB of shared memory, under the 48 KB a block gets without
 * opting in, so it also runs on sm_75.
 *
 * Transposes: a slab is copied as it lies in memory (contiguous along K or along M/N) and read
 * through the matching fragment layout, row_major or col_major. Ragged edges: a slab that
 * crosses the edge of M, N or K is loaded chunk by chunk with zeros past the edge, and the
 * epilogue stores only inside C, so any shape is served; slabs wholly inside take the plain
 * 16-byte path (keeping the checks out of it also keeps the kernel within 128 registers, i.e.
 * two blocks per SM, without spilling). 16-byte loads need lda and ldb multiples of 8 and A, B
 * 16-byte aligned; otherwise the launcher picks the instantiation that loads element by element.
 *
 * Limits: none in practice (C must have fewer than 2^31 tiles).
 *
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-22, tcgemm-bench, row-major N/N, commit f9ba90a,
 * cp.async ring): 293.5 TFLOPS at 4096^3 (38.2% of cuBLAS), 258.2 at 8192^3 (34.6%); TN 308.4
 * (40.3%) and 277.1 (36.4%). With the register path: 259.7 (35.1%) and 223.4 (30.2%).
 * docs/03_hgemm_wmma_smem.md has the rest.
 */
#include <mma.h>

#include <type_traits>

#include "common.cuh"

/* The cp.async ring is inline PTX (ptx.cuh), which a portable build leaves out. */
#ifdef TCGEMM_PORTABLE
#define WMMA_SMEM_CP_ASYNC 0
#else
#include "ptx.cuh"
#define WMMA_SMEM_CP_ASYNC 1
#endif

namespace {

using namespace nvcuda;

constexpr int kFrag = 16;
constexpr int kBlockM = 128, kBlockN = 128, kBlockK = 32;
constexpr int kWarpM = 32, kWarpN = 64;
constexpr int kFragsM = kWarpM / kFrag, kFragsN = kWarpN / kFrag;
constexpr int kWarpsN = kBlockN / kWarpN;
constexpr int kThreads = 32 * (kBlockM / kWarpM) * kWarpsN;
constexpr int kSkew = 8;       // halves of padding per shared row: see the header
constexpr int kGroupRows = 8;  // tile-rows per scheduling group (L2 reuse)
constexpr int kStageRows = 64; // rows of C per epilogue pass
constexpr int kStageLd = kBlockN + 4;
constexpr int kStages = 3; // cp.async ring depth (sm_80+)

/* One operand's slab in shared memory, laid out as in global memory: 128 rows of 32 when the
 * operand is contiguous along K, else 32 rows of 128. Threads copy 16-byte chunks along the
 * rows, so the 8 lanes of one load phase read 2 x 64 contiguous bytes of a 128x32 slab. Their
 * shared stores then span 144 bytes (80-byte rows) and collide 2 ways once per phase; taking
 * the chunks down columns instead removes that conflict but was measured 20-40% slower
 * (docs/performance_log.md): each phase then reads 8 rows x 16 bytes of global memory. */
template <bool KContiguous>
struct Slab {
    static constexpr int kRows = KContiguous ? 128 : kBlockK;
    static constexpr int kCols = KContiguous ? kBlockK : 128;
    static constexpr int kLd = kCols + kSkew;
    static constexpr int kElems = kRows * kLd;
    static constexpr int kChunksPerRow = kCols / 8;
    static constexpr int kChunksPerThread = kRows * kChunksPerRow / kThreads;
    /* The fragment whose top-left is (mn, k) in the operand's own M/N and K coordinates. */
    __device__ static const __half *at(const __half *s, int mn, int k)
    {
        return KContiguous ? s + mn * kLd + k : s + k * kLd + mn;
    }
};

/* Streams one operand, slab by slab, from global memory through registers into shared memory.
 * `g` points at the slab's first element; `mn_left` and `k_left` count the rows/columns of the
 * operand still inside the matrix from there, so everything past them reads as zero. */
template <bool KContiguous, bool Vec>
struct Stream {
    using S = Slab<KContiguous>;
    const __half *g;
    int ld;
    int mn_left, k_left;
    uint4 held[S::kChunksPerThread];

    __device__ void load()
    {
        const int rows_left = KContiguous ? mn_left : k_left;
        const int cols_left = KContiguous ? k_left : mn_left;
        if (Vec && rows_left >= S::kRows && cols_left >= S::kCols) {
#pragma unroll
            for (int c = 0; c < S::kChunksPerThread; ++c) {
                const int id = threadIdx.x + c * kThreads;
                const int r = id / S::kChunksPerRow, col = id % S::kChunksPerRow * 8;
                held[c] = *reinterpret_cast<const uint4 *>(g + (int64_t)r * ld + col);
            }
            return;
        }
#pragma unroll
        for (int c = 0; c < S::kChunksPerThread; ++c) {
            const int id = threadIdx.x + c * kThreads;
            const int r = id / S::kChunksPerRow, col = id % S::kChunksPerRow * 8;
            if (Vec && r < rows_left && col + 8 <= cols_left) {
                held[c] = *reinterpret_cast<const uint4 *>(g + (int64_t)r * ld + col);
                continue;
            }
            union {
                uint4 v;
                unsigned short h[8];
            } u;
#pragma unroll
            for (int e = 0; e < 8; ++e)
                u.h[e] = r < rows_left && col + e < cols_left
                             ? __half_as_ushort(g[(int64_t)r * ld + col + e])
                             : 0;
            held[c] = u.v;
        }
    }
    __device__ void store(__half *s) const
    {
#pragma unroll
        for (int c = 0; c < S::kChunksPerThread; ++c) {
            const int id = threadIdx.x + c * kThreads;
            const int r = id / S::kChunksPerRow, col = id % S::kChunksPerRow * 8;
            *reinterpret_cast<uint4 *>(s + r * S::kLd + col) = held[c];
        }
    }
    __device__ void advance()
    {
        g += KContiguous ? kBlockK : (int64_t)kBlockK * ld;
        k_left -= kBlockK;
    }
    /* sm_80+: copies the current slab straight into shared memory at `s` with cp.async and
     * advances, so no register holds it on the way. Checked: a chunk crossing the edge reads
     * only its valid bytes and the copy zero-fills the rest; chunks wholly outside read
     * nothing. Unchecked: the caller knows the slab lies inside the matrix. Needs Vec's
     * 16-byte alignment. */
    template <bool Checked>
    __device__ void issue(__half *s)
    {
#if WMMA_SMEM_CP_ASYNC && __CUDA_ARCH__ >= 800
        const int rows_left = KContiguous ? mn_left : k_left;
        const int cols_left = KContiguous ? k_left : mn_left;
#pragma unroll
        for (int c = 0; c < S::kChunksPerThread; ++c) {
            const int id = threadIdx.x + c * kThreads;
            const int r = id / S::kChunksPerRow, col = id % S::kChunksPerRow * 8;
            const uint32_t dst = tcgemm::smem_u32(s + r * S::kLd + col);
            if (!Checked) {
                tcgemm::cp_async_16(dst, g + (int64_t)r * ld + col);
                continue;
            }
            const int bytes = r < rows_left ? 2 * max(0, min(8, cols_left - col)) : 0;
            tcgemm::cp_async_16_zfill(dst, bytes ? g + (int64_t)r * ld + col : g, bytes);
        }
#endif
        advance();
    }
};

/* Async (sm_80+, with Vec): the slabs travel by cp.async through a ring of kStages buffers. */
template <bool TransA, bool TransB, bool Vec, bool Async>
__global__ void __launch_bounds__(kThreads, 2) wmma_smem(tcgemm_problem_t p)
{
    // op(A) is contiguous along K unless transposed; op(B) only when transposed.
    constexpr bool kAK = !TransA, kBK = TransB;
    using SA = Slab<kAK>;
    using SB = Slab<kBK>;
    using LayoutA = typename std::conditional<kAK, wmma::row_major, wmma::col_major>::type;
    using LayoutB = typename std::conditional<kBK, wmma::col_major, wmma::row_major>::type;
    extern __shared__ __align__(128) unsigned char smem[];
    __half *const slabs = reinterpret_cast<__half *>(smem);
    constexpr int kBuffer = SA::kElems + SB::kElems;
    float *const stage = reinterpret_cast<float *>(smem);

    const __half *A = static_cast<const __half *>(p.A);
    const __half *B = static_cast<const __half *>(p.B);
    __half *C = static_cast<__half *>(p.C);
    const int warp = threadIdx.x / 32;
    const int warp_m = warp / kWarpsN, warp_n = warp % kWarpsN;
    // One block per 128x128 tile of C, taken in groups of kGroupRows tile-rows: the blocks that
    // run at the same time then read the same few slabs of A and of B, which stay in L2.
    const int tiles_m = tcgemm::ceil_div(p.m, kBlockM), tiles_n = tcgemm::ceil_div(p.n, kBlockN);
    const int per_group = kGroupRows * tiles_n, t = blockIdx.x;
    const int first = t / per_group * kGroupRows, rows = min(tiles_m - first, kGroupRows);
    const int i0 = (first + t % per_group % rows) * kBlockM, j0 = t % per_group / rows * kBlockN;

    Stream<kAK, Vec> a{A + (kAK ? (int64_t)i0 * p.lda : i0), p.lda, p.m - i0, p.k, {}};
    Stream<kBK, Vec> b{B + (kBK ? (int64_t)j0 * p.ldb : j0), p.ldb, p.n - j0, p.k, {}};
    wmma::fragment<wmma::accumulator, kFrag, kFrag, kFrag, float> acc[kFragsM][kFragsN];
#pragma unroll
    for (int fi = 0; fi < kFragsM; ++fi)
#pragma unroll
        for (int fj = 0; fj < kFragsN; ++fj)
            wmma::fill_fragment(acc[fi][fj], 0.0f);

    /* acc += this warp's share of the product of the slabs at sa and sb. */
    const auto multiply = [&](const __half *sa, const __half *sb) {
#pragma unroll
        for (int kk = 0; kk < kBlockK; kk += kFrag) {
            wmma::fragment<wmma::matrix_a, kFrag, kFrag, kFrag, __half, LayoutA> fa[kFragsM];
#pragma unroll
            for (int fi = 0; fi < kFragsM; ++fi)
                wmma::load_matrix_sync(fa[fi], SA::at(sa, warp_m * kWarpM + fi * kFrag, kk),
                                       SA::kLd);
#pragma unroll
            for (int fj = 0; fj < kFragsN; ++fj) {
                wmma::fragment<wmma::matrix_b, kFrag, kFrag, kFrag, __half, LayoutB> fb;
                wmma::load_matrix_sync(fb, SB::at(sb, warp_n * kWarpN + fj * kFrag, kk), SB::kLd);
#pragma unroll
                for (int fi = 0; fi < kFragsM; ++fi)
                    wmma::mma_sync(acc[fi][fj], fa[fi], fb, acc[fi][fj]);
            }
        }
    };
    const int slab_count = tcgemm::ceil_div(p.k, kBlockK);
    if constexpr (Async) {
#if WMMA_SMEM_CP_ASYNC && __CUDA_ARCH__ >= 800
        /* Ring of kStages buffers: slab s + kStages - 1 is copied while slab s is multiplied.
         * Every iteration commits one group, empty or not, so wait_group<kStages - 2> always
         * means "slab s has landed"; the barrier after it also tells every thread that the
         * buffer the new copies overwrite (read in the previous iteration) is free. */
#pragma unroll
        for (int st = 0; st < kStages - 1; ++st) {
            if (st < slab_count) {
                a.template issue<true>(slabs + st * kBuffer);
                b.template issue<true>(slabs + st * kBuffer + SA::kElems);
            }
            tcgemm::cp_async_commit();
        }
        const auto step = [&](int s, auto checked) {
            tcgemm::cp_async_wait<kStages - 2>();
            __syncthreads();
            if (s + kStages - 1 < slab_count) {
                __half *next = slabs + (s + kStages - 1) % kStages * kBuffer;
                a.template issue<checked.value>(next);
                b.template issue<checked.value>(next + SA::kElems);
            }
            tcgemm::cp_async_commit();
            const __half *sa = slabs + s % kStages * kBuffer;
            multiply(sa, sa + SA::kElems);
        };
        /* A block inside C copies unchecked while the slab it copies lies inside K; the loop
         * is short of issue slots, and a branch per copy would be predicated both ways. */
        int s = 0;
        if (i0 + kBlockM <= p.m && j0 + kBlockN <= p.n)
            for (; s + kStages - 1 < p.k / kBlockK; ++s)
                step(s, std::false_type());
        for (; s < slab_count; ++s)
            step(s, std::true_type());
        tcgemm::cp_async_wait<0>();
        __syncthreads(); // the epilogue reuses the ring
#endif
    } else {
        a.load();
        b.load();
        a.store(slabs);
        b.store(slabs + SA::kElems);
        __syncthreads();
        for (int s = 0; s < slab_count; ++s) {
            const __half *sa = slabs + (s & 1) * kBuffer, *sb = sa + SA::kElems;
            const bool more = s + 1 < slab_count;
            if (more) { // in flight while the tensor cores work on slab s
                a.advance();
                b.advance();
                a.load();
                b.load();
            }
            multiply(sa, sb);
            if (more) {
                __half *next = slabs + ((s + 1) & 1) * kBuffer;
                a.store(next);
                b.store(next + SA::kElems);
            }
            __syncthreads();
        }
    }

    // Epilogue, 64 rows of C per pass through the (now free) shared memory.
    for (int pass = 0; pass < kBlockM / kStageRows; ++pass) {
        const int warp_row = warp_m * kWarpM - pass * kStageRows;
        if (warp_row >= 0 && warp_row < kStageRows)
#pragma unroll
            for (int fi = 0; fi < kFragsM; ++fi)
#pragma unroll
                for (int fj = 0; fj < kFragsN; ++fj)
                    wmma::store_matrix_sync(stage + (warp_row + fi * kFrag) * kStageLd +
                                                warp_n * kWarpN + fj * kFrag,
                                            acc[fi][fj], kStageLd, wmma::mem_row_major);
        __syncthreads();
        constexpr int kChunksPerRow = kBlockN / 8;
#pragma unroll
        for (int c = 0; c < kStageRows * kChunksPerRow / kThreads; ++c) {
            const int id = threadIdx.x + c * kThreads;
            const int r = id / kChunksPerRow, col = id % kChunksPerRow * 8;
            const int i = i0 + pass * kStageRows + r, j = j0 + col;
            if (i < p.m && j < p.n)
                tcgemm::store_c_row8(C + (int64_t)i * p.ldc + j, stage + r * kStageLd + col,
                                     min(p.n - j, 8), p.alpha, p.beta);
        }
        __syncthreads();
    }
}

constexpr size_t smem_bytes(bool trans_a, bool trans_b, bool async)
{
    const size_t buffer = (size_t)((trans_a ? Slab<false>::kElems : Slab<true>::kElems) +
                                   (trans_b ? Slab<true>::kElems : Slab<false>::kElems)) *
                          sizeof(__half) * (async ? kStages : 2);
    const size_t stage = (size_t)kStageRows * kStageLd * sizeof(float);
    return buffer > stage ? buffer : stage;
}

template <bool TransA, bool TransB, bool Vec, bool Async>
cudaError_t launch_for(const tcgemm_problem_t *p)
{
    constexpr size_t bytes = smem_bytes(TransA, TransB, Async);
    static_assert(Async || bytes <= 48 * 1024, "the sm_75 path stays within 48 KB");
    const int grid = tcgemm::ceil_div(p->m, kBlockM) * tcgemm::ceil_div(p->n, kBlockN);
    return tcgemm::launch_kernel<wmma_smem<TransA, TransB, Vec, Async>>(grid, kThreads, bytes, p);
}

template <bool Vec, bool Async>
cudaError_t launch_vec(const tcgemm_problem_t *p)
{
    if (p->trans_a)
        return p->trans_b ? launch_for<true, true, Vec, Async>(p)
                          : launch_for<true, false, Vec, Async>(p);
    return p->trans_b ? launch_for<false, true, Vec, Async>(p)
                      : launch_for<false, false, Vec, Async>(p);
}

cudaError_t launch(const tcgemm_problem_t *p)
{
    const bool vec = p->lda % 8 == 0 && p->ldb % 8 == 0 && tcgemm::aligned_to(p->A, 16) &&
                     tcgemm::aligned_to(p->B, 16);
    if (!vec)
        return launch_vec<false, false>(p);
#if WMMA_SMEM_CP_ASYNC
    if (p->device->sm >= 80)
        return launch_vec<true, true>(p);
#endif
    return launch_vec<true, false>(p);
}

/* AUTO's load_share: element-wise loads keep about 0.43 of the speed (AUTO at 4095^3 against
 * this variant at 4096^3, H100, issue 14). */
double load_share(const tcgemm_problem_t *p)
{
    const bool vec = p->lda % 8 == 0 && p->ldb % 8 == 0 && tcgemm::aligned_to(p->A, 16) &&
                     tcgemm::aligned_to(p->B, 16);
    return vec ? 1.0 : 0.43;
}

const char *supports(const tcgemm_problem_t *p)
{
    // Reachable only with a C of several TB: one block per tile and grid.x < 2^31.
    if ((int64_t)tcgemm::ceil_div(p->m, kBlockM) * tcgemm::ceil_div(p->n, kBlockN) > INT32_MAX)
        return "C must have fewer than 2^31 tiles of 128x128";
    return nullptr;
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wmma_smem = {
    "hgemm_wmma_smem",
    TCGEMM_F16,
    75,
    302.3f,
    "any shape, layout and alignment (fewer than 2^31 128x128 tiles of C); 16-byte loads when "
    "lda, ldb are multiples of 8 and A, B 16-byte aligned, element-wise loads otherwise",
    supports,
    launch,
    kBlockM,
    kBlockN,
    nullptr,
    nullptr,
    load_share,
    nullptr,
    nullptr,
    0.0f,
};
