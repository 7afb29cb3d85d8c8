/* sgemm_tiles.cuh — the plumbing the fp32 SGEMM ladder shares (sgemm_smem .. sgemm_warptile_nbc).
 *
 * Every rung keeps both operands in shared memory K-major: S[p * STRIDE + x], where p runs along
 * K and x along M (for A) or N (for B). The inner product then reads one row of As and one row of
 * Bs per k step, whatever the caller's layout. Getting there is the loader's job: an operand is
 * either contiguous along x in global memory (A transposed, B not) and is copied row by row, or
 * contiguous along k (A not transposed, B transposed) and is transposed on its way in. One loader
 * serves both operands and all four transpose pairs; the transposing store is where the ladder's
 * bank conflicts live, which is why STRIDE (the padded row length) is a template parameter.
 *
 * The loader is split into fetch (global -> registers) and store (registers -> shared memory) so
 * that the double-buffered rung can put its math between the two.
 */
#pragma once

#include <climits>
#include <cmath>
#include <type_traits>

#include "common.cuh"

namespace tcgemm {
namespace sgemm {

/* One operand seen as a matrix of (x, p) elements: x < x_end along M or N, p < k_end along K. */
struct Operand {
    const float *ptr;
    int ld;
    bool k_contig; /* element (x, p) at ptr[x * ld + p]; else at ptr[p * ld + x] */
    int x_end, k_end;
};

__device__ __forceinline__ Operand operand_a(const tcgemm_problem_t &p)
{
    return {static_cast<const float *>(p.A), p.lda, !p.trans_a, p.m, p.k};
}
__device__ __forceinline__ Operand operand_b(const tcgemm_problem_t &p)
{
    return {static_cast<const float *>(p.B), p.ldb, p.trans_b != 0, p.n, p.k};
}

/* float4 global loads need a 16-byte aligned base and a leading dimension that keeps every row
 * aligned; launchers pick the loader's ALIGNED flag with this, so one variant serves every call. */
inline bool float4_ok(const void *ptr, int ld)
{
    return aligned_to(ptr, 16) && ld % 4 == 0;
}
inline bool float4_ok(const tcgemm_problem_t *p)
{
    return float4_ok(p->A, p->lda) && float4_ok(p->B, p->ldb);
}

/* Where a kernel takes its RUNS instance, which stores C 4 floats at a time (WarpTile::store): C's
 * rows 16-byte aligned, and K no deeper than max_k. That epilogue takes 20-40% off the calls whose
 * k-loops are short (fp32 4224 x 1500 x 176 and 8192 x 8192 x 176: 1.4x and 1.6x on the 128 x 256
 * stream-K row), but the instance is compiled anew, and some came out with slower k-loops: nbc
 * and async 9-11% at 4096^3 and 8192^3, the stream-K row 2.8% at 8192^3; the others within 2%
 * (bench/results/2026-11-27-s28/call3). Each kernel states where its instance stops paying. */
constexpr int kRunsAnyK = INT_MAX;
inline bool c_runs_ok(const tcgemm_problem_t *p, int max_k)
{
    return float4_ok(p->C, p->ldc) && p->k <= max_k;
}

/* AUTO's load_share for a variant whose unaligned instance gathers each float4 run with four
 * 4-byte loads: the same registers, shared-memory stores and FFMAs, three more load instructions
 * per run. 0.94 is the median over ten misaligned shapes of the stream-K row against their
 * aligned neighbours (0.91-0.98; H100, bench/results/2026-11-25-h100-s16/call1). */
constexpr double kUnalignedRunShare = 0.94;
inline double unaligned_load_share(const tcgemm_problem_t *p)
{
    return float4_ok(p) ? 1.0 : kUnalignedRunShare;
}

/* AUTO's busy share (variant.h) of a kernel with one block per bm x bn tile and blocks_per_sm of
 * them on an SM at once: the tiles in rounds that fill every block slot, the last round's idle
 * slots counted, and per round tile_s besides the FFMAs (a tile's first loads and its epilogue,
 * which one block an SM does not hide). A round of two blocks an SM takes two tiles' time, but a
 * block alone on its SM one (where the tiles are fewer than the SMs). tflops is the variant's
 * 4096^3 median, whose own last round (3.88 rounds of 128 x 256 tiles on 132 SMs, run as 4) is
 * taken out of it first. Without the rounds and tile_s AUTO put sgemm_warptile_nbc at 54.7 us
 * at 4224 x 1500 x 176 (198 tiles: 2 rounds), measured 111.5, and sgemm_warptile at 221 us at
 * 4224 x 1500 x 704 (396 tiles: 2 rounds of 2 an SM), measured 298 (bench/results/2026-11-27-
 * s28/call3). */
inline double rounds_busy_share(const tcgemm_problem_t *p, int bm, int bn, int blocks_per_sm,
                                double tflops, double tile_s)
{
    constexpr double kReferenceSms = 132.0;
    const double slots_4096 = kReferenceSms * blocks_per_sm;
    const double at_4096 = (double)(4096 / bm) * (4096 / bn) / slots_4096;
    const double gross_tflops = tflops * std::ceil(at_4096) / at_4096;
    const double sms = p->device->num_sms;
    const double tiles = (double)ceil_div(p->m, bm) * ceil_div(p->n, bn);
    const double rounds = std::ceil(tiles / (sms * blocks_per_sm));
    const double per_round = tiles > sms ? blocks_per_sm : 1.0; /* tiles an SM runs a round */
    const double tile_time = 2.0 * bm * bn * (double)p->k / (gross_tflops * 1e12 / sms);
    const double round_time = per_round * tile_time + tile_s;
    return tiles * tile_time / (sms * rounds * round_time) * (gross_tflops / tflops);
}

/* The registry's limits sentence for the variants that launch through launch_by_alignment. */
constexpr const char *kAnyAlignmentLimits =
    "none: any shape, layout and alignment (float4 loads when A and B are 16-byte aligned with "
    "lda, ldb multiples of 4, the same 4-float runs by 4-byte loads otherwise)";

/* Launches a variant's float4 instance where the call allows it, its unaligned one otherwise. */
inline cudaError_t launch_by_alignment(void (*aligned)(tcgemm_problem_t),
                                       void (*unaligned)(tcgemm_problem_t), dim3 grid, int threads,
                                       const tcgemm_problem_t *p)
{
    (float4_ok(p) ? aligned : unaligned)<<<grid, threads, 0, p->stream>>>(*p);
    return cudaGetLastError();
}
/* The same for a variant whose float4 instance comes in two, as c_runs_ok(p, runs_max_k) says. */
inline cudaError_t launch_by_alignment(void (*runs)(tcgemm_problem_t),
                                       void (*aligned)(tcgemm_problem_t),
                                       void (*unaligned)(tcgemm_problem_t), int runs_max_k,
                                       dim3 grid, int threads, const tcgemm_problem_t *p)
{
    return launch_by_alignment(c_runs_ok(p, runs_max_k) ? runs : aligned, unaligned, grid, threads,
                               p);
}

/* How a fetch guards its loads. Inside: the caller knows the whole BX x BK tile lies inside the
 * matrix, and the loads carry no bounds arithmetic (the main loops of the warp-tiled rungs are
 * short of issue slots). ClampX: the k range lies inside, x may run past x_end; such elements are
 * read from the last row or column instead: they feed only cells of C that are never stored, so
 * they need no zeros, and the loads need no branch (an operand contiguous along x in float4 runs
 * has no such load: TileLoader serves it spread only). Full: elements outside the matrix read as
 * zeros (the last k slice of every tile). */
enum class Guard { Inside, ClampX, Full };
template <Guard G>
using GuardTag = std::integral_constant<Guard, G>;

/* Copies a BX x BK tile (x0.., k0..) of an operand into S[p * STRIDE + x] with THREADS threads of
 * a 1-D block. Elements outside the matrix become zeros (Guard::Full), so ragged edges need no
 * special case in the math. VEC moves 4 floats per access along the contiguous dimension
 * (float4_ok must hold); a run of 4 that crosses the matrix edge falls back to guarded scalar
 * loads. ALIGNED (VEC only): a run is one float4 load; without it, four 4-byte loads into the same
 * registers, for calls whose rows are not 16-byte aligned. An earlier unaligned instance loaded
 * one float per run, as the scalar rungs do, and needed four times the runs' addresses: 84-448
 * bytes of spills in the stream-K rows and 0.69 of the aligned speed.
 * SPREAD (unaligned instance): where the operand is contiguous along x, the four loads of a lane
 * are spread over the warp's 128 elements: the 4-byte load q of all 32 lanes reads 32 consecutive
 * floats, where the runs' layout put the lanes 16 bytes apart, so that each warp-wide load touched
 * four times the lines it needed. Measured (thirty-first session): the 64 x 256 stream-K row at
 * 4096^3 with ld + 1 4.01 -> 3.64 ms (ld + 4: 3.41), but the 128 x 256 row 3.07 -> 3.12, so it is
 * the kernel's choice. The k-contiguous operand keeps its runs: spread over four rows, its loads
 * needed four row addresses a run, and the 255-register stream-K kernels spilled. */
template <int BX, int BK, int STRIDE, int THREADS, bool VEC, bool ALIGNED = true,
          bool SPREAD = false>
struct TileLoader {
    static constexpr int kWidth = VEC ? 4 : 1;
    /* Runs per thread; a tile of fewer runs than threads leaves the last threads idle. */
    static constexpr int kAllRuns = BX * BK / kWidth;
    static constexpr bool kSomeIdle = kAllRuns < THREADS;
    static constexpr int kRuns = kSomeIdle ? 1 : kAllRuns / THREADS;
    static_assert(kSomeIdle || kAllRuns % THREADS == 0, "tile must split evenly over the threads");
    static_assert(!VEC || (BX % 16 == 0 && BK % 8 == 0 && STRIDE % 4 == 0),
                  "float4 tiles need BX % 16 == 0, BK % 8 == 0 and 16-byte aligned rows");
    /* The spread layout covers a warp's 32 runs as the runs do: 128 consecutive elements of the
     * tile's rows (whole rows, or whole groups of rows). */
    static constexpr bool kSpread = SPREAD && VEC && !ALIGNED && kAllRuns % 32 == 0 &&
                                    THREADS % 32 == 0 && BX % 32 == 0 &&
                                    (BX % 128 == 0 || 128 % BX == 0);

