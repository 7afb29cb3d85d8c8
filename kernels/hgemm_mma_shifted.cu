/* hgemm_mma_shifted.cu — hgemm_mma_shifted_64x64: the fp16 GEMM (mma.sync, fp32 accumulate) that
 * reads A and B in place at any alignment, for sm_80 and newer.
 *
 * Idea: cp.async and TMA move 16-byte aligned runs only, so a row that starts at an odd element
 * (an odd lda, a sub-matrix view) is out of their reach; the library copies such an operand into
 * aligned rows first (hgemm_repack, docs/07_alignment.md), which needs the handle's scratch and
 * moves the operand twice more. Here each 16-byte chunk of an operand tile is taken from the two
 * aligned 16-byte vectors that hold it, shifted by its 0..7 elements in registers (two selects
 * and a funnel shift a word) and stored to the swizzled shared tile that hgemm_mma reads with
 * ldmatrix. A thread's chunks lie 16 rows apart, 16 * ld elements, a multiple of 8, so they share
 * one shift, fixed for the whole k loop. The loads pass through registers, two k-tiles ahead:
 * tile kt+2's are issued before tile kt is multiplied, tile kt+1's stored after it. The edge
 * tiles of MN load whole vectors too (what they bring past m or n reaches only C's rows or
 * columns past them, never stored); only the last k-tiles check each element, since past k the
 * tile must hold zeros.
 *
 * Tile: 64 x 64 x 64, four warps of 32 x 32, 128 threads, two 16 KB shared buffers; 246-252
 * registers (two k-tiles of vectors), two blocks an SM.
 * Improves on: hgemm_wmma_smem, the misaligned calls' path when the handle has no scratch (2.5-4x
 * faster there), and on the copy for small misaligned calls. Slower than hgemm_mma_64x64 on the
 * same grid (128 x 8192 x 4096: 67 against 36 us): the shift is 44% of its instructions (ncu,
 * bench/results/2026-11-29-s46/call7), and two blocks of four warps an SM hide little latency.
 * Limits: sm_80+; any lda, ldb, ldc, and A, B, C at any 2-byte alignment. Reads nothing past the
 * matrix's last element; before each row it reads up to 7 elements it does not use (before the
 * first row, only inside the 16-byte block that holds the first element).
 *
 * Measured (H200, CUDA 13.0, 2026-11-29, tcgemm-bench, fp16, row-major NN, bench/results/
 * 2026-11-29-s46/call8): 63 x 8191 x 4093 (odd ld) 61.4 us against hgemm_repack's 66.0 (cuBLAS
 * 51.8); 127 x 8191 x 4093 72.7 against 73.7; 256^3 with ld + 1 11.5 against 12.9; where no
 * scratch lets the copy run, against hgemm_wmma_smem: 1024^3 with ld + 1 23.1 against 58.1 us,
 * 128 x 4096 x 4096 56.7 against 213.6, 32 x 4096 x 14336 165 against 629 (hgemm_skinny 417).
 */
#include "mma_tile.cuh"

namespace {

using tcgemm::mma::Tile;

/* 16 bytes through the read-only path, kept in L1: a chunk's second vector is the first of the
 * chunk to its right. */
__device__ __forceinline__ uint4 load_16(const __half *p)
{
    return __ldg(reinterpret_cast<const uint4 *>(p));
}

/* The first `count` elements at p (all 8 in one load), zeros after them. */
__device__ __forceinline__ uint4 load_first(const __half *p, int count)
{
    if (count >= 8)
        return load_16(p);
    uint32_t w[4] = {0, 0, 0, 0};
    const unsigned short *e = reinterpret_cast<const unsigned short *>(p);
#pragma unroll
    for (int j = 0; j < 8; ++j)
        if (j < count)
            w[j / 2] |= (uint32_t)__ldg(e + j) << (16 * (j % 2));
    return make_uint4(w[0], w[1], w[2], w[3]);
}

/* One operand's block tile, MN (rows of op(A), or columns of op(B)) by BK, stored MN rows of k
 * (KContig: A not transposed, or B transposed) or k rows of MN. A thread moves kChunks chunks of
 * 8 elements a k-tile, in one column of the tile, kRowStep rows apart (as hgemm_mma's copies, so
 * that a warp's load covers whole rows: 8 lanes a row). Each chunk comes from the two aligned
 * 16-byte vectors that hold it; its rows lie 16 * ld elements apart, a multiple of 8, so all
 * the thread's chunks start the same 0..7 elements into their first vector. */
template <int MN, int BK, bool KContig, int Threads>
struct ShiftedOperand {
    static constexpr int kRows = KContig ? MN : BK, kCols = KContig ? BK : MN;
    static constexpr int kChunksPerRow = kCols / 8, kRowStep = Threads / kChunksPerRow;
    static constexpr int kChunks = kRows / kRowStep;
    static_assert(kChunksPerRow * kRowStep == Threads && kRows % kRowStep == 0 && kRowStep % 8 == 0,
                  "a thread's chunks must share a column, the swizzle's 8-row phase and a shift");