    float v[kRuns][kWidth];
    int back[kRuns]; /* fetch<ClampX>: how far before its place run r was read */

    /* Where run g starts. Runs go along the contiguous dimension so that a warp's loads cover
     * whole 32-byte sectors. The transposing vector case lays a warp over 16 x by 2 runs of 4 k:
     * with STRIDE % 32 == 4 its 32 x 4 scalar stores then hit 32 different banks (see
     * docs/14_sgemm_warptile_nbc.md). */
    __device__ __forceinline__ static void coords(bool k_contig, int g, int &x, int &p)
    {
        if (!VEC) {
            x = k_contig ? g / BK : g % BX;
            p = k_contig ? g % BK : g / BX;
        } else if (k_contig) {
            const int rest = g / 32;
            x = rest % (BX / 16) * 16 + g % 16;
            p = (rest / (BX / 16) * 2 + g / 16 % 2) * 4;
        } else {
            x = g % (BX / 4) * 4;
            p = g / (BX / 4);
        }
    }

    /* Element q of run g in the spread layout (an operand contiguous along x): element 32q + lane
     * of the warp's 128. */
    __device__ __forceinline__ static void spread_coords(int g, int q, int &x, int &p)
    {
        const int lane = g % 32;
        const int first = (g - lane) * 4; /* the warp's first element, a multiple of 128 */
        if constexpr (BX % 128 == 0) {
            x = first % BX + 32 * q + lane;
            p = first / BX;
        } else {
            x = 32 * q % BX + lane;
            p = first / BX + 32 * q / BX;
        }
    }

    template <Guard G = Guard::Full>
    __device__ __forceinline__ void fetch(const Operand &op, int x0, int k0)
    {
        static_assert(G != Guard::ClampX || !VEC || !ALIGNED || kSpread,
                      "clamped float4 runs along x: only the 4-byte loads can shift them");
        if (kSomeIdle && (int)threadIdx.x >= kAllRuns)
            return;
        if (kSpread && !op.k_contig) {
#pragma unroll
            for (int r = 0; r < kRuns; ++r)
#pragma unroll
                for (int q = 0; q < kWidth; ++q) {
                    int x, p;
                    spread_coords(threadIdx.x + r * THREADS, q, x, p);
                    x += x0;
                    p += k0;
                    if (G == Guard::ClampX)
                        x = min(x, op.x_end - 1);
                    const float *src = op.ptr + (int64_t)p * op.ld + x;
                    if (G == Guard::Full)
                        v[r][q] = x < op.x_end && p < op.k_end ? *src : 0.0f;
                    else
                        v[r][q] = *src;
                }
            return;
        }
#pragma unroll
        for (int r = 0; r < kRuns; ++r) {
            int x, p;
            coords(op.k_contig, threadIdx.x + r * THREADS, x, p);
            x += x0;
            p += k0;
            /* ClampX: a row along k, or one element. A run along x (the unaligned instance's
             * four 4-byte loads; x_end >= 4) that crosses x_end is read from the last 4
             * elements, and store<ClampX> shifts it back into place: shifted here, the selects
             * waited for the loads at once (2039^3 fp32 466 -> 531 us, bench/results/
             * 2026-11-27-s33/call2), and a clamped address per element spilled (ptxas). */
            if constexpr (G == Guard::ClampX) {
                if (VEC && !op.k_contig) {
                    const int from = min(x, op.x_end - 4);
                    back[r] = x - from;
                    load_run(r, op.ptr + (int64_t)p * op.ld + from);
                    continue;
                }
                x = min(x, op.x_end - 1);
            }
            const float *src =
                op.k_contig ? op.ptr + (int64_t)x * op.ld + p : op.ptr + (int64_t)p * op.ld + x;
            if constexpr (G != Guard::Full) {
                load_run(r, src);
            } else {
                const bool line_in = op.k_contig ? x < op.x_end : p < op.k_end;
                const int c = op.k_contig ? p : x;
                const int c_end = op.k_contig ? op.k_end : op.x_end;
                if (VEC && line_in && c + 4 <= c_end) {
                    load_run(r, src);
                } else {
#pragma unroll
                    for (int q = 0; q < kWidth; ++q)
                        v[r][q] = line_in && c + q < c_end ? src[q] : 0.0f;
                }
            }
        }
    }