    const __half *src;  /* the first chunk's first vector (16-byte aligned) in the next k-tile */
    int64_t row_stride; /* elements between the thread's chunks */
    int64_t step;       /* elements from one k-tile to the next */
    int row, col;       /* stored row of the first chunk, column of its first vector, k-tile 0 */
    int k;
    int shift;   /* the chunks' first element, counted from their first vector's: 0..7 */
    int rows_in; /* KContig: bit i set if chunk i's row lies inside MN */
    int cols_in; /* !KContig: elements of the two vectors inside MN (4 bits each) */
    int reach;   /* !KContig: rows below its own that a chunk's vectors may reach into (below) */
    int shared_row, shared_chunk;

    /* mn0: first row of op(A) / first column of op(B) that this block owns. */
    __device__ ShiftedOperand(const __half *g, int ld, int mn0, int mn_limit, int k_, int tid)
        : row_stride((int64_t)kRowStep * ld), step(KContig ? BK : (int64_t)BK * ld),
          row(tid / kChunksPerRow + (KContig ? mn0 : 0)), k(k_), rows_in(0), cols_in(0),
          reach(tcgemm::ceil_div(kCols + 8, max(ld, 1))), shared_row(tid / kChunksPerRow),
          shared_chunk(tid % kChunksPerRow)
    {
        const int first = tid % kChunksPerRow * 8 + (KContig ? 0 : mn0);
        const uintptr_t at = reinterpret_cast<uintptr_t>(g) + 2 * ((int64_t)row * ld + first);
        shift = (int)(at / 2 % 8);
        src = reinterpret_cast<const __half *>(at - 2 * shift);
        col = first - shift;
#pragma unroll
        for (int i = 0; i < kChunks; ++i)
            rows_in |= (!KContig || row + i * kRowStep < mn_limit) << i;
#pragma unroll
        for (int j = 0; j < 2; ++j)
            cols_in |= (KContig ? 8 : min(max(mn_limit - (col + 8 * j), 0), 8)) << (4 * j);
    }

    /* The leading k-tiles read whole vectors (load<false>). A K-contiguous chunk's second vector
     * ends up to 8 elements past the tile, so those tiles end 8 before k. A chunk of k rows of MN
     * may reach up to kCols + 8 elements past n, that is into the `reach` rows below its own:
     * those tiles end `reach` rows before k, so the rows reached exist. */
    __device__ int tiles_inside_k() const
    {
        if (KContig)
            return k >= 8 ? (k - 8) / BK : 0;
        return k >= reach ? (k - reach) / BK : 0;
    }