    /* Run r from src, unguarded: one float4 (VEC), four floats (VEC, not ALIGNED), or one float. */
    __device__ __forceinline__ void load_run(int r, const float *src)
    {
        if constexpr (VEC && !ALIGNED) {
#pragma unroll
            for (int q = 0; q < 4; ++q)
                v[r][q] = src[q];
        } else if constexpr (VEC) {
            const float4 f = *reinterpret_cast<const float4 *>(src);
            v[r][0] = f.x;
            v[r][1] = f.y;
            v[r][2] = f.z;
            v[r][3] = f.w;
        } else {
            v[r][0] = *src;
        }
    }

    template <Guard G = Guard::Full>
    __device__ __forceinline__ void store(float *S, bool k_contig)
    {
        if (kSomeIdle && (int)threadIdx.x >= kAllRuns)
            return;
        if constexpr (G == Guard::ClampX && VEC && !ALIGNED && !kSpread)
            if (!k_contig)
#pragma unroll
                for (int r = 0; r < kRuns; ++r) {
                    /* fetch<ClampX>'s run, back[r] elements behind its place: its elements
                     * inside the matrix moved to the front (the others feed no stored cell) */
                    const int d = back[r];
                    const float l1 = v[r][1], l2 = v[r][2], l3 = v[r][3];
                    v[r][0] = d == 0 ? v[r][0] : d == 1 ? l1 : d == 2 ? l2 : l3;
                    v[r][1] = d == 0 ? l1 : d == 1 ? l2 : l3;
                    v[r][2] = d == 0 ? l2 : l3;
                }
        if (kSpread && !k_contig) {
#pragma unroll
            for (int r = 0; r < kRuns; ++r)
#pragma unroll
                for (int q = 0; q < kWidth; ++q) {
                    int x, p;
                    spread_coords(threadIdx.x + r * THREADS, q, x, p);
                    S[p * STRIDE + x] = v[r][q];
                }
            return;
        }
#pragma unroll
        for (int r = 0; r < kRuns; ++r) {
            int x, p;
            coords(k_contig, threadIdx.x + r * THREADS, x, p);
            if (k_contig) { /* the transposing store: one scalar per k row */
#pragma unroll
                for (int q = 0; q < kWidth; ++q)
                    S[(p + q) * STRIDE + x] = v[r][q];
            } else if constexpr (VEC) {
                *reinterpret_cast<float4 *>(&S[p * STRIDE + x]) =
                    make_float4(v[r][0], v[r][1], v[r][2], v[r][3]);
            } else {
                S[p * STRIDE + x] = v[r][0];
            }
        }
    }
};

/* The guarded epilogue: tiles overhang ragged edges, and only cells inside C are written. */
__device__ __forceinline__ void store_c_guarded(const tcgemm_problem_t &p, int i, int j, float acc)
{
    if (i < p.m && j < p.n)
        store_c(static_cast<float *>(p.C) + (int64_t)i * p.ldc + j, acc, p.alpha, p.beta);
}

/* Grid for BM x BN tiles: x over column tiles, y over row tiles up to the grid limit; kernels
 * walk row tiles with a stride of gridDim.y so any m fits. */
inline dim3 tile_grid(const tcgemm_problem_t *p, int bm, int bn)
{
    return dim3(ceil_div(p->n, bn), min(ceil_div(p->m, bm), kMaxGridY));
}

/* Loads n consecutive floats of a shared-memory row into registers, 16 bytes at a time. */
template <int N>
__device__ __forceinline__ void load_row(float (&r)[N], const float *s)
{
    static_assert(N % 4 == 0, "fragment length must be a multiple of 4");
#pragma unroll
    for (int i = 0; i < N; i += 4) {
        const float4 f = *reinterpret_cast<const float4 *>(s + i);
        r[i] = f.x;
        r[i + 1] = f.y;
        r[i + 2] = f.z;
        r[i + 3] = f.w;
    }
}

/* The order in which WarpTile::fma issues the R x C independent FFMAs of one k step. The sums
 * are the same whatever the order; the order is what ptxas sees when it assigns registers and
 * operand reuse, and on the H100 it moved the warp-tiled rungs by up to 10%
 * (docs/13_sgemm_warptile.md). Every order here is a serpentine: the outer loop runs over columns
 * (ColumnsOuter) or rows, and every other inner run is reversed, so each turn reuses the
 * operand of the last FFMA. A mix alternates the rows (RowMix) or columns (ColMix) between the
 * warp sub-tiles: 0 not at all, 1 one by one (rows 0, TM, 1, TM + 1, ... for two sub-tiles),
 * 2 two by two (0, 1, TM, TM + 1, 2, 3, ...). Each rung keeps the order that measured best for
 * it out of all 36 (bench/results/2026-11-22-h100-f/). */
template <bool ColumnsOuter, int RowMix, int ColMix>
struct FmaOrder {
    static constexpr bool kColumnsOuter = ColumnsOuter;
    static constexpr int kRowMix = RowMix, kColMix = ColMix;
    /* Position i of a run of subtiles x t cells under a mix. */
    __device__ __forceinline__ static int mix(int i, int kind, int subtiles, int t)
    {
        if (kind == 1)
            return i % subtiles * t + i / subtiles;
        if (kind == 2)
            return (i / 2) % subtiles * t + (i / (2 * subtiles)) * 2 + i % 2;
        return i;
    }
};
using ColumnSerpentine = FmaOrder<true, 0, 0>;

/* The warp-tiled inner block shared by sgemm_warptile and sgemm_warptile_nbc.
 *
 * A BM x BN block tile is split into warp tiles of WM x WN; each warp tile is covered WMITER x
 * WNITER times by a warp sub-tile of WSUBM x WSUBN, in which each of the 32 lanes owns a TM x TN
 * thread tile. A lane therefore holds (WMITER*TM) x (WNITER*TN) accumulators spread over the warp
 * tile, and per k step it loads WMITER*TM + WNITER*TN floats from shared memory for
 * WMITER*TM * WNITER*TN FMAs. */
template <int BM, int BN, int BK, int WM, int WN, int WNITER, int TM, int TN, int STRIDE_A,
          int STRIDE_B, class Order = ColumnSerpentine, bool EDGE_RUNS = false>
struct WarpTile {
    static constexpr int kThreads = BM / WM * (BN / WN) * 32;
    static constexpr int WMITER = WM * WN / (32 * TM * TN * WNITER);
    static constexpr int WSUBM = WM / WMITER;
    static constexpr int WSUBN = WN / WNITER;
    static_assert(BM % WM == 0 && BN % WN == 0, "warp tiles must tile the block tile");
    static_assert(WMITER * WNITER * 32 * TM * TN == WM * WN, "sub-tiles must tile the warp tile");
    static_assert((WSUBN / TN) * (WSUBM / TM) == 32, "a warp sub-tile is 32 thread tiles");
    static_assert(TM % 4 == 0 && TN % 4 == 0 && STRIDE_A % 4 == 0 && STRIDE_B % 4 == 0,
                  "fragments are read 16 bytes at a time");

    float acc[WMITER * TM][WNITER * TN];
    int a_off, b_off; /* this lane's first fragment element in a row of As and of Bs */

    __device__ __forceinline__ WarpTile()
    {
        const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
        a_off = warp / (BN / WN) * WM + lane / (WSUBN / TN) * TM;
        b_off = warp % (BN / WN) * WN + lane % (WSUBN / TN) * TN;
    }

    __device__ __forceinline__ void zero()
    {
#pragma unroll
        for (int i = 0; i < WMITER * TM; ++i)
#pragma unroll
            for (int j = 0; j < WNITER * TN; ++j)
                acc[i][j] = 0.0f;
    }

    /* What one k step needs from shared memory: this lane's A and B fragments. Kept as a type of
     * its own so that a pipelined kernel can hold two and fill one while the other is used. */
    struct Frag {
        float a[WMITER][TM], b[WNITER][TN];
    };

    __device__ __forceinline__ void load(Frag &f, const float *As, const float *Bs, int q) const
    {
#pragma unroll
        for (int mi = 0; mi < WMITER; ++mi)
            load_row(f.a[mi], As + q * STRIDE_A + a_off + mi * WSUBM);
#pragma unroll
        for (int ni = 0; ni < WNITER; ++ni)
            load_row(f.b[ni], Bs + q * STRIDE_B + b_off + ni * WSUBN);
    }