    /* Loads k-tile kt's vectors (kt = 0, 1, 2, ... in order), two a chunk. Checked: each vector
     * is counted against k and MN, and what lies past either is zero and never read (the last
     * k-tiles). Unchecked: whole vectors, except for rows past MN (not read); the elements past
     * MN they bring reach only C's rows or columns past m or n, which are never stored. The loaded
     * values are not touched until the chunks are stored, two k-tiles later: a copy or select here
     * would wait for the load. */
    template <bool Checked>
    __device__ void load(uint4 (&v)[kChunks][2], int kt)
    {
        const __half *p = src;
        src += step;
#pragma unroll
        for (int i = 0; i < kChunks; ++i, p += row_stride) {
#pragma unroll
            for (int j = 0; j < 2; ++j) {
                if (!Checked) {
                    if (rows_in >> i & 1)
                        v[i][j] = load_16(p + 8 * j);
                    continue;
                }
                int n = rows_in >> i & 1 ? cols_in >> (4 * j) & 15 : 0;
                if (KContig)
                    n = min(n, k - (col + kt * BK + 8 * j));
                else if (row + i * kRowStep + kt * BK >= k)
                    n = 0;
                v[i][j] = load_first(p + 8 * j, n);
            }
        }
    }

    /* Shifts each chunk's two vectors left by `shift` elements and stores the chunks. */
    __device__ void store(__half *tile, const uint4 (&v)[kChunks][2]) const
    {
        const unsigned bits = (shift & 1) * 16;
#pragma unroll
        for (int i = 0; i < kChunks; ++i) {
            uint32_t w[8] = {v[i][0].x, v[i][0].y, v[i][0].z, v[i][0].w,
                             v[i][1].x, v[i][1].y, v[i][1].z, v[i][1].w};
            /* By 4 elements (two words), then 2 (one word), then 1 (half a word). */
#pragma unroll
            for (int j = 0; j < 6; ++j)
                w[j] = shift & 4 ? w[j + 2] : w[j];
#pragma unroll
            for (int j = 0; j < 5; ++j)
                w[j] = shift & 2 ? w[j + 1] : w[j];
            *reinterpret_cast<uint4 *>(
                tile + tcgemm::swizzle_chunk<kCols>(shared_row + i * kRowStep, shared_chunk)) =
                make_uint4(__funnelshift_r(w[0], w[1], bits), __funnelshift_r(w[1], w[2], bits),
                           __funnelshift_r(w[2], w[3], bits), __funnelshift_r(w[3], w[4], bits));
        }
    }
};

/* KA: A is not transposed (k contiguous); KB: B is transposed (k contiguous). */
template <class T, bool KA, bool KB>
__global__ void __launch_bounds__(T::kThreads) hgemm_mma_shifted(tcgemm_problem_t p)
{
#if __CUDA_ARCH__ >= 800
    static_assert(T::Stages == 2, "two shared buffers: one multiplied while the other is filled");
    __shared__ __align__(128) __half tiles[2][T::kStageHalves];
    constexpr int MI = T::MI, NJ = T::NJ;
    using OpA = ShiftedOperand<T::BM, T::BK, KA, T::kThreads>;
    using OpB = ShiftedOperand<T::BN, T::BK, KB, T::kThreads>;
    using VecA = uint4[OpA::kChunks][2];
    using VecB = uint4[OpB::kChunks][2];

    int tm, tn;
    tcgemm::mma::block_tile(blockIdx.x, tcgemm::ceil_div(p.m, T::BM), tcgemm::ceil_div(p.n, T::BN),
                            &tm, &tn);
    const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
    const int wm = warp / (T::BN / T::WN) * T::WM, wn = warp % (T::BN / T::WN) * T::WN;
    OpA a(static_cast<const __half *>(p.A), p.lda, tm * T::BM, p.m, p.k, tid);
    OpB b(static_cast<const __half *>(p.B), p.ldb, tn * T::BN, p.n, p.k, tid);
    const int ktiles = tcgemm::ceil_div(p.k, T::BK);
    const int inside_k = min(a.tiles_inside_k(), b.tiles_inside_k());

    const auto load = [&](int kt, VecA &va, VecB &vb) {
        if (kt < inside_k) {
            a.template load<false>(va, kt);
            b.template load<false>(vb, kt);
        } else {
            a.template load<true>(va, kt);
            b.template load<true>(vb, kt);
        }
    };
    const auto store = [&](int kt, const VecA &va, const VecB &vb) {
        a.store(tiles[kt % 2], va);
        b.store(tiles[kt % 2] + T::BM * T::BK, vb);
    };
    float acc[MI][2 * NJ][4] = {};
    const auto multiply = [&](int kt) {
        const uint32_t sa = tcgemm::smem_u32(tiles[kt % 2]), sb = sa + T::BM * T::BK * 2;
#pragma unroll
        for (int kk = 0; kk < T::BK / 16; ++kk) {
            uint32_t af[MI][4], bf[NJ][4];
            tcgemm::mma::load_fragments<T, KA, KB>(af, bf, sa, sb, wm, wn, 16 * kk, lane);
            tcgemm::mma::multiply(acc, af, bf);
        }
    };

    /* Two sets of registers take turns: at step kt one holds tile kt+1's loads (stored to shared
     * memory after tile kt is multiplied) and the other, free since tile kt was stored, takes
     * tile kt+2's. */
    VecA va[2] = {};
    VecB vb[2] = {};
    const auto step = [&](int kt, VecA &va_free, VecB &vb_free, const VecA &va_next,
                          const VecB &vb_next) {
        if (kt + 2 < ktiles)
            load(kt + 2, va_free, vb_free);
        multiply(kt);
        if (kt + 1 < ktiles)
            store(kt + 1, va_next, vb_next);
        /* Tile kt+1 is visible, and every warp is done with tile kt's buffer, the next store's. */
        __syncthreads();
    };
    load(0, va[0], vb[0]);
    if (ktiles > 1)
        load(1, va[1], vb[1]);
    store(0, va[0], vb[0]);
    __syncthreads();
    for (int kt = 0; kt < ktiles; kt += 2) {
        step(kt, va[0], vb[0], va[1], vb[1]);
        if (kt + 1 < ktiles)
            step(kt + 1, va[1], vb[1], va[0], vb[0]);
    }
    tcgemm::mma::store_tile(p, acc, tm * T::BM + wm, tn * T::BN + wn, lane);
#endif
}

template <class T>
cudaError_t launch(const tcgemm_problem_t *p)
{
    return tcgemm::mma::for_layout(p, [p](auto ka, auto kb) {
        return tcgemm::launch_kernel<hgemm_mma_shifted<T, ka.value, kb.value>>(
            (int)tcgemm::mma::tile_count<T>(p), T::kThreads, 0, p);
    });
}

template <class T>
const char *supports(const tcgemm_problem_t *p)
{
    if (!tcgemm::aligned_to(p->A, 2) || !tcgemm::aligned_to(p->B, 2))
        return "A and B must be 2-byte aligned (fp16 elements)";
    /* The loads' columns go up to one tile and one vector past k. */
    if (!tcgemm::mma::fits_int<T>(p, 2 * T::BK))
        return "m/BM * n/BN must fit a one-dimensional grid and k must be below 2^31 - 2 BK";
    return nullptr;
}

using Tile64x64 = Tile<64, 64, 64, 32, 32, 2>;

} // namespace

/* AUTO: 145 TFLOPS, its rate at 4096^3 on the H200 (0.945 ms; no H100 measurement), and 14 ns a
 * unit of k for a tile alone on its SM, which covers its longer fill too: 63 x 8191 x 4093 (128
 * tiles) 61.4 us, 512^3 with ld + 1 (64 tiles) 14.7, 256^3 11.5 (bench/results/2026-11-29-s46/
 * call8; with 13.4 AUTO took it at 512^3, where the copy ran 12.2). Past 132 tiles two blocks share
 * an SM and k_loop_seconds overstates it (127 x 8191 x 4093, 256 tiles, 72.7 us), as for
 * hgemm_mma_64x64; AUTO then keeps the copy, which measured the same there. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_mma_shifted_64x64 = {
    "hgemm_mma_shifted_64x64",
    TCGEMM_F16,
    80,
    145.0f,
    "sm_80+; any leading dimensions, A and B at any 2-byte alignment",
    supports<Tile64x64>,
    launch<Tile64x64>,
    Tile64x64::BM,
    Tile64x64::BN,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    nullptr,
    14.0f,
};