    /* acc += the outer product of one k step's fragments, in Order. */
    __device__ __forceinline__ void fma(const Frag &f)
    {
        constexpr int kRows = WMITER * TM, kCols = WNITER * TN;
        constexpr bool kColsOuter = Order::kColumnsOuter;
        constexpr int kOuter = kColsOuter ? kCols : kRows, kInner = kColsOuter ? kRows : kCols;
#pragma unroll
        for (int o = 0; o < kOuter; ++o)
#pragma unroll
            for (int i = 0; i < kInner; ++i) {
                const int in = o % 2 ? kInner - 1 - i : i;
                const int c = kColsOuter ? o : in, r = kColsOuter ? in : o;
                const int col = Order::mix(c, Order::kColMix, WNITER, TN),
                          row = Order::mix(r, Order::kRowMix, WMITER, TM);
                acc[row][col] += f.a[row / TM][row % TM] * f.b[col / TN][col % TN];
            }
    }

    /* acc += the BK-deep product of the tiles in As and Bs. */
    __device__ __forceinline__ void multiply(const float *As, const float *Bs)
    {
#pragma unroll
        for (int q = 0; q < BK; ++q) {
            Frag f;
            load(f, As, Bs, q);
            fma(f);
        }
    }

    /* The column, from the lane's first, of its g-th run of 4 cells in a row. */
    __device__ __forceinline__ static constexpr int run_col(int g)
    {
        return 4 * g / TN * WSUBN + 4 * g % TN;
    }

    /* c = alpha * a + beta * c over one row of the lane's cells, a 16-byte access per run of 4,
     * the row read whole before it is written (store, below). */
    __device__ __forceinline__ static void store_runs(float *c_row, const float (&a)[WNITER * TN],
                                                      float alpha, float beta)
    {
        constexpr int kRuns = WNITER * TN / 4;
        float4 old[kRuns];
#pragma unroll
        for (int g = 0; g < kRuns; ++g)
            old[g] = beta != 0.0f ? *reinterpret_cast<const float4 *>(c_row + run_col(g))
                                  : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
#pragma unroll
        for (int g = 0; g < kRuns; ++g)
            *reinterpret_cast<float4 *>(c_row + run_col(g)) = make_float4(
                alpha * a[4 * g] + beta * old[g].x, alpha * a[4 * g + 1] + beta * old[g].y,
                alpha * a[4 * g + 2] + beta * old[g].z, alpha * a[4 * g + 3] + beta * old[g].w);
    }

    /* c = alpha * acc + beta * c over the lane's cells. A block tile inside C writes row by row,
     * each row read whole before it is written (with beta != 0 each store waits for its load, and
     * ptxas keeps a load after a store before it unless it can prove they differ: cell by cell
     * that was 64 round trips to DRAM per tile, about 5% of a 4096^3 GEMM on the H100,
     * docs/15_sgemm_warptile_nbc.md); tiles on a ragged edge take the guarded path.
     * RUNS (the caller has checked c_runs_ok): a row's runs of 4 cells are 16-byte accesses, and
     * with EDGE_RUNS on a ragged edge too where a run lies inside C whole (its own flag: the edge
     * code changed the k-loops of some kernels, as RUNS did; call5 there).
     * 4-byte stores put 4 bytes in each of a warp's 32 sectors, and on a short k-loop those L2
     * writes bound the kernel (ncu, nbc at fp32 4224 x 1500 x 176: LG-throttle the top stall,
     * L2 42% busy, 4.0 bytes used of each sector written; bench/results/2026-11-27-s28/call1).
     * A template flag, not a branch: the kernels' k-loops are register-bound, and a second
     * epilogue beside the first changed their code (4096^3 6-10% slower, call2 there).
     * FROM: the caller moved the tile back inside C, to (row0, col0) from (row_from, col_from);
     * the cells before row_from or col_from are its neighbours', computed again here and not
     * stored (with beta != 0 a second store would scale C twice). */
    template <bool RUNS = false, bool FROM = false>
    __device__ __forceinline__ void store(const tcgemm_problem_t &p, int row0, int col0,
                                          int row_from = 0, int col_from = 0) const
    {
        constexpr int kRows = WMITER * TM, kCols = WNITER * TN;
        static_assert(!(FROM && RUNS && EDGE_RUNS), "a moved tile's runs may be misaligned");
        if ((!FROM || (row_from == row0 && col_from == col0)) && row0 + BM <= p.m &&
            col0 + BN <= p.n) {
#pragma unroll
            for (int r = 0; r < kRows; ++r) {
                float *c_row = static_cast<float *>(p.C) +
                               (int64_t)(row0 + a_off + r / TM * WSUBM + r % TM) * p.ldc + col0 +
                               b_off;
                if constexpr (RUNS) {
                    store_runs(c_row, acc[r], p.alpha, p.beta);
                } else {
                    float old[kCols];
#pragma unroll
                    for (int c = 0; c < kCols; ++c)
                        old[c] = p.beta != 0.0f ? c_row[c / TN * WSUBN + c % TN] : 0.0f;
#pragma unroll
                    for (int c = 0; c < kCols; ++c)
                        c_row[c / TN * WSUBN + c % TN] = p.alpha * acc[r][c] + p.beta * old[c];
                }
            }
            return;
        }
        if constexpr (RUNS && EDGE_RUNS) { /* the runs inside C whole as above, the rest cells */
#pragma unroll
            for (int r = 0; r < kRows; ++r) {
                const int row = row0 + a_off + r / TM * WSUBM + r % TM;
                if (row >= p.m)
                    continue;
#pragma unroll
                for (int g = 0; g < kCols / 4; ++g) {
                    const int col = col0 + b_off + run_col(g);
                    float *c = static_cast<float *>(p.C) + (int64_t)row * p.ldc + col;
                    if (col + 4 <= p.n) {
                        const float4 old = p.beta != 0.0f ? *reinterpret_cast<const float4 *>(c)
                                                          : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
                        *reinterpret_cast<float4 *>(c) =
                            make_float4(p.alpha * acc[r][4 * g] + p.beta * old.x,
                                        p.alpha * acc[r][4 * g + 1] + p.beta * old.y,
                                        p.alpha * acc[r][4 * g + 2] + p.beta * old.z,
                                        p.alpha * acc[r][4 * g + 3] + p.beta * old.w);
                    } else {
#pragma unroll
                        for (int e = 0; e < 4; ++e)
                            if (col + e < p.n)
                                store_c(c + e, acc[r][4 * g + e], p.alpha, p.beta);
                    }
                }
            }
        } else {
#pragma unroll
            for (int mi = 0; mi < WMITER; ++mi)
#pragma unroll
                for (int i = 0; i < TM; ++i)
#pragma unroll
                    for (int ni = 0; ni < WNITER; ++ni)
#pragma unroll
                        for (int j = 0; j < TN; ++j) {
                            const int row = row0 + a_off + mi * WSUBM + i;
                            const int col = col0 + b_off + ni * WSUBN + j;
                            if (!FROM || (row >= row_from && col >= col_from))
                                store_c_guarded(p, row, col, acc[mi * TM + i][ni * TN + j]);
                        }
        }
    }
};

} // namespace sgemm
} // namespace tcgemm
