/* hgemm_wgmma.cu — hgemm_wgmma_128x256, hgemm_wgmma_128x256_c2, hgemm_wgmma_128x192,
 * hgemm_wgmma_128x128, hgemm_wgmma_128x64, hgemm_wgmma_64x64 (and the stream-K row, chapter
 * 06): the Hopper
 * fp16 GEMM (fp32 accumulate), TMA + wgmma + warp specialization on a persistent grid. sm_90a.
 *
 * Idea: what chapter 4 found limits mma.sync on an H100 is energy, not issue slots: every
 * operand passes through registers (ldmatrix) and every k-step is a warp instruction, and the
 * board's 700 W cap pulls the clock down. On Hopper the copy engine (TMA) moves whole tiles
 * global -> shared memory with no thread involved, and wgmma multiplies a 64 x N x 16 block
 * per warpgroup instruction reading A and B straight from shared memory. So a block is split by
 * role (warp specialization): one producer warpgroup whose single thread issues TMA copies into
 * a ring of `Stages` shared-memory stages, and two consumer warpgroups that only issue wgmma,
 * each on 64 rows of the 128 x BN block tile, with the fp32 accumulators in registers
 * (setmaxnreg moves registers from the producer to them). Full/empty mbarriers per stage hand
 * stages back and forth; the TMA's byte count completes the full barrier. The grid is
 * persistent (one block per SM) and walks C's tiles in groups of 8 tile-rows so that the tiles
 * running together share A and B in L2; while the consumers run a tile's epilogue the producer
 * is already loading the next tile's stages, and the consumers hold the tile's C as packed fp16
 * pairs in registers and store it, one 64-column box at a time, behind the next tile's first
 * k-blocks of wgmma (the tensor cores no longer wait for the stores). With a cluster of 2 (`_c2`)
 * the two blocks of a cluster compute vertically adjacent tiles and each fetches half of the shared
 * B tile for both (TMA multicast): a third less L2 traffic per flop.
 *
 * Layouts: all four transpose pairs run the same loop. A K-major operand (A not transposed, B
 * transposed) lands as 64-half rows along k; an MN-major one (A transposed, B not) as 64-half
 * rows along m or n; both with 128-byte swizzle, in 64 x 64 boxes; the wgmma descriptors and
 * its transpose bits say which (hopper.cuh). Ragged m, n, k: TMA zero-fills boxes past the
 * edge, so every k-block is full; the epilogue's stores are predicated. beta == 0 never reads C.
 * A K-major A is not read past m at all: the boxes past it are skipped and the one m cuts has
 * m % 64 rows (a second tensor map), because the copy engine's zero fill is slow.
 *
 * Tiles (BM x BN x BK, stages, cluster, C staging boxes per consumer): 128x256x64, 4, 1, 2;
 * 128x256x64, 4, 2 (along m), 2; 128x192x64, 5, 1, 1; 128x128x64, 6, 1, 2; 128x64x64, 8, 1, 1:
 * 384 threads, 215-225 KB of shared memory. The 128 x 192 and 128 x 64 tiles serve calls whose
 * 128 x 256 or 128 x 128 tiles leave SMs idle or take a round and a little more (1536^3: 96 tiles
 * of 128 x 192 against 72 and 144; 1024^3: 128 of 128 x 64 against 64), as cuBLAS's tile shapes do
 * (chapter 05, "Tiles for the middle sizes"). 192x192x64, 4, 1 or 2 (the pair's CTAs load one and
 * two of B's three boxes), 1, on three consumer warpgroups (512 threads, 152 registers a consumer
 * thread, so C is stored at once, not behind the next tile): cuBLAS's tile at 3000^3, two rounds
 * where 128 x 256 tiles take 2.2 (3000^3 on the pairs 86.5-87.4 us against stream-K's 94.4,
 * bench/results/2026-11-29-s50/call2; chapter 05, "Three consumers: 192 x 192 tiles").
 * 64x64x64, 12, 1, 1 with one consumer warpgroup (256 threads, 205 KB): four times the tiles of
 * the 128 x 128 row, for grids that would leave SMs idle (decode-sized and skinny calls). Its
 * calls with n <= 32 and B stored k rows of n (NN, TN) read B in 32-column boxes with 64-byte
 * swizzle, none half past n, and start tile row i at k-block i mod 8 so that the tiles sharing B
 * do not all ask for the same lines at once: fp16 6144 x 32 x 2048 NN 16.7 -> 15.55 us (0.88x ->
 * 0.95-0.97x cuBLAS), 4096 x 32 x 4096 21.9 -> 18.4 (H100, bench/results/2026-11-26-s24;
 * chapter 05, "Narrow B boxes"). Where a few such tiles each stream a deep K, a cluster of four
 * CTAs splits each tile's k-blocks and CTA 0 adds the others' sums through shared memory
 * (splits_k): 1024 x 64 x 8192 25.9 -> 15.7 us, 0.59x -> 0.99x cuBLAS NN (bench/results/
 * 2026-11-27-s32/call5; chapter 05, "K split over a cluster").
 * Improves on: hgemm_mma_* (mma.sync + ldmatrix + cp.async; 56-62% of cuBLAS on the H100).
 * Limits: compute capability 9.0 exactly (sm_90a code); ldb a multiple of 8 halves and B
 * 16-byte aligned (TMA), or 2-byte aligned where B is not transposed and beta = 0 (read from the
 * 16 bytes before it, below); the same for A, except that with A and B not transposed (NN) the
 * data-parallel rows read an A of any lda and 2-byte alignment (m >= 8) through residue maps
 * (below, and docs/07_alignment.md), at the cost of up to 7 halves read (never used) before each
 * row of A; C: any alignment and ldc (the TMA store needs beta = 0, C rows 16-byte aligned,
 * n % 8 == 0 and A read through one map or none; other calls with beta = 0 write 16-byte chunks
 * from shared memory, with beta != 0 from registers).
 *
 * Edge tiles: a tile that n cuts multiplies only its boxes of B below n (a 64- or 128-wide
 * wgmma), a consumer whose 64 rows lie past m none; where that saves rounds, the units m or n
 * cuts run after the whole ones (tile_of). 4104^3 on the cluster row: 0.86x -> 0.90x cuBLAS
 * (an H200, bench/results/2026-11-26-s18/call7/; docs/05_hgemm_wgmma.md, "Edge tiles").
 *
 * Misaligned A (residue maps): TMA cannot start a box at a column that is not 16-byte aligned
 * (the H100 raises an illegal instruction), but rows j, j + 8, ... of A are 16 * lda bytes
 * apart, so 8 maps, each starting at its first row rounded down to 16 bytes, read every row
 * with aligned boxes, each map's rows shifted by its own 0..7 columns. A block tile takes its
 * 128 rows from one map, shifts its k-blocks by that map's shift and reads B (k rows) from the
 * shifted row; C's rows of the tile are 8 apart. Where lda is a multiple of 8 (a pointer into an
 * aligned matrix) every row has the same shift: one map of all rows, C's rows as they are (and
 * stored by TMA where C allows).
 *
 * Misaligned B (as_read): a B stored k rows of n whose rows all start o halves off (ldb a multiple
 * of 8) is read from the 16 bytes before it as n + o columns, C computed from o halves before it,
 * its first o columns never stored (beta = 0: the staged epilogue).
 *
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench at commit 5b606f9, fp16 in/out,
 * fp32 compute, % of cuBLAS in the same run; bench/results/2026-11-23-h100-final2/): AUTO (the
 * cluster row, or stream-K) 99.5-106.8% at 4096^3 NN and 99.8-100.1% TN, interleaved or each
 * timed alone, 103-108% at 8192^3; the cluster row 98.7-100.0% at 4096^3 across the session's
 * runs. At a locked clock (ncu) the cluster row takes 213.7-217.3 us at 4096^3 against cuBLAS's
 * 213.8 us; on another machine (seventh session) 211.9 against 209.8, with 1.27 GB of L2 traffic
 * against cuBLAS's 1.03. Timed at the power cap after 2 s of heat (bench/results/2026-11-23-h100-
 * s7/final/): interleaved 99.9-100.7% at 4096^3, 103% at 8192^3; alone 0.93x NN / 1.08x TN at
 * 4096^3 in the same minute (the power controller's spread). The steps that got here, and what
 * each bought: docs/05_hgemm_wgmma.md. Residue maps
 * (commit 1c955bf, AUTO through hgemm_repack copying B alone,
 * bench/results/2026-11-23-h100-align/run5/): 4096^3 NN with A and B 1 or 3 elements off 583 TFLOPS
 * (0.80 of AUTO at 4096^3 in the same run, 4.3x cuBLAS; 551 when both were copied), 4095^3 507
 * (0.69, 3.4x cuBLAS; 433), 8191^3 610 (0.81, 4.0x; 579). With C staged (StagedC) and the
 * repack's faster copy (commit 1963ea8, bench/results/2026-11-24-h100-s11/call5/): 4095^3 603
 * TFLOPS (0.82, 3.9x), 8191^3 664 (1.00, 4.7x), 4096^3 with A and B 1 element off 640 (0.88);
 * at 4095^3 the kernel's cycles 361 -> 322 thousand, L2 write sectors 2.93 -> 1.45 M (ncu). With
 * C staged in every residue call, also where C's rows are aligned (commit acb638d,
 * bench/results/2026-11-27-s29/call2-3): 4096^3 with lda and ldb + 1 239.8 -> 222.0 us (0.81 of
 * 4096^3 in the same run), 8192^3 + 1 1792 -> 1623 us. One map where every row shares its
 * shift (commit 4717635) and B read in place where its rows do (a86187a; bench/results/2026-11-27-
 * s30/call3): 4096^3 with A and B 1 element off 219.5 -> 210.2 us (0.88 of 4096^3; B still
 * copied: n + 1 columns would add a tile column), 4000^3 so 211.3 -> 195.7 (no copy). Each
 * map's tiles counted from its own rows (commit f5333d9, bench/results/2026-11-27-s34/call2):
 * 4097^3 (odd lda and ldb) 286.5 -> 263.4 us (A read in place, B copied alone). A last k-block
 * with at most 16 columns below k multiplies one k16 step, not four (bench/results/2026-11-28-
 * s36/call2, alternated twice): 4095^3 224.9 -> 222.6-223.5 us, 4096^3 + 1 220.4-220.8 ->
 * 219.0-219.1, 4097^3 265.0-265.3 -> 262.8-263.0, 8191^3 1635 -> 1627-1632. At the
 * power cap, each kernel timed alone in 8-16 ABBA cycles: 0.995-1.035x cuBLAS at 4096^3 NN,
 * 1.000-1.040x TN, 1.007-1.024x at 8192^3 (calls 1, 5, 6 there). On the H200 with the wgmma
 * descriptors in uniform registers, stepped by 32-bit adds (commit 27379da, bench/results/
 * 2026-11-30-s53/): 29.1 M -> 20.3 M instructions at 4096^3, cycles level; alone 1.012x / 1.007x
 * cuBLAS at 4096^3 NN / TN and 1.025x / 1.025x at 8192^3, interleaved 1.017-1.027x but 8192^3 TN
 * 1.005x (call 5).
 */
#include <limits.h>

#include <algorithm>
#include <atomic>
#include <type_traits>
#include <utility>
#include <cmath>

#include "common.cuh"
#include "hopper.cuh"
#include "internal.h"

namespace {

using namespace tcgemm::sm90;

constexpr int kBK = 64;                    /* halves per k-block: one 128-byte swizzle row */
constexpr int kBox = 64;                   /* every TMA box is 64 x 64 halves */
constexpr int kBoxBytes = kBox * kBox * 2; /* 8 KB */
constexpr int kGroupRows = 8;              /* tile-rows per group of the persistent tile order */
/* Registers per thread after setmaxnreg: the producer's one thread needs few (56, not 40: at 40
 * ptxas spilled the cluster variants' copy loop), the consumers' 64 x BN fp32 accumulators many
 * (Config::kConsumerRegs: 128 * 56 + 256 * 224 = 64512 of the SM's 65536 with two consumers). */
constexpr int kProducerRegs = 56;

/* The staged epilogue's buffer (store_part_staged): 64 rows of 64 + 24 halves. */
constexpr int kStagedChunks = 10, kStagedPitch = kBox + 24;
/* The next tile's k-blocks run between two staged parts of a tile's C (hgemm_wgmma_kernel). */
constexpr int kStagedSpread = 2;
constexpr int kStagedBytes = kBox * kStagedPitch * 2;

template <int BN_, int Stages_, int ClusterM_, int EpiBuffers_, bool StreamK_, int Consumers_ = 2,
          int BBoxN_ = kBox, int KSplit_ = 1>
struct Config {
    /* Consumer warpgroups, each owning 64 rows x BN of the tile: two, one for a 64-row tile
     * (twice the tiles where the grid would leave SMs idle), or three for a 192-row one. */
    static constexpr int kConsumers = Consumers_;
    static constexpr int BM = 64 * kConsumers, BN = BN_, Stages = Stages_;
    /* Stream-K: the last (units mod clusters) + clusters units are shared out to the clusters in
     * equal runs of k-blocks (each unit's k-blocks rotated, see Schedule), partial tiles finished
     * through the handle's workspace. */
    static constexpr bool StreamK = StreamK_;
    /* A tile's C is stored while the next tile's first k-blocks run (packed fp16 in registers
     * meanwhile). Not with stream-K: its hand-over keeps more registers live, and there the
     * deferred store spilled and measured slower (docs/05_hgemm_wgmma.md); nor with three
     * consumers, whose 152 registers hold the accumulators but not a packed tile besides. */
    static constexpr bool Deferred = !StreamK && Consumers_ < 3;
    /* A cluster computes ClusterM tiles stacked along m, which share one B tile: each CTA
     * fetches 1 / ClusterM of it for all of them (TMA multicast). A 2 x 2 cluster that also
     * shared A measured slower (docs/05_hgemm_wgmma.md). */
    static constexpr int ClusterM = ClusterM_;
    /* A cluster of KSplit CTAs computes one tile, each CTA a KSplit-th of its k-blocks; the
     * others push their fp32 sums into CTA 0's shared memory, which adds them in rank order and
     * stores C. For a deep K over few tiles, which would leave most SMs idle (1024 x 64 x 8192:
     * 16 tiles of 64 x 64 on 132 SMs; launch_small). */
    static constexpr int KSplit = KSplit_, kCluster = ClusterM * KSplit;
    static_assert(ClusterM == 1 || KSplit == 1, "a cluster shares B along m or splits k, not both");
    static_assert(KSplit == 1 || !StreamK_, "stream-K hands partial tiles over through memory");
    /* Each consumer stages C for TMA stores in a ring of EpiBuffers boxes (64 x 64 halves), or
     * for the staged epilogue in one buffer of kStagedBytes. */
    static constexpr int EpiBuffers = EpiBuffers_;
    static constexpr int kStagingBytes = std::max(EpiBuffers * kBoxBytes, kStagedBytes);
    static constexpr int kThreads = 128 * (1 + kConsumers);
    /* What the producer gives up, shared out to the consumers in setmaxnreg's steps of 8, at
     * most 224: three consumers get 152 each (128 * 56 + 384 * 152 = 65536), room for 96
     * accumulators but not for a deferred tile's 48 packed registers beside them (Deferred). */
    static constexpr int kConsumerRegs =
        std::min(224, (65536 - 128 * kProducerRegs) / (128 * kConsumers) / 8 * 8);
    static constexpr int kABytes = BM * kBK * 2, kBBytes = BN * kBK * 2;
    static constexpr int kStageBytes = kABytes + kBBytes;
    static constexpr int kAcc = BN / 2; /* fp32 accumulators per consumer thread: 64 x BN / 128 */
    /* KSplit: CTA 0's room for the other CTAs' sums, accumulator-major (element i of consumer
     * thread t at i * 128 * kConsumers + t: a warp's stores are 128 contiguous bytes). */
    static constexpr int kReduceBytes = (KSplit - 1) * kAcc * 128 * kConsumers * 4;
    /* The ring, the consumers' C staging, KSplit's sums, the barriers (a full and an empty one
     * per stage, and KSplit's two), and room to align to 1024 bytes. */
    static constexpr size_t kSmemBytes = (size_t)Stages * kStageBytes + kConsumers * kStagingBytes +
                                         kReduceBytes + 2 * Stages * 8 + (KSplit > 1) * 2 * 8 +
                                         1024;
    /* Columns of an MN-major B box (k rows of n): 64 (128-byte rows), or 32 (64-byte rows,
     * 64-byte swizzle) so that a tile n cuts at 32 or fewer columns loads no box half past n
     * (chapter 05, "Narrow B boxes"). A K-major B keeps 64 x 64 boxes. */
    static constexpr int kBBoxN = BBoxN_;
    static_assert(kBBoxN == 64 || kBBoxN == 32, "B boxes of 128- or 64-byte rows");
    /* Every consumer warp of every CTA of the cluster frees a stage (a multicast writes into the
     * peers' stages too, so a producer waits for all their consumers). */
    static constexpr unsigned kEmptyArrivals = kConsumers * 4 * ClusterM;
    static_assert(BN % kBBoxN == 0 && BN / kBBoxN >= ClusterM,
                  "each CTA of a cluster loads whole boxes of B, one at least");
    static_assert(BM == kConsumers * 64, "one 64-row wgmma slab per consumer warpgroup");
    static_assert(!StreamK || kConsumers == 2, "the stream-K hand-over is written for 256 threads");
    static_assert(BN / kBox % EpiBuffers == 0, "a tile's boxes of C cycle through the ring");
};

struct Params {
    int m, n, k;
    int tiles_m, tiles_n;
    float alpha, beta;
    __half *C;
    int64_t ldc;
    bool c_pairs;    /* C's rows allow 4-byte half2 stores */
    bool c_tma;      /* beta == 0, C's rows 16-byte aligned and n % 8 == 0: stores by TMA */
    bool c_staged;   /* beta == 0, no TMA store: 16-byte chunks from shared memory */
    bool after_copy; /* launched behind the repack's copy (tcgemm_problem_t::after_copy) */
    int n_lo;        /* C's columns below it are not the caller's: never stored (as_read) */
    float *partials; /* stream-K: one BM x BN fp32 tile per block (the handle's workspace) */
    int *flags;      /* stream-K: one per block, 1 while its partial waits to be added */
    /* 1 where C's last unit-row (edge_m) or unit-column (edge_n) is cut by m or n and their
     * units are numbered after all whole ones (tile_of; launch_kernel decides). */
    int edge_m, edge_n;
};

/* Residue maps (docs/07_alignment.md): an A whose rows are not 16-byte aligned, read in place.
 * Rows r = 8i + j lie 16 * lda bytes apart, a multiple of 16 for any lda, so map j holds rows
 * j, j + 8, ... from row j's address rounded down to 16 bytes: its column x is A's column
 * x - shift[j]. A TMA box must start at a 16-byte aligned address (an unaligned first column
 * is an illegal instruction on the H100), so the shift cannot be taken out of the box's x;
 * it is taken out of k instead. A block tile's rows all come from one map (tile row r of
 * class j's tile i is A's row j + 8(128i + r)), its k-block kb holds A's columns
 * [64kb - shift[j], 64kb + 64 - shift[j]), and B, stored as k rows (not transposed), is read
 * from row 64kb - shift[j] on, any integer (zero-filled above row 0 and below row k). The
 * first k-block's first shift[j] columns are the bytes before each row: the consumers zero
 * them before the wgmma reads them (garbage times B's zero rows is not 0 if it is NaN). C's
 * rows of a tile are rows j + 8(128i + r) too, always stored by the staged epilogue: TMA boxes of
 * C's rows 8 apart (a map j of C, as of A) measured 7-10% slower for the whole call at 4096^3,
 * 4096 x 4104 x 4096 and 8192^3 with lda, ldb + 1 (bench/results/2026-11-27-s29/call3). */
constexpr int kResidues = 8;
/* Res maps, Res the step between a map's rows: 8, or 1 where lda is a multiple of 8 and A's
 * pointer alone is off (every row shares one shift: map 0 holds every row, and a tile's rows
 * are C's rows as they are). A kernel of its own each: with the step a run-time value, ptxas
 * serialized the wgmmas of one of the instances (warning C7511). */
template <int Res>
struct ResidueMaps {
    CUtensorMap a[Res];
    int shift[Res];
    int class_tiles; /* block tiles per map: tile u < Res * class_tiles is map u / class_tiles */
};
template <>
struct ResidueMaps<0> {
};
/* The step between C's rows of a tile (its A rows' step). */
template <int Res>
constexpr int kRowStep = Res != 0 ? Res : 1;

/* Map j and the first of the 128 rows of it that the tile at virtual row m0 holds. */
struct ClassTile {
    int j, i0;
};
template <class Cfg, int Res>
__device__ __forceinline__ ClassTile class_of(const ResidueMaps<Res> &res, int m0)
{
    const int u = m0 / Cfg::BM, base = Res * res.class_tiles;
    if (Res == 1 || u < base)
        return {u / res.class_tiles, u % res.class_tiles * Cfg::BM};
    /* A map's unit for its one row more (class_tiles_of): map j's is the j-th after base. */
    return {(u - base) / Cfg::ClusterM, (res.class_tiles + (u - base) % Cfg::ClusterM) * Cfg::BM};
}

/* The tile a CTA works on for its cluster's `unit`-th piece of work: units are ClusterM tiles
 * stacked along m. The whole units come first, in groups of kGroupRows unit-rows, m fastest
 * within a group; then the units that m or n cuts (edge_m, edge_n): the last column, then the
 * last row. An edge unit costs less than a whole one where the cut leaves whole 64-row slabs
 * or 64-column boxes empty (the consumers skip them), so numbered last they fill the last
 * round instead of adding one: at 4104^3 the cluster row's 256 whole units take 4 rounds on 64
 * clusters and its 33 edge units (8 rows or 8 columns each) most of a round more (edge_cost),
 * where numbered among the others they made 5 (measured: 237.1 -> 226.8 us on an H200,
 * bench/results/2026-11-26-s18/call3). CTA rank r of the cluster takes the r-th tile of a unit. */
struct TileCoord {
    int m0, n0;
};
template <class Cfg>
__device__ __forceinline__ TileCoord tile_of(int unit, int units_m, int units_n, const Params &p,
                                             int rank)
{
    const int whole_m = units_m - p.edge_m, whole_n = units_n - p.edge_n;
    int um, un;
    if (unit < whole_m * whole_n) {
        const int group_units = kGroupRows * whole_n;
        const int first = unit / group_units * kGroupRows;
        const int rows = min(kGroupRows, whole_m - first);
        const int in_group = unit % group_units;
        um = first + in_group % rows;
        un = in_group / rows;
    } else if ((unit -= whole_m * whole_n) < whole_m * p.edge_n) {
        um = unit;
        un = units_n - 1;
    } else {
        um = units_m - 1;
        un = unit - whole_m * p.edge_n;
    }
    return {(um * Cfg::ClusterM + rank) * Cfg::BM, un * Cfg::BN};
}

/* A cluster's work: whole units first (data-parallel: unit g, g + G, ... for cluster g of G),
 * then, with stream-K, its run of the k-blocks of the last units, taken as pieces that each lie
 * within one unit. The piece holding a unit's first k-block "owns" it: it adds the others'
 * partial sums and writes C. Producer and consumers walk the same sequence. */
struct Piece {
    int unit, kb_begin, kb_end, rot;
};
/* a / b for a >= 0, b > 0, in 32-bit arithmetic where both fit: a 64-bit division is a long
 * software sequence, and the few a stream-K piece took cost about 1 us between pieces (the
 * timeline in bench/results/2026-11-29-s48/call4; 0.15 us between whole units). */
__device__ __forceinline__ int64_t quot(int64_t a, int64_t b)
{
    return (uint64_t)a <= UINT_MAX && (uint64_t)b <= UINT_MAX ? (int64_t)((unsigned)a / (unsigned)b)
                                                              : a / b;
}
struct Schedule {
    int clusters, kblocks, dp_units, next_dp;
    bool one_round;              /* every cluster runs at most one whole tile */
    int64_t sk_blocks, q, q_end; /* the stream-K k-blocks, this cluster's run [q, q_end) */

    __device__ Schedule(int units, int kblocks_, int cluster, int clusters_, bool stream_k)
        : clusters(clusters_), kblocks(kblocks_), next_dp(cluster), one_round(units <= clusters_)
    {
        const int sk_units =
            !stream_k || units % clusters == 0 ? 0 : min(units, units % clusters + clusters);
        dp_units = units - sk_units;
        sk_blocks = (int64_t)sk_units * kblocks;
        q = start(cluster);
        q_end = start(cluster + 1);
    }
    /* The first stream-K k-block of cluster g's run. */
    __device__ int64_t start(int g) const { return quot(sk_blocks * g, clusters); }
    /* The cluster whose run holds stream-K k-block x. */
    __device__ int cluster_of(int64_t x) const
    {
        int g = (int)quot(x * clusters, sk_blocks);
        while (start(g + 1) <= x)
            ++g;
        while (start(g) > x)
            --g;
        return g;
    }
    __device__ bool next(Piece &piece)
    {
        if (next_dp < dp_units) {
            piece = {next_dp, 0, kblocks, 0};
            next_dp += clusters;
            return true;
        }
        if (q >= q_end)
            return false;
        const int64_t unit = quot(q, kblocks);
        const int kb = (int)(q - unit * kblocks);
        const int64_t length = min((int64_t)(kblocks - kb), q_end - q);
        /* Every cluster enters the stream-K part at the same time and, in order, runs through
         * its own k-blocks; run as numbered, a unit's k-block p would be loaded at time
         * unit * kblocks + p - start(g) by cluster g, so at any moment the clusters would be at
         * k offsets scattered over the whole of K and share no A or B slices in L2 (measured:
         * 283 MB of DRAM reads against 149 MB without stream-K at 4096^3). Each unit's k-blocks
         * are therefore rotated so that the cluster running its last piece loads k-block
         * t mod kblocks at time t, as all clusters do on whole units. */
        const int64_t last = unit * kblocks + kblocks - 1;
        /* d mod kblocks, d = the run's start less the unit's: at most kblocks - 1, often < 0. */
        const int64_t d = start(cluster_of(last)) - unit * kblocks, e = -d - 1;
        const int rot = d >= 0 ? (int)d : kblocks - 1 - (int)(e - quot(e, kblocks) * kblocks);
        piece = {dp_units + (int)unit, kb, kb + (int)length, rot};
        q += length;
        return true;
    }
};

/* KSplit: CTA `krank` of the cluster runs its share of a whole unit's k-blocks. */
template <class Cfg>
__device__ __forceinline__ void split_k_blocks(Piece &piece, int kblocks, int krank)
{
    if constexpr (Cfg::KSplit > 1) {
        piece.kb_begin = kblocks * krank / Cfg::KSplit;
        piece.kb_end = kblocks * (krank + 1) / Cfg::KSplit;
    }
}

template <int N, int AMn, int BMn, int Acc>
__device__ __forceinline__ void wgmma_step(float (&acc)[Acc], uint64_t da, uint64_t db,
                                           int accumulate)
{
    /* A narrower product accumulates into the first N / 2 registers: the same columns. */
    static_assert(N / 2 <= Acc, "the accumulators hold the product");
    float(&d)[N / 2] = *reinterpret_cast<float(*)[N / 2]>(&acc[0]);
    if constexpr (N == 256)
        wgmma_m64n256k16<AMn, BMn>(d, da, db, accumulate);
    else if constexpr (N == 192)
        wgmma_m64n192k16<AMn, BMn>(d, da, db, accumulate);
    else if constexpr (N == 128)
        wgmma_m64n128k16<AMn, BMn>(d, da, db, accumulate);
    else
        wgmma_m64n64k16<AMn, BMn>(d, da, db, accumulate);
}

/* The descriptors of a stage's tiles of swizzled rows (hopper.cuh): the low word of stage 0's,
 * worked out once, plus the stage's offset and k step kk's (16 halves): along a K-major row (64
 * halves) that is 32 bytes on; an MN-major tile, in boxes of Cols halves a row, moves 16 rows
 * down. With the high word a constant, a k-block's descriptors cost one 32-bit add each: the
 * cluster row's k-loop at 4096^3 went from 73 to 51 instructions a k-block a warp (four of them
 * wgmmas), its kernel from 25.5 M to 20.3 M (bench/results/2026-11-30-s53/calls 2-3). */
template <int MnMajor, int Cols = kBox>
struct OperandDescriptor {
    static constexpr uint32_t kHigh =
        descriptor_high(MnMajor ? 8 * Cols * 2 : 1024, MnMajor ? Cols * 2 : 128);
    static constexpr uint32_t kStep = MnMajor ? 16 * Cols * 2 / 16 : 32 / 16;
    uint32_t low; /* stage 0, k step 0 */
    __device__ explicit OperandDescriptor(const unsigned char *tile)
        : low(descriptor_low(smem_addr(tile), MnMajor ? Cols * kBK * 2 : 16))
    {
    }
    __device__ uint64_t at(uint32_t stage_offset, int kk) const
    {
        return descriptor(low + stage_offset + kk * kStep, kHigh);
    }
};

/* Stream-K hand-over between the two consumer warpgroups of a block and the owner of a unit.
 * Partial sums are stored in groups of four accumulators (group i of consumer thread t, 16 bytes,
 * at i * 256 + t), so every store and load of a warp is four whole 128-byte lines, a quarter of
 * the instructions of one float a thread (which took 3.0-3.3 us to write a tile's partial and
 * 2.5-6 to add one: the timeline in bench/results/2026-11-29-s48/call4). */
/* Hardware barrier 4: both consumer warpgroups (the epilogue's are 1 to 3, one per consumer: a
 * barrier id used with two thread counts at once is undefined, and showed as an "illegal
 * instruction"). */
constexpr int kConsumerBarrier = 4;

template <class Cfg>
__device__ __forceinline__ void write_partial(const float (&acc)[Cfg::kAcc], const Params &p,
                                              int block)
{
    const int t = threadIdx.x - 128;
    float4 *mine = reinterpret_cast<float4 *>(p.partials + (size_t)block * Cfg::BM * Cfg::BN);
#pragma unroll
    for (int i = 0; i < Cfg::kAcc / 4; ++i)
        __stcg(mine + i * 256 + t,
               make_float4(acc[4 * i], acc[4 * i + 1], acc[4 * i + 2], acc[4 * i + 3]));
    named_barrier_sync(kConsumerBarrier, 256);
    if (t == 0) {
        __threadfence();
        atomicExch(&p.flags[block], 1);
    }
}

/* The owner's piece of a unit ends at k-block `kb_from`; the rest of the unit's k-blocks lie in
 * the runs of the following clusters, each the first piece of its run. Their partials are added
 * in the order of the k-blocks, so the result does not depend on timing. */
template <class Cfg>
__device__ __forceinline__ void add_partials(float (&acc)[Cfg::kAcc], const Params &p,
                                             const Schedule &schedule, int64_t unit_first,
                                             int kb_from, int rank)
{
    const int t = threadIdx.x - 128;
    for (int64_t x = unit_first + kb_from; x < unit_first + schedule.kblocks;) {
        const int g = schedule.cluster_of(x);
        const int from = g * Cfg::kCluster + rank;
        if (t == 0) {
            while (atomicAdd(&p.flags[from], 0) == 0)
                ;
            __threadfence();
            p.flags[from] = 0; /* each block hands over at most one partial per launch */
        }
        named_barrier_sync(kConsumerBarrier, 256);
        const float4 *theirs =
            reinterpret_cast<const float4 *>(p.partials + (size_t)from * Cfg::BM * Cfg::BN);
#pragma unroll
        for (int i = 0; i < Cfg::kAcc / 4; ++i) {
            const float4 v = __ldcg(theirs + i * 256 + t);
            acc[4 * i] += v.x;
            acc[4 * i + 1] += v.y;
            acc[4 * i + 2] += v.z;
            acc[4 * i + 3] += v.w;
        }
        x = schedule.start(g + 1);
    }
}

/* The epilogue when beta == 0 and C allows TMA: alpha * acc is packed to fp16 pairs in
 * registers, then goes, 64 columns (one part) at a time, into one of the consumer's staging
 * buffers in the TMA box layout (64-half rows, 128-byte swizzle: the 8 rows a warp writes at once
 * land in 8 different 16-byte chunks, so no bank conflicts), and one thread has the copy engine
 * write the box to C, clipped at C's edges. A buffer is reused once the store before it has read
 * it. */
template <class Cfg, int Part>
__device__ __forceinline__ void pack_part(const float (&acc)[Cfg::kAcc],
                                          uint32_t (&packed)[Cfg::kAcc / 2], float alpha)
{
    constexpr int kPerPart = Cfg::kAcc / (Cfg::BN / kBox); /* 32 accumulators per 64 columns */
#pragma unroll
    for (int i = Part * kPerPart / 2; i < (Part + 1) * kPerPart / 2; ++i) {
        const __half2 h = __floats2half2_rn(alpha * acc[2 * i], alpha * acc[2 * i + 1]);
        packed[i] = *reinterpret_cast<const uint32_t *>(&h);
    }
}

template <class Cfg, int Part>
__device__ __forceinline__ void store_part_tma(const uint32_t (&packed)[Cfg::kAcc / 2],
                                               unsigned char *staging, const CUtensorMap *map_c,
                                               int n0, int m0, int warp, int lane)
{
    const bool leader = threadIdx.x % 128 == 0;
    /* Hardware barriers 1 and 2, one per consumer warpgroup (threads 128-255, 256-383); 0 is
     * __syncthreads' and 3 the stream-K hand-over's, which both warpgroups share. */
    const int barrier = threadIdx.x / 128;
    unsigned char *buffer = staging + Part % Cfg::EpiBuffers * kBoxBytes;
    if (leader)
        bulk_wait_read<Cfg::EpiBuffers - 1>();
    named_barrier_sync(barrier, 128);
#pragma unroll
    for (int jj = 0; jj < kBox / 8; ++jj) {
        const int j = Part * (kBox / 8) + jj;
        const int col = jj * 8 + lane % 4 * 2; /* within the box */
#pragma unroll
        for (int h = 0; h < 2; ++h) {
            const int row = warp * 16 + lane / 4 + h * 8;
            const int chunk = col / 8 ^ row % 8;
            *reinterpret_cast<uint32_t *>(buffer + row * 128 + chunk * 16 + col % 8 * 2) =
                packed[2 * j + h];
        }
    }
    fence_proxy_async_shared();
    named_barrier_sync(barrier, 128);
    if (leader) {
        tma_store_2d(map_c, buffer, n0 + Part * kBox, m0);
        bulk_commit();
    }
}

/* The epilogue when beta == 0 but TMA may not store C (rows not 16-byte aligned: an odd ldc, a
 * pointer off by 2 bytes; n % 8 != 0; or A read through residue maps). Stored from registers, C
 * went out in 2- and 4-byte pieces, many stores per 32-byte sector (4095^3: 2.9 M L2 write sectors
 * against 1.05 M by TMA, and 20% more cycles than the same kernel with a TMA-stored C;
 * docs/07_alignment.md). Here a part (the consumer's 64 rows x 64 columns) is staged in shared
 * memory with each row shifted by its own misalignment s (how many halves its first column lies
 * past a 16-byte boundary, 0..7), so that a staged row's 16-byte chunks are C's row's 16-byte
 * chunks: the warpgroup writes whole chunks with 16-byte stores. The chunk a row shares with the
 * next part is staged whole, the next part's first 8 columns included, and written with this part;
 * only a tile row's first and last chunk, which C's neighbouring tiles share, go element by
 * element. A staged row holds 64 + 8 columns after up to 7 of shift (10 chunks); rows are 88 halves
 * apart, 12 banks on, so the 8 rows a warp's quads write at once fall in different banks. One
 * buffer, no ring: the chunks leave through registers, so the buffer is free again as soon as every
 * thread has read its chunks (the barrier at the next part's start). Measured slower on an H200
 * (bench/results/2026-11-28-s41, calls 5-6): rows of odd shift staged one half early with 4-byte
 * stores and shifted on the way out (4095^3 215.0 -> 218.0 us), and each row's shift worked out
 * once a part in 32-bit arithmetic (217.6 -> 218.6). */
/* Halves by which C's row `row` starts past a 16-byte boundary (its tile columns start at
 * multiples of 64 halves, which keep it). */
__device__ __forceinline__ int row_shift(const Params &p, int64_t row)
{
    return (int)((reinterpret_cast<uintptr_t>(p.C) / 2 + (uint64_t)row * (uint64_t)p.ldc) % 8);
}

/* Rows row0 + row_step * r (r < 64) and columns col0 + [0, 64) of C (a class tile's rows are 8
 * apart, ResidueMaps), with the columns up to the next part's (col0 + 64 - s + 8) of each row. */
template <class Cfg, int Part>
__device__ __forceinline__ void
store_part_staged(const uint32_t (&packed)[Cfg::kAcc / 2], unsigned char *staging, const Params &p,
                  int64_t row0, int row_step, int n0, int warp, int lane)
{
    static_assert(Cfg::kStagingBytes >= kStagedBytes, "a staged part fits");
    const int barrier = threadIdx.x / 128;
    __half *buffer = reinterpret_cast<__half *>(staging);
    const int col0 = n0 + Part * kBox;
    named_barrier_sync(barrier, 128);
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int r = warp * 16 + lane / 4 + h * 8;
        const int s = row_shift(p, row0 + (int64_t)row_step * r);
        __half *dst = buffer + r * kStagedPitch + s + lane % 4 * 2;
        constexpr int kGroups = kBox / 8 + (Part + 1 < Cfg::BN / kBox); /* + the next's first */
#pragma unroll
        for (int jj = 0; jj < kGroups; ++jj) {
            const uint32_t v = packed[2 * (Part * (kBox / 8) + jj) + h];
            if (s % 2 == 0) {
                *reinterpret_cast<uint32_t *>(dst + jj * 8) = v;
            } else {
                dst[jj * 8] = __ushort_as_half((unsigned short)(v & 0xffffu));
                dst[jj * 8 + 1] = __ushort_as_half((unsigned short)(v >> 16));
            }
        }
    }
    named_barrier_sync(barrier, 128);
    constexpr int kChunks = kBox * kStagedChunks;
    /* Columns [lo, hi) of the part are this part's to store: from where the previous part's
     * last chunk ended, to where this part's last chunk ends (the tile's end: 64). */
    constexpr bool kLast = Part + 1 == Cfg::BN / kBox;
#pragma unroll 1
    for (int it = 0; it < tcgemm::ceil_div(kChunks, 128); ++it) {
        const int i = threadIdx.x % 128 + it * 128;
        if (i >= kChunks)
            break;
        const int r = i / kStagedChunks, c = i % kStagedChunks;
        const int64_t row = row0 + (int64_t)row_step * r;
        if (row >= p.m)
            continue;
        const int s = row_shift(p, row);
        const int first = c * 8 - s; /* the chunk's first column */
        const int lo = max(Part == 0 ? 0 : 8 - s, p.n_lo - col0);
        const int hi = min(kLast ? kBox : kBox + 8 - s, p.n - col0);
        if (first + 8 <= lo || first >= hi)
            continue;
        const __half *in = buffer + r * kStagedPitch + c * 8;
        __half *out = p.C + row * p.ldc + col0 + first; /* 16-byte aligned */
        if (first >= lo && first + 8 <= hi) {
            *reinterpret_cast<uint4 *>(out) = *reinterpret_cast<const uint4 *>(in);
        } else {
#pragma unroll
            for (int e = 0; e < 8; ++e)
                if (first + e >= lo && first + e < hi)
                    out[e] = in[e];
        }
    }
}

/* Calls f(integral_constant<int, I>) for I = 0 .. N - 1: compile-time part indices keep the
 * packed registers in registers. */
template <int I, int N>
struct StaticFor {
    template <class F>
    __device__ __forceinline__ static void run(F &&f)
    {
        f(std::integral_constant<int, I>{});
        StaticFor<I + 1, N>::run(f);
    }
};
template <int N>
struct StaticFor<N, N> {
    template <class F>
    __device__ __forceinline__ static void run(F &&)
    {
    }
};

/* The epilogue when beta != 0 (C is read): each thread reads and writes its own elements, in
 * pairs where C's alignment allows. */
template <class Cfg>
__device__ __forceinline__ void store_tile_direct(const float (&acc)[Cfg::kAcc], const Params &p,
                                                  int row0, int col0)
{
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int row = row0 + h * 8;
        if (row >= p.m)
            continue;
        __half *crow = p.C + row * p.ldc;
#pragma unroll
        for (int j = 0; j < Cfg::BN / 8; ++j) {
            const int col = col0 + j * 8;
            const float v0 = p.alpha * acc[4 * j + 2 * h];
            const float v1 = p.alpha * acc[4 * j + 2 * h + 1];
            if (p.c_pairs && col + 1 < p.n) {
                __half2 *dst = reinterpret_cast<__half2 *>(crow + col);
                float2 out = make_float2(v0, v1);
                if (p.beta != 0.0f) {
                    const float2 old = __half22float2(*dst);
                    out.x += p.beta * old.x;
                    out.y += p.beta * old.y;
                }
                *dst = __float22half2_rn(out);
            } else {
                if (col < p.n)
                    crow[col] = __float2half_rn(
                        p.beta != 0.0f ? v0 + p.beta * __half2float(crow[col]) : v0);
                if (col + 1 < p.n)
                    crow[col + 1] = __float2half_rn(
                        p.beta != 0.0f ? v1 + p.beta * __half2float(crow[col + 1]) : v1);
            }
        }
    }
}

/* The consumer's 64 rows of A's first k-block of a class tile hold, in their first `columns`
 * columns, the bytes before each row of A: zeroed (each thread half a row's first 8-column
 * chunk, chunk 0 of row r lying at 16-byte chunk r % 8 of the 128-byte swizzled row) and made
 * visible to the wgmma's async proxy before the warpgroup goes on. */
__device__ __forceinline__ void zero_leading_columns(unsigned char *slab, int columns, int barrier)
{
    const int t = threadIdx.x % 128, r = t / 2;
    __half *chunk = reinterpret_cast<__half *>(slab + r * 128 + r % 8 * 16);
#pragma unroll
    for (int e = 0; e < 4; ++e)
        if (t % 2 * 4 + e < columns)
            chunk[t % 2 * 4 + e] = __ushort_as_half(0);
    fence_proxy_async_shared();
    named_barrier_sync(barrier, 128);
}

/* One element, or an aligned pair, of C's row: alpha * acc (given) plus beta * C. */
__device__ __forceinline__ void store_one(__half *dst, float v, const Params &p)
{
    *dst = __float2half_rn(p.beta != 0.0f ? v + p.beta * __half2float(*dst) : v);
}
__device__ __forceinline__ void store_pair(__half *dst, float v0, float v1, const Params &p)
{
    float2 out = make_float2(v0, v1);
    if (p.beta != 0.0f) {
        const float2 old = __half22float2(*reinterpret_cast<const __half2 *>(dst));
        out.x += p.beta * old.x;
        out.y += p.beta * old.y;
    }
    *reinterpret_cast<__half2 *>(dst) = __float22half2_rn(out);
}

/* The register epilogue (beta != 0) for rows row0 + h * row_step (h = 0, 1): a class tile's rows
 * are 8 apart in C, so each thread's second row is 64 rows on. Lane q of a quad holds columns 8g +
 * 2q, 8g + 2q + 1 of each 8-column group g; where a row of C starts on an odd element (an odd ldc
 * makes every other row so) those pairs straddle 4-byte words, so the quad shifts its pairs by one
 * column instead of storing 2-byte halves: lane q stores columns 8g + 2q + 1 and 8g + 2q + 2, the
 * latter from lane q + 1 (lane 0's of group g + 1 for lane 3), and lane 0 the tile's first column
 * alone. The shuffle runs in every lane, rows past m too. */
template <class Cfg>
__device__ __forceinline__ void store_tile_rows(const float (&acc)[Cfg::kAcc], const Params &p,
                                                int row0, int row_step, int n0, int lane)
{
    constexpr int kGroups = Cfg::BN / 8;
    const int q = lane % 4, from = (lane & ~3) | ((lane + 1) & 3);
#pragma unroll
    for (int h = 0; h < 2; ++h) {
        const int row = row0 + h * row_step;
        const bool inside = row < p.m;
        __half *crow = p.C + (inside ? row : 0) * p.ldc;
        const bool odd = reinterpret_cast<uintptr_t>(crow + n0) % 4 != 0;
#pragma unroll
        for (int g = 0; g < kGroups; ++g) {
            const float v0 = p.alpha * acc[4 * g + 2 * h], v1 = p.alpha * acc[4 * g + 2 * h + 1];
            const float ahead = g + 1 < kGroups ? p.alpha * acc[4 * (g + 1) + 2 * h] : 0.0f;
            const float next = __shfl_sync(0xffffffffu, q == 0 ? ahead : v0, from);
            const int col = n0 + 8 * g + 2 * q;
            if (!inside)
                continue;
            if (!odd) {
                if (col + 1 < p.n)
                    store_pair(crow + col, v0, v1, p);
                else if (col < p.n)
                    store_one(crow + col, v0, p);
                continue;
            }
            if (g == 0 && q == 0 && col < p.n)
                store_one(crow + col, v0, p);
            if (col + 2 < p.n && !(q == 3 && g + 1 == kGroups))
                store_pair(crow + col + 1, v1, next, p);
            else if (col + 1 < p.n)
                store_one(crow + col + 1, v1, p);
        }
    }
}

/* Res != 0: A is read through Res residue maps (ResidueMaps), NN only. StagedC: the launch's C is
 * stored through store_part_staged (Params::c_staged), deferred like the TMA store, in a kernel
 * of its own: the two epilogues' code side by side made ptxas spill in the cluster row. */
template <class Cfg, int AMn, int BMn, int Res, bool StagedC>
__global__ void __launch_bounds__(Cfg::kThreads, 1)
    hgemm_wgmma_kernel(const __grid_constant__ CUtensorMap map_a,
                       const __grid_constant__ CUtensorMap map_a_tail,
                       const __grid_constant__ CUtensorMap map_b,
                       const __grid_constant__ CUtensorMap map_c, const Params p,
                       const __grid_constant__ ResidueMaps<Res> res)
{
    static_assert(!Res || (!AMn && BMn), "residue maps: A stored along m, B along k (NN)");
    /* B's boxes: kBBoxN columns of k rows where B is MN-major, 64 x 64 where it is K-major. */
    constexpr int kBCols = BMn ? Cfg::kBBoxN : kBox, kBBoxBytes = kBCols * kBK * 2;
    extern __shared__ unsigned char smem_raw[];
    /* The swizzle pattern is a function of the shared address: the ring starts at 1024 B. */
    unsigned char *ring = smem_raw + ((1024 - (smem_addr(smem_raw) & 1023)) & 1023);
    unsigned char *staging = ring + (size_t)Cfg::Stages * Cfg::kStageBytes;
    float *sums = reinterpret_cast<float *>(staging + Cfg::kConsumers * Cfg::kStagingBytes);
    uint64_t *full =
        reinterpret_cast<uint64_t *>(reinterpret_cast<unsigned char *>(sums) + Cfg::kReduceBytes);
    uint64_t *empty = full + Cfg::Stages;
    /* KSplit: in CTA 0, complete once every other CTA has pushed its sums of a tile; in the
     * others, once CTA 0 has added them (the room is free for the next tile's). */
    uint64_t *sums_full = empty + Cfg::Stages, *sums_free = sums_full + 1;

    /* Broadcast from lane 0, so that the compiler knows it is the same in every lane of a warp:
     * the consumers' stage addresses and wgmma descriptors, which follow from it, then live in
     * uniform registers instead of being built in each lane and moved there (R2UR): the cluster
     * row's k-loop at 4096^3 86 -> 73 instructions a k-block a warp, 29.1 M -> 25.5 M in all
     * (bench/results/2026-11-30-s53/call1). */
    const int warpgroup = __shfl_sync(0xffffffffu, threadIdx.x / 128, 0);
    const int rank = Cfg::kCluster > 1 ? (int)cluster_cta_rank() : 0;
    /* The CTA's tile of a unit (ClusterM) and its share of the unit's k-blocks (KSplit). */
    const int mrank = Cfg::ClusterM > 1 ? rank : 0, krank = Cfg::KSplit > 1 ? rank : 0;
    constexpr int kConsumerThreads = 128 * Cfg::kConsumers;
    if (threadIdx.x == 0) {
        for (int s = 0; s < Cfg::Stages; ++s) {
            mbar_init(&full[s], 1);
            mbar_init(&empty[s], Cfg::kEmptyArrivals);
        }
        if constexpr (Cfg::KSplit > 1) {
            mbar_init(sums_full, kConsumerThreads * (Cfg::KSplit - 1));
            mbar_init(sums_free, kConsumerThreads);
        }
        mbar_fence_init();
    }
    /* A peer's multicast or arrival may target this CTA's barriers: all must exist first. */
    if constexpr (Cfg::kCluster > 1)
        cluster_sync();
    else
        __syncthreads();
    /* Launched behind the repack's copy (after_copy): the set-up above ran while the copy
     * finished; its operands are read from here on. */
    if (p.after_copy)
        cudaGridDependencySynchronize();

    const int units_m = tcgemm::ceil_div(p.tiles_m, Cfg::ClusterM);
    const int units_n = p.tiles_n;
    const int units = units_m * units_n;
    const int cluster = blockIdx.x / Cfg::kCluster, clusters = gridDim.x / Cfg::kCluster;
    const int kblocks = tcgemm::ceil_div(p.k, kBK);

    if (warpgroup == 0) {
        /* Producer: one thread issues every copy; the other 127 only give registers away. */
        setmaxnreg_dec<kProducerRegs>();
        if (threadIdx.x == 0) {
            tma_prefetch_descriptor(&map_a);
            if (!AMn && Res == 0 && p.m % kBox)
                tma_prefetch_descriptor(&map_a_tail);
            tma_prefetch_descriptor(&map_b);
            if constexpr (Res != 0)
                for (int j = 0; j < Res; ++j)
                    tma_prefetch_descriptor(&res.a[j]);
            int s = 0;
            unsigned phase = 0;
            Schedule schedule(units, kblocks, cluster, clusters, Cfg::StreamK);
            for (Piece piece; schedule.next(piece);) {
                split_k_blocks<Cfg>(piece, kblocks, krank);
                const TileCoord t = tile_of<Cfg>(piece.unit, units_m, units_n, p, mrank);
                /* Narrow B boxes (n <= 32, one tile column) in one round of tiles: every CTA
                 * asks for the same k-block of the one B they share at the same moment (6144 x
                 * 32 x 2048: 96 CTAs, from DRAM at first). Starting tile row i at k-block i mod
                 * 32 spreads those requests over 32 k-blocks (128 KB of B at n = 32, which L2
                 * keeps however deep K is). Over 8 k-blocks: 16.6 -> 16.2 us there on an H100
                 * (bench/results/2026-11-26-s24, call 2; with a K-major B, or more tile columns,
                 * 1-7% slower, calls 3-4); over 32 on the H200 another 1-6%: 14.5 -> 14.3 us
                 * there, 4096 x 16 x 4096 19.4 -> 18.2, 6144 x 16 x 2048 16.0 -> 15.3; none
                 * at all 3-5% slower than 8 (bench/results/2026-11-28-s43, call 3). */
                const int rot = Cfg::kBBoxN < kBox && schedule.one_round
                                    ? t.m0 / (Cfg::BM * Cfg::ClusterM) % min(32, kblocks)
                                    : piece.rot;
                const CUtensorMap *a_map = &map_a;
                int a_m0 = t.m0, k_shift = 0;
                if constexpr (Res != 0) {
                    const ClassTile ct = class_of<Cfg>(res, t.m0);
                    a_map = &res.a[ct.j];
                    a_m0 = ct.i0;
                    k_shift = res.shift[ct.j];
                }
                /* K-major A read in place: a box past m is not loaded, and the box m cuts comes
                 * through the tail map, whose boxes hold m % 64 rows. The copy engine zero-fills
                 * the rows of a box past the matrix row by row: hgemm_wgmma_64x64 took 21.7-25.0
                 * us at 1-32 x 4096 x 4096 with 64-row boxes, 16.8-17.6 with these, and 17.3 at 64
                 * rows (bench/results/2026-11-24-h100-s14/call6-7). The tile's rows of shared
                 * memory past m keep what they held: their products are never stored. */
                /* B's boxes past n are not loaded either: no wgmma reads them (live_boxes). */
                const int b_boxes = min(Cfg::BN / kBCols, tcgemm::ceil_div(p.n - t.n0, kBCols));
                int a_rows[Cfg::BM / kBox], tx = b_boxes * kBBoxBytes;
#pragma unroll
                for (int j = 0; j < Cfg::BM / kBox; ++j) {
                    a_rows[j] =
                        !AMn && Res == 0 ? min(max(p.m - (t.m0 + j * kBox), 0), kBox) : kBox;
                    tx += a_rows[j] * kBK * (int)sizeof(__half);
                }
                for (int kb = piece.kb_begin; kb < piece.kb_end; ++kb) {
                    mbar_wait(&empty[s], phase ^ 1);
                    mbar_arrive_expect_tx(&full[s], tx);
                    unsigned char *a = ring + (size_t)s * Cfg::kStageBytes;
                    unsigned char *b = a + Cfg::kABytes;
                    const int k0 = (kb - rot + (kb < rot ? kblocks : 0)) * kBK;
#pragma unroll
                    for (int j = 0; j < Cfg::BM / kBox; ++j) {
                        const int mn = a_m0 + j * kBox;
                        if (a_rows[j] > 0)
                            tma_load_2d(a + j * kBoxBytes, a_rows[j] < kBox ? &map_a_tail : a_map,
                                        &full[s], AMn ? mn : k0, AMn ? k0 : mn);
                    }
                    /* B: this CTA's share of the boxes, delivered to every CTA of the cluster
                     * (of three boxes, one CTA of a pair loads one and the other two). */
                    constexpr int kBoxesB = Cfg::BN / kBCols;
#pragma unroll
                    for (int j = mrank * kBoxesB / Cfg::ClusterM;
                         j < (mrank + 1) * kBoxesB / Cfg::ClusterM; ++j) {
                        if (j >= b_boxes)
                            break;
                        const int mn = t.n0 + j * kBCols;
                        if constexpr (Cfg::ClusterM > 1)
                            tma_load_2d_multicast(b + j * kBBoxBytes, &map_b, &full[s],
                                                  BMn ? mn : k0, BMn ? k0 - k_shift : mn,
                                                  (1 << Cfg::ClusterM) - 1);
                        else
                            tma_load_2d(b + j * kBBoxBytes, &map_b, &full[s], BMn ? mn : k0,
                                        BMn ? k0 - k_shift : mn);
                    }
                    if (++s == Cfg::Stages) {
                        s = 0;
                        phase ^= 1;
                    }
                }
            }
        }
    } else {
        /* Consumers: warpgroup c computes rows [64c, 64c + 64) of the tile. */
        setmaxnreg_inc<Cfg::kConsumerRegs>();
        const int c = warpgroup - 1;
        const int warp = threadIdx.x / 32 % 4, lane = threadIdx.x % 32;
        float acc[Cfg::kAcc];
        int s = 0;
        unsigned phase = 0;
        /* Frees a stage: every warp's lane 0, once the warp's wgmmas reading it are done. */
        auto release = [&](int stage) {
            if (lane != 0)
                return;
            if constexpr (Cfg::ClusterM == 1)
                mbar_arrive(&empty[stage]);
            else
#pragma unroll
                for (int r = 0; r < Cfg::ClusterM; ++r)
                    mbar_arrive_cluster(&empty[stage], r);
        };
        const OperandDescriptor<AMn> desc_a(ring + c * kBoxBytes);
        const OperandDescriptor<BMn, kBCols> desc_b(ring + Cfg::kABytes);
        int previous = 0;
        ClassTile ct = {0, 0}; /* Res: the map and first row of the current tile */
        /* Nw: the wgmmas' width, BN or less on a tile n cuts, 0 where the consumer's 64 rows
         * all lie past m (k_loop below). */
        /* Steps: the k16 steps of the k-block that are multiplied (4, or 1 on a short last one). */
        auto k_step = [&](auto nw, int kb, int kb_begin, auto steps) {
            mbar_wait(&full[s], phase);
            if constexpr (Res != 0)
                if (kb == 0 && res.shift[ct.j] > 0)
                    zero_leading_columns(ring + (size_t)s * Cfg::kStageBytes + c * kBoxBytes,
                                         res.shift[ct.j], threadIdx.x / 128);
            const uint32_t stage_offset = (uint32_t)s * (Cfg::kStageBytes / 16);
            wgmma_fence();
            if constexpr (decltype(nw)::value > 0)
#pragma unroll
                for (int kk = 0; kk < decltype(steps)::value; ++kk)
                    wgmma_step<decltype(nw)::value, AMn, BMn>(acc, desc_a.at(stage_offset, kk),
                                                              desc_b.at(stage_offset, kk),
                                                              (kb != kb_begin) | kk);
            wgmma_commit();
            /* One group stays in flight: the one before it has finished with its stage. */
            if (kb > kb_begin) {
                wgmma_wait<1>();
                release(previous);
            }
            previous = s;
            if (++s == Cfg::Stages) {
                s = 0;
                phase ^= 1;
            }
        };
        /* C of the previous tile, packed, waiting to be stored (Deferred). */
        uint32_t packed[Cfg::kAcc / 2];
        bool pending = false;
        int pending_n0 = 0, pending_m0 = 0;
        int64_t pending_row0 = 0; /* StagedC: C's row of the slab's first row */
        unsigned char *my_staging = staging + c * Cfg::kStagingBytes;
        auto store_part = [&](auto part) {
            if constexpr (StagedC)
                store_part_staged<Cfg, decltype(part)::value>(
                    packed, my_staging, p, pending_row0, kRowStep<Res>, pending_n0, warp, lane);
            else
                store_part_tma<Cfg, decltype(part)::value>(packed, my_staging, &map_c, pending_n0,
                                                           pending_m0, warp, lane);
        };
        constexpr int kParts = Cfg::BN / kBox;
        unsigned sums_phase = 0; /* KSplit: tiles reduced so far, mod 2 */
        Schedule schedule(units, kblocks, cluster, clusters, Cfg::StreamK);
        for (Piece piece; schedule.next(piece);) {
            split_k_blocks<Cfg>(piece, kblocks, krank);
            const TileCoord t = tile_of<Cfg>(piece.unit, units_m, units_n, p, mrank);
            if constexpr (Res != 0)
                ct = class_of<Cfg>(res, t.m0);
            /* A last k-block that holds at most 16 columns below k (a ragged k such as 4097, and
             * every residue call, whose k grows by 7: 4096 + 1 reads 65 k-blocks) multiplies one
             * k16 step: the other three hold zeros of B. Not on a piece whose k-blocks the
             * producer rotates (stream-K's, and narrow B boxes'), whose last k-block is not its
             * last step, nor in the single-CTA 128 x 256 kernels with an MN-major A,
             * where the extra code left ptxas short of registers for the wgmma pipeline (C7511).
             * The short step is a k_step of its own: a step count chosen inside one made ptxas
             * serialize the wgmmas (C7520). */
            constexpr bool kShortLast =
                Cfg::kBBoxN == kBox && !(AMn && Cfg::BN == 256 && Cfg::kCluster == 1);
            const bool short_last = kShortLast && piece.rot == 0 && piece.kb_end == kblocks &&
                                    p.k - (kblocks - 1) * kBK <= 16;
            constexpr auto all = std::integral_constant<int, kBK / 16>{};
            auto k_loop = [&](auto nw) {
                /* Only full-width tiles take the short step (edge tiles are few; its code beside
                 * every width cost registers). */
                constexpr bool kShort = kShortLast && decltype(nw)::value == Cfg::BN;
                const int end = piece.kb_end - (kShort && short_last);
                int kb = piece.kb_begin;
                if constexpr (Cfg::Deferred) {
                    /* The previous tile's parts are stored while this tile's first k-blocks run
                     * on the tensor cores: part j right behind k-block j's wgmmas, or with a
                     * staged C, whose loads and stores the consumers issue themselves, behind
                     * k-blocks 2j and 2j + 1 (4095^3 217.4 -> 216.3 us, 8191^3 1623 -> 1618 on
                     * an H200; 4 k-blocks a part gained less: bench/results/2026-11-28-s41/
                     * call7). */
                    StaticFor<0, kParts>::run([&](auto j) {
                        if constexpr (StagedC) {
#pragma unroll 1
                            for (int x = 0; x < kStagedSpread && kb < end; ++x)
                                k_step(nw, kb++, piece.kb_begin, all);
                        } else if (kb < end) {
                            k_step(nw, kb++, piece.kb_begin, all);
                        }
                        if (pending)
                            store_part(j);
                    });
                    pending = false;
                }
                for (; kb < end; ++kb)
                    k_step(nw, kb, piece.kb_begin, all);
                if constexpr (kShort)
                    if (short_last)
                        k_step(nw, kb, piece.kb_begin, std::integral_constant<int, 1>{});
            };
            /* A tile that n cuts multiplies only B's boxes that hold columns below n (the
             * producer loads no others), rounded up to a wgmma width; a consumer whose 64 rows
             * all lie past m issues none. Their products would be stored nowhere. One width per
             * tile: a width chosen per k-block made ptxas fence the accumulators between the
             * wgmmas (warning C7519). */
            const int64_t first_row = Res != 0 ? ct.j + kRowStep<Res> * (int64_t)(ct.i0 + c * 64)
                                               : (int64_t)t.m0 + c * 64;
            const int live_boxes =
                first_row < p.m ? min(Cfg::BN / kBox, tcgemm::ceil_div(p.n - t.n0, kBox)) : 0;
            if (StagedC || live_boxes * kBox > Cfg::BN / 2) /* more loops spilled beside it */
                k_loop(std::integral_constant<int, Cfg::BN>{});
            else if (live_boxes == 0)
                k_loop(std::integral_constant<int, 0>{});
            else if constexpr (Cfg::BN == 256)
                if (live_boxes == 2)
                    k_loop(std::integral_constant<int, 128>{});
                else
                    k_loop(std::integral_constant<int, 64>{});
            else
                k_loop(std::integral_constant<int, 64>{});
            wgmma_wait<0>();
            fence_registers(acc);
            release(previous);

            /* Lane l of warp w holds, for each 8-column group j, columns 8j + 2(l % 4) + {0, 1}
             * of rows 16w + l / 4 (acc[4j], acc[4j + 1]) and 16w + l / 4 + 8 (acc[4j + 2],
             * acc[4j + 3]) of the consumer's 64-row slab. */
            if constexpr (Cfg::KSplit > 1) {
                /* Sums pushed into CTA 0's room with remote stores, released with the arrival;
                 * CTA 0 adds them in rank order (the same bits on every run) and frees the room. */
                const int ct = threadIdx.x - 128;
                if (krank != 0) {
                    mbar_wait_cluster(sums_free, sums_phase ^ 1);
                    const uint32_t room =
                        cluster_addr(sums, 0) +
                        (uint32_t)((krank - 1) * Cfg::kAcc * kConsumerThreads + ct) * 4;
#pragma unroll
                    for (int i = 0; i < Cfg::kAcc; ++i)
                        st_cluster_f32(room + i * kConsumerThreads * 4, acc[i]);
                    mbar_arrive_release_cluster(cluster_addr(sums_full, 0));
                    sums_phase ^= 1;
                    continue;
                }
                mbar_wait_cluster(sums_full, sums_phase);
#pragma unroll
                for (int r = 0; r < Cfg::KSplit - 1; ++r)
#pragma unroll
                    for (int i = 0; i < Cfg::kAcc; ++i)
                        acc[i] += sums[(r * Cfg::kAcc + i) * kConsumerThreads + ct];
#pragma unroll
                for (int r = 1; r < Cfg::KSplit; ++r)
                    mbar_arrive_release_cluster(cluster_addr(sums_free, r));
                sums_phase ^= 1;
            }
            if constexpr (Cfg::StreamK) {
                if (piece.kb_begin > 0) { /* not the owner: hand the partial sums over */
                    write_partial<Cfg>(acc, p, blockIdx.x);
                    continue;
                }
                if (piece.kb_end < kblocks) /* the owner of a split unit: add the others' */
                    add_partials<Cfg>(acc, p, schedule,
                                      (int64_t)(piece.unit - schedule.dp_units) * kblocks,
                                      piece.kb_end, rank);
            }
            if (StagedC || p.c_tma) {
                /* A class tile's rows are C's rows j + Res * i (ResidueMaps). */
                pending_m0 = Res != 0 ? ct.i0 + c * 64 : t.m0 + c * 64;
                pending_row0 =
                    Res != 0 ? ct.j + kRowStep<Res> * (int64_t)pending_m0 : (int64_t)pending_m0;
                pending_n0 = t.n0;
                /* Packed part by part when stored at once: fewer registers live. A staged part
                 * also stages the next part's first columns: packed one part ahead. */
                StaticFor<0, kParts>::run([&](auto j) {
                    constexpr int kNext = decltype(j)::value + (!Cfg::Deferred && StagedC);
                    if constexpr (decltype(j)::value == 0 && kNext > 0)
                        pack_part<Cfg, 0>(acc, packed, p.alpha);
                    if constexpr (kNext < kParts)
                        pack_part<Cfg, kNext>(acc, packed, p.alpha);
                    if constexpr (!Cfg::Deferred)
                        store_part(j);
                });
                pending = Cfg::Deferred;
            } else if (Res != 0) {
                store_tile_rows<Cfg>(acc, p,
                                     ct.j + kRowStep<Res> * (ct.i0 + c * 64 + warp * 16 + lane / 4),
                                     8 * kRowStep<Res>, t.n0, lane);
            } else {
                store_tile_direct<Cfg>(acc, p, t.m0 + c * 64 + warp * 16 + lane / 4,
                                       t.n0 + lane % 4 * 2);
            }
        }
        if (pending)
            StaticFor<0, kParts>::run(store_part);
        /* The staging buffer must outlive the copy engine's last read of it. */
        if (p.c_tma && threadIdx.x % 128 == 0)
            bulk_wait<0>();
    }
    /* No CTA may leave while a peer can still multicast into it or arrive on its barriers. */
    if constexpr (Cfg::kCluster > 1)
        cluster_sync();
}

/* ---- host side ------------------------------------------------------------------------- */

/* A row-major operand of `rows` rows of `cols` halves, ld apart, read in boxes of 64 halves by
 * box_rows rows with 128-byte swizzle; boxes past its edges arrive zero-filled. */
bool encode_operand(CUtensorMap *map, const void *base, int rows, int cols, int64_t ld,
                    int box_rows = kBox, int box_cols = kBox)
{
    return encode_2d(map, 2, base, cols, rows, ld * sizeof(__half), box_cols, box_rows, 256);
}

/* How many clusters of the kernel fit on the device at once. A persistent grid must not ask for
 * more: a cluster that does not fit would start only when another has finished all its tiles.
 * The SMs of a GPC do not always split into whole clusters, so this is not num_sms / kCluster;
 * the runtime is asked once per device. */
template <class Cfg, auto Kernel>
int resident_clusters(const cudaLaunchConfig_t &config, const tcgemm_problem_t *p)
{
    if (Cfg::kCluster == 1)
        return p->device->num_sms;
    static std::atomic<int> known[64]; /* per device ordinal; 0: not asked yet */
    const int d = p->device->ordinal;
    int clusters = d >= 0 && d < 64 ? known[d].load(std::memory_order_relaxed) : 0;
    if (clusters > 0)
        return clusters;
    if (cudaOccupancyMaxActiveClusters(&clusters, Kernel, &config) != cudaSuccess ||
        clusters <= 0) {
        cudaGetLastError();
        return p->device->num_sms / Cfg::kCluster / 2; /* a safe guess; not cached */
    }
    if (d >= 0 && d < 64)
        known[d].store(clusters, std::memory_order_relaxed);
    return clusters;
}

template <class Cfg>
int units_of(const tcgemm_problem_t *p)
{
    return tcgemm::ceil_div(tcgemm::ceil_div(p->m, Cfg::BM), Cfg::ClusterM) *
           tcgemm::ceil_div(p->n, Cfg::BN);
}

template <class Cfg>
int residue_plan(const tcgemm_problem_t *p, const char **why);
int b_column_shift(const tcgemm_problem_t *p);
tcgemm_problem_t as_read(const tcgemm_problem_t *p, int *n_lo = nullptr);

/* The residue maps a call needs: one where every row of A has the same shift (lda a multiple of
 * 8, the pointer alone off), 8 otherwise. */
int residue_classes(const tcgemm_problem_t *p)
{
    return p->lda % 8 == 0 ? 1 : kResidues;
}

/* Block tiles per residue map (ResidueMaps::class_tiles): the rows every map holds (m / classes)
 * in whole units of the cluster, so that the CTAs sharing B share its k shift. The first
 * m % classes maps hold one row more; where that row needs a unit of its own (m / classes a
 * multiple of a unit's rows), those maps' last units come after all the others: with every map
 * rounded up alike, 4097 rows were 48 tiles of 128 on the cluster row, 15 of them empty; now 34. */
template <class Cfg>
int class_tiles_of(int m, int classes)
{
    return tcgemm::ceil_div(tcgemm::ceil_div(m / classes, Cfg::BM), Cfg::ClusterM) * Cfg::ClusterM;
}
template <class Cfg>
int residue_tiles_m(int m, int classes)
{
    const int tiles = class_tiles_of<Cfg>(m, classes);
    const bool extra = m % classes && (int64_t)tiles * Cfg::BM < m / classes + 1;
    return classes * tiles + (extra ? m % classes * Cfg::ClusterM : 0);
}

/* Whether the call's C is stored by TMA: beta == 0, C's rows 16-byte aligned, and n a multiple of
 * 8 (a TMA store writes whole 16-byte runs even where a run crosses C's last column: seen on the
 * H100, the padding after n % 8 != 0 columns was overwritten). Loads zero-fill element by
 * element. Not where A is read through 8 residue maps (ResidueMaps says why); through one, a
 * tile's rows are C's rows as they are. Nor where B is read from before it (as_read): the first
 * columns of C as read are not the caller's, and only the staged epilogue skips them (C as read
 * may well be aligned: A, B and C of one sub-matrix view). With beta == 0 otherwise, C is staged
 * in shared memory (store_part_staged). */
template <class Cfg>
bool tma_stores_c(const tcgemm_problem_t *p)
{
    const char *why;
    const int plan = residue_plan<Cfg>(p, &why);
    return p->beta == 0.0f && b_column_shift(p) == 0 && tcgemm::aligned_to(p->C, 16) &&
           p->ldc % 8 == 0 && p->n % 8 == 0 &&
           (plan == 0 || (plan == 1 && residue_classes(p) == 1));
}
template <class Cfg>
bool stages_c(const tcgemm_problem_t *p)
{
    return p->beta == 0.0f && !tma_stores_c<Cfg>(p);
}

/* Params::edge_m and edge_n: whether m cuts C's last unit-row, n its last unit-column. */
template <class Cfg>
int edge_m_of(int m)
{
    return m % (Cfg::BM * Cfg::ClusterM) != 0;
}
template <class Cfg>
int edge_n_of(int n)
{
    return n % Cfg::BN != 0;
}
template <class Cfg>
int whole_units_of(const tcgemm_problem_t *p)
{
    return (tcgemm::ceil_div(tcgemm::ceil_div(p->m, Cfg::BM), Cfg::ClusterM) -
            edge_m_of<Cfg>(p->m)) *
           (tcgemm::ceil_div(p->n, Cfg::BN) - edge_n_of<Cfg>(p->n));
}

/* The time of an edge unit against a whole one's: the share of its first CTA's 64-row slabs
 * that m leaves live, or of the wgmma width n leaves (64 or 128 of 256), whichever is larger,
 * but no less than kEdgeLatency. The shares were the prediction (4104^3: 0.5); measured, an edge
 * unit's k-loop is bound by the stages' round trips, not its wgmmas: 4104^3 took 226.5 us against
 * 4096^3's 180.6 in the same call, 4.93 rounds of 4096^3's time per flop for 4 whole rounds and
 * the edge units (bench/results/2026-11-26-s18/call5, an H200). At 0.5 AUTO sent 2049 x 4105 x
 * 2048 to the cluster row with its edge units last, 3% slower than stream-K. */
constexpr double kEdgeLatency = 0.9;
template <class Cfg>
double edge_cost(int m, int n, int edge_m, int edge_n, bool staged_c)
{
    /* The staged epilogue's kernels run edge tiles at full width (hgemm_wgmma_kernel): there an
     * edge unit costs a whole one, and numbered last it lost 8% at 2049 x 4105 x 2048 with lda
     * and ldb padded to 16 bytes (bench/results/2026-11-26-s18/call6). */
    if (staged_c)
        return 1.0;
    const int rows = edge_m ? m % (Cfg::BM * Cfg::ClusterM) : 0, cols = edge_n ? n % Cfg::BN : 0;
    const int slabs = rows ? std::min(Cfg::kConsumers, tcgemm::ceil_div(rows, 64)) : 0;
    const int width = !cols                                               ? 0
                      : tcgemm::ceil_div(cols, kBox) * kBox > Cfg::BN / 2 ? Cfg::BN
                      : cols > 64                                         ? 128
                                                                          : 64;
    return std::max({kEdgeLatency, (double)slabs / Cfg::kConsumers, (double)width / Cfg::BN});
}

/* Rounds of whole units a persistent grid of `clusters` takes for `units`, `whole` of them
 * whole, with the edge units numbered after the whole ones (tile_of): first on the clusters the
 * whole ones' last round leaves idle, each further round of them costing `edge` of a round. */
double rounds_edges_last(int units, int whole, int clusters, double edge)
{
    const int rounds = tcgemm::ceil_div(whole, clusters);
    const int beyond = std::max(0, units - whole - (clusters * rounds - whole));
    return rounds + tcgemm::ceil_div(beyond, clusters) * edge;
}
/* The edge units go last only where that saves rounds (4104^3: 4.9 against 5): elsewhere the
 * usual order kept its speed and the new one lost up to 3% (2560 x 7000 x 2560, 5 rounds
 * either way; bench/results/2026-11-26-s18/call3). */
bool edges_last(int units, int whole, int clusters, double edge)
{
    return rounds_edges_last(units, whole, clusters, edge) < tcgemm::ceil_div(units, clusters);
}
double rounds_of(int units, int whole, int clusters, double edge)
{
    return std::min(rounds_edges_last(units, whole, clusters, edge),
                    (double)tcgemm::ceil_div(units, clusters));
}

/* Stream-K's rate (its descriptor's auto_tflops) and the time its hand-over adds: where its
 * schedule shares units out by k-blocks (U units on G clusters, U > G, U % G != 0) the call took
 * 14-21 us longer than U / G units of the cluster row's k-loop, about the same at every size and
 * depth (H200: 2304^3 to 4096^3, 1536 x 4096 x 1536, 1792 x 4096 x 2048 in bench/results/2026-11-
 * 29-s48/call1; 5120 x 5120 x 1024, 2048 and 4096 in call2, 19, 20 and 18 us), not a share of the
 * k-loop (0.34-1.3 units of it); a schedule that shares out only the last, partial round measured
 * no better. Where it goes (a timeline, call 4): a partial written in 3.0-3.3 us and one added in
 * 2.5-6 (128 KB each, far slower than the bytes take), 1 us between pieces, and every unit's
 * epilogue not deferred (1.2-1.5 us); the partials in 16-byte accesses and 32-bit divisions took
 * about 1 us of it (call 5). */
constexpr double kStreamKTflops = 715.0;
constexpr double kStreamKHandOverS = 17e-6;

/* AUTO's share of the device a row keeps busy (variant.h). A persistent grid of G clusters
 * runs U units in ceil(U / G) rounds, so U / (G * ceil(U / G)) of its time is work: at 3072^3
 * the cluster row's 144 units on 66 clusters are 73% busy; edge units as rounds_of counts them.
 * A last round that few clusters share costs a whole one: priced at 0.7 + 0.3 f of a round (f
 * its busy share), AUTO sent 4096^3 with A and B one element off from the repack (207.6 us) to
 * the cluster row, whose last 8 units took a whole round (229.4 us; bench/results/2026-11-28-
 * s37/call2), as 3072^3's last 12 did (bench/results/2026-11-28-s36/call2). Stream-K spreads the
 * last units' k-blocks evenly, every cluster busy, at the price of its hand-over (above): busy
 * for the work's share of the work and the hand-over. */
template <class Cfg>
double busy_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    const int clusters = p->device->num_sms / Cfg::kCluster, units = units_of<Cfg>(p);
    if (Cfg::StreamK && units > clusters && units % clusters) {
        const double work_s = 2.0 * tcgemm::ceil_div(p->m, Cfg::BM) * Cfg::BM *
                              (double)tcgemm::ceil_div(p->n, Cfg::BN) * Cfg::BN * p->k /
                              (kStreamKTflops * 1e12);
        return work_s / (work_s + kStreamKHandOverS);
    }
    if (Cfg::StreamK || units <= clusters)
        return units < clusters ? (double)units / clusters : 1.0;
    return units /
           (clusters * rounds_of(units, whole_units_of<Cfg>(p), clusters,
                                 edge_cost<Cfg>(p->m, p->n, edge_m_of<Cfg>(p->m),
                                                edge_n_of<Cfg>(p->n), stages_c<Cfg>(call))));
}

/* AUTO's memory term of the 128 x 128 and 64 x 64 rows, which state k_ns (src/api.c): A, B and C
 * once, over the share of the copy bandwidth its TMA loads reached in the k-loop once 60 SMs or
 * more streamed (2.55 TB/s at 7680 x 128 x 2560, 2.9 at 128 x 14336 x 4096, of the 2.97 a copy
 * measures: bench/results/2026-11-24-h100-s13/call1). */
constexpr double kTmaShare = 0.85;
double tma_bytes(const tcgemm_problem_t *p, int *launches)
{
    *launches = 1;
    return tcgemm_internal_operand_bytes(p) / kTmaShare;
}

/* The persistent grid: as many clusters as fit, but no more than the fewest that finish the
 * units in the same number of rounds (edge units counted as rounds_of does). At 4096^3 the
 * cluster row's 256 units take 4 rounds on 66 clusters or on 64; with 64 every round is full
 * and two clusters' SMs stay idle (less power and L2 traffic for the others) instead of eight
 * clusters idling through the last round: +0.3% measured, the same time per clock (bench/
 * results/2026-11-23-h100-wgmma2/run4); 2560 x 7000 x 2560 ran 4% slower on 66 clusters than on
 * the 56 that take its 270 whole units and 10 edge units in 5 rounds (bench/results/2026-11-26-
 * s18/call2). Stream-K shares the last rounds out and keeps every cluster. */
template <class Cfg>
int grid_clusters(int units, int whole_units, double edge, int fit)
{
    if (units <= fit)
        return units;
    if (Cfg::StreamK)
        return fit;
    const double rounds = rounds_of(units, whole_units, fit, edge);
    int clusters = std::max(1, tcgemm::ceil_div(whole_units, std::max(1, (int)rounds)));
    while (rounds_of(units, whole_units, clusters, edge) > rounds)
        ++clusters;
    return clusters;
}

template <class Cfg, auto kernel, int Res>
cudaError_t launch_kernel(const tcgemm_problem_t *p, const CUtensorMap &map_a,
                          const CUtensorMap &map_a_tail, const CUtensorMap &map_b,
                          const CUtensorMap &map_c, const Params &params,
                          const ResidueMaps<Res> &res)
{
    static_assert(4 * sizeof(CUtensorMap) + sizeof(Params) + sizeof(ResidueMaps<Res>) <= 4096,
                  "the kernel's parameters fit the 4 KB every CUDA version takes");
    cudaError_t err = tcgemm::opt_in_shared_memory<kernel>(Cfg::kSmemBytes, p);
    if (err != cudaSuccess)
        return err;
    cudaLaunchConfig_t config = {};
    config.blockDim = dim3(Cfg::kThreads);
    config.dynamicSmemBytes = Cfg::kSmemBytes;
    config.stream = p->stream;
    cudaLaunchAttribute cluster;
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim.x = Cfg::kCluster;
    cluster.val.clusterDim.y = 1;
    cluster.val.clusterDim.z = 1;
    /* Behind the repack's copy: launched as soon as the copy's last blocks have started, the
     * kernel's set-up (barriers, cluster sync) overlaps the copy's tail. */
    cudaLaunchAttribute attrs[2];
    attrs[0] = cluster;
    attrs[1].id = cudaLaunchAttributeProgrammaticStreamSerialization;
    attrs[1].val.programmaticStreamSerializationAllowed = 1;
    config.attrs = attrs;
    config.numAttrs = p->after_copy ? 2 : 1;
    config.gridDim = dim3(Cfg::kCluster);
    const int units = units_of<Cfg>(p), fit = resident_clusters<Cfg, kernel>(config, p);
    Params q = params;
    int whole = (tcgemm::ceil_div(q.tiles_m, Cfg::ClusterM) - q.edge_m) * (q.tiles_n - q.edge_n);
    const double edge = edge_cost<Cfg>(q.m, q.n, q.edge_m, q.edge_n, q.c_staged);
    /* Stream-K shares its last units out by k-blocks as if they cost alike: the usual order. */
    if (Cfg::StreamK || !edges_last(units, whole, fit, edge)) {
        q.edge_m = q.edge_n = 0;
        whole = units;
    }
    config.gridDim = dim3(grid_clusters<Cfg>(units, whole, edge, fit) * Cfg::kCluster);
    return cudaLaunchKernelEx(&config, kernel, map_a, map_a_tail, map_b, map_c, q, res);
}

template <class Cfg, int AMn, int BMn, int Res = 0>
cudaError_t launch_layout(const tcgemm_problem_t *p, const CUtensorMap &map_a,
                          const CUtensorMap &map_a_tail, const CUtensorMap &map_b,
                          const CUtensorMap &map_c, const Params &params,
                          const ResidueMaps<Res> &res = ResidueMaps<Res>())
{
    if constexpr (Cfg::KSplit > 1) /* launch_small splits only calls whose C needs no staging */
        return params.c_staged ? cudaErrorInvalidValue
                               : launch_kernel<Cfg, hgemm_wgmma_kernel<Cfg, AMn, BMn, Res, false>>(
                                     p, map_a, map_a_tail, map_b, map_c, params, res);
    else
        return params.c_staged ? launch_kernel<Cfg, hgemm_wgmma_kernel<Cfg, AMn, BMn, Res, true>>(
                                     p, map_a, map_a_tail, map_b, map_c, params, res)
                               : launch_kernel<Cfg, hgemm_wgmma_kernel<Cfg, AMn, BMn, Res, false>>(
                                     p, map_a, map_a_tail, map_b, map_c, params, res);
}

/* 1 where the call's A is read through residue maps, 0 where TMA reads A and B as they are,
 * -1 and *why where the wgmma rows cannot serve it. The k shift that makes residue maps work
 * is a row offset for B only when B is stored as k rows (not transposed); an A stored as k
 * rows (transposed) would need a different column shift per k row. */
template <class Cfg>
int residue_plan(const tcgemm_problem_t *p, const char **why)
{
    *why = nullptr;
    const bool bad_a = p->lda % 8 || !tcgemm::aligned_to(p->A, 16);
    const bool bad_b = p->ldb % 8 || !tcgemm::aligned_to(p->B, 16);
    if (!bad_a && !bad_b)
        return 0;
    if (!tcgemm::aligned_to(p->A, 2) || !tcgemm::aligned_to(p->B, 2))
        *why = "A and B must be 2-byte aligned (whole halves)";
    else if (bad_b)
        *why = "ldb must be a multiple of 8 halves and B 16-byte aligned (TMA), except a B not "
               "transposed with beta = 0 (read from the 16 bytes before it); hgemm_repack "
               "copies such a B";
    else if (Cfg::StreamK)
        *why = "lda must be a multiple of 8 halves and A 16-byte aligned (TMA): the stream-K row "
               "has no residue path (docs/07_alignment.md); hgemm_repack copies such an A";
    else if (p->trans_a || p->trans_b)
        *why = "lda must be a multiple of 8 halves and A 16-byte aligned (TMA) unless A and B are "
               "not transposed (NN: residue maps); hgemm_repack copies such an A";
    else if (p->m < kResidues)
        *why = "a misaligned A needs m >= 8 (it is read through 8 residue maps)";
    return *why ? -1 : 1;
}

/* The call as the kernels read it. A B stored k rows of n (not transposed) whose rows all start
 * o = 1..7 halves past a 16-byte boundary (ldb a multiple of 8, the pointer off: a sub-matrix
 * view) cannot start a TMA box at its first column, but the 16 bytes before it can: it is read
 * as a B of n + o columns from there, its column x being B's column x - o, and C is computed as
 * n + o columns from o halves before C. Those first o columns of each row are not the caller's:
 * the staged epilogue skips them (*n_lo = o; tma_stores_c never takes such a C, though C as read
 * may be aligned), so beta must be 0; with beta != 0 the call keeps B as it is (hgemm_repack
 * copies it). Columns x < o of row 0 lie before B: up to 14 bytes before the pointer, in its
 * 16-byte line, read and never used, as the residue maps do for A. b_column_shift: o, or 0 where
 * B is read as it is. */
int b_column_shift(const tcgemm_problem_t *p)
{
    const bool shifted = !p->trans_b && p->ldb % 8 == 0 && p->beta == 0.0f &&
                         tcgemm::aligned_to(p->B, 2) && !tcgemm::aligned_to(p->B, 16) &&
                         p->n <= INT_MAX - 8;
    return shifted ? (int)(reinterpret_cast<uintptr_t>(p->B) % 16 / 2) : 0;
}
tcgemm_problem_t as_read(const tcgemm_problem_t *p, int *n_lo)
{
    tcgemm_problem_t read = *p;
    const int o = b_column_shift(p);
    read.B = static_cast<const __half *>(p->B) - o;
    read.C = static_cast<__half *>(p->C) - o;
    read.n = p->n + o;
    if (n_lo)
        *n_lo = o;
    return read;
}

/* Residue map j of `classes` (sm90::encode_residue) in the kernel's 64 x 64 swizzled boxes. */
bool encode_residue(CUtensorMap *map, int *shift, const void *base, int rows, int cols, int ld,
                    int j, int classes)
{
    return tcgemm::sm90::encode_residue(map, 2, shift, base, rows, cols, ld, j, kBox, kBox, 256,
                                        true, classes);
}

/* The residue path (NN, A misaligned): Res maps of A (residue_classes); class_tiles block tiles
 * per map, a multiple of the cluster so that the CTAs sharing B share its k shift, and a unit
 * more for each map that needs one (residue_tiles_m); k grown by the largest shift (7). */
template <class Cfg, int Res>
cudaError_t launch_maps(const tcgemm_problem_t *p, const CUtensorMap &map_b,
                        const CUtensorMap &map_c, Params params)
{
    ResidueMaps<Res> res = {};
    res.class_tiles = class_tiles_of<Cfg>(p->m, Res);
    for (int j = 0; j < Res; ++j)
        if (!encode_residue(&res.a[j], &res.shift[j], p->A, p->m, p->k, p->lda, j, Res))
            return cudaErrorInvalidValue;
    params.tiles_m = residue_tiles_m<Cfg>(p->m, Res);
    params.edge_m = 0; /* class tiles: rows past m lie in every map's last tiles */
    params.k = p->k + kResidues - 1;
    tcgemm_problem_t grid = *p; /* sizes the persistent grid by the class tiles */
    grid.m = params.tiles_m * Cfg::BM;
    return launch_layout<Cfg, 0, 1, Res>(&grid, res.a[0], res.a[0], map_b, map_c, params, res);
}
template <class Cfg>
cudaError_t launch_residue(const tcgemm_problem_t *p, const CUtensorMap &map_b,
                           const CUtensorMap &map_c, Params params)
{
    return residue_classes(p) == 1 ? launch_maps<Cfg, 1>(p, map_b, map_c, params)
                                   : launch_maps<Cfg, kResidues>(p, map_b, map_c, params);
}

template <class Cfg>
cudaError_t launch(const tcgemm_problem_t *call)
{
    int n_lo;
    const tcgemm_problem_t read = as_read(call, &n_lo);
    const tcgemm_problem_t *p = &read;
    /* op(A) is m x k: stored m rows of k (K-major) or, transposed, k rows of m (MN-major);
     * op(B) is k x n: k rows of n (MN-major) or, transposed, n rows of k (K-major). */
    const char *why;
    const int res = residue_plan<Cfg>(p, &why);
    if (res < 0)
        return cudaErrorInvalidValue;
    /* K-major A read in place: the box that m cuts comes through a map whose boxes hold m % 64
     * rows (the kernel's producer says why). */
    const int a_tail = !p->trans_a && !res ? p->m % kBox : 0;
    CUtensorMap map_a = {}, map_a_tail = {}, map_b;
    if (!(res || encode_operand(&map_a, p->A, p->trans_a ? p->k : p->m, p->trans_a ? p->m : p->k,
                                p->lda)) ||
        (a_tail && !encode_operand(&map_a_tail, p->A, p->m, p->k, p->lda, a_tail)) ||
        !encode_operand(&map_b, p->B, p->trans_b ? p->n : p->k, p->trans_b ? p->k : p->n, p->ldb,
                        kBox, p->trans_b ? kBox : Cfg::kBBoxN))
        return cudaErrorInvalidValue;
    Params params;
    params.m = p->m;
    params.n = p->n;
    params.k = p->k;
    params.tiles_m = tcgemm::ceil_div(p->m, Cfg::BM);
    params.tiles_n = tcgemm::ceil_div(p->n, Cfg::BN);
    params.alpha = p->alpha;
    params.beta = p->beta;
    params.C = static_cast<__half *>(p->C);
    params.ldc = p->ldc;
    params.c_pairs = tcgemm::aligned_to(p->C, 4) && p->ldc % 2 == 0;
    params.partials = static_cast<float *>(p->workspace);
    params.flags = Cfg::StreamK
                       ? reinterpret_cast<int *>(params.partials +
                                                 (size_t)p->device->num_sms * Cfg::BM * Cfg::BN)
                       : nullptr;
    params.c_tma = tma_stores_c<Cfg>(call);
    params.c_staged = stages_c<Cfg>(call);
    params.after_copy = p->after_copy != 0;
    params.n_lo = n_lo;
    params.edge_m = edge_m_of<Cfg>(p->m);
    params.edge_n = edge_n_of<Cfg>(p->n);
    CUtensorMap map_c = {};
    if (params.c_tma && !encode_operand(&map_c, p->C, p->m, p->n, p->ldc))
        return cudaErrorInvalidValue;
    if constexpr (Cfg::kBBoxN < kBox) { /* narrow B boxes: launch_small's calls only */
        return p->trans_a ? launch_layout<Cfg, 1, 1>(p, map_a, map_a_tail, map_b, map_c, params)
                          : launch_layout<Cfg, 0, 1>(p, map_a, map_a_tail, map_b, map_c, params);
    } else {
        if constexpr (!Cfg::StreamK && Cfg::KSplit == 1)
            if (res)
                return launch_residue<Cfg>(p, map_b, map_c, params);
        if (res) /* launch_small splits only calls whose A TMA reads as it is */
            return cudaErrorInvalidValue;
        if (p->trans_a)
            return p->trans_b
                       ? launch_layout<Cfg, 1, 0>(p, map_a, map_a_tail, map_b, map_c, params)
                       : launch_layout<Cfg, 1, 1>(p, map_a, map_a_tail, map_b, map_c, params);
        return p->trans_b ? launch_layout<Cfg, 0, 0>(p, map_a, map_a_tail, map_b, map_c, params)
                          : launch_layout<Cfg, 0, 1>(p, map_a, map_a_tail, map_b, map_c, params);
    }
}

template <class Cfg>
const char *supports(const tcgemm_problem_t *call)
{
    if (call->device->sm != 90)
        return "needs compute capability 9.0 exactly (sm_90a machine code: wgmma, setmaxnreg)";
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    const char *why;
    if (residue_plan<Cfg>(p, &why) < 0)
        return why;
    if (Cfg::StreamK && !p->workspace)
        return "stream-K needs the handle's workspace (tcgemm_create could not allocate it)";
    if (Cfg::kSmemBytes > p->device->smem_optin)
        return "its shared-memory ring is larger than this device's per-block opt-in limit";
    if ((int64_t)tcgemm::ceil_div(p->m, Cfg::BM) * tcgemm::ceil_div(p->n, Cfg::BN) > INT_MAX ||
        p->k > INT_MAX - kBK)
        return "m/128 * n/BN must fit an int and k must be below 2^31 - 64";
    return nullptr;
}

constexpr const char *kLimits =
    "compute capability 9.0 (sm_90a); ldb a multiple of 8 halves and B 16-byte aligned (TMA), "
    "or 2-byte aligned where B is not transposed and beta = 0; the same for A, except with A "
    "and B not transposed (NN), where A may have any lda and 2-byte alignment (residue maps) if "
    "m >= 8; C any alignment";

constexpr const char *kLimitsStreamK =
    "compute capability 9.0 (sm_90a); lda and ldb multiples of 8 halves, A 16-byte aligned (TMA; "
    "no residue path), B too unless it is not transposed and beta = 0; C any alignment";

/* AUTO: the share of its speed stream-K keeps where both A's and B's rows start off a 32-byte
 * sector (ld not a multiple of 16 halves, or the pointer off): each 128-byte box row then spans
 * five sectors, not four, and stream-K's last units, each cluster at its own k offset, share
 * fewer of them in L2 than whole units do. Against the cluster row, in the same runs (bench/
 * results/2026-11-28-s37/call1, 2026-11-28-s36/call2): 3000^3 8% slower where 3008^3 was 3%
 * faster, 5000^3 level where 5056^3 was 9% faster, 3072^3 with ld + 8 level where 3072^3 was
 * 9% faster; with only one operand's rows off (3008 x 4104 x 2000, 2048 x 7000 x 2048 with ld +
 * 8) or rows a multiple of 32 bytes apart (4000^3, 6000^3) no such shift. Its estimate was 12%
 * low at 3000^3 (95.4 against 106.4-107.1 us) and 3% high at 3008^3. Since its hand-over was
 * refitted and rewritten (forty-eighth session) the shift is smaller: stream-K took 0.98 of the
 * cluster row's time at 3000^3 (NN and TN) and 0.96 at 5000^3, where AUTO at a share of 1 would
 * say 0.92 and 0.95 (bench/results/2026-11-29-s49/call1): 0.94 and 0.99 would match, 0.96 is
 * about their mean. Where its units fit one round it shares nothing out and runs as the cluster row
 * does there (cluster_share, below). */
constexpr double kOffSectorStreamKShare = 0.96;
double cluster_one_round_share(const tcgemm_problem_t *p);
double stream_k_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    const bool a_off = !tcgemm::rows_aligned(p->A, p->lda, sizeof(__half), 32);
    const bool b_off = !tcgemm::rows_aligned(p->B, p->ldb, sizeof(__half), 32);
    return (a_off && b_off ? kOffSectorStreamKShare : 1.0) * cluster_one_round_share(p);
}

/* AUTO: the share of its aligned speed a row keeps on a call whose A it reads through residue
 * maps: the real rows' share of the class tiles (8 maps or 1, each rounded up to whole tiles and to
 * the cluster) times kResidueShare, the costs per tile (an extra k-block for the shift, the
 * first k-block's zeroing, the shifted rows' fifth L2 sector per 128 bytes) as measured at
 * 4096^3 with A and B one element off (docs/07_alignment.md, run 5). */
constexpr double kResidueShare = 0.95;
/* Through 8 maps a box's rows lie 16 * lda bytes apart, never a multiple of 128 (lda is odd, or
 * 2 mod 4 or 4 mod 8): 7 box rows in 8 cross a line, which costs a lone CTA half again its time
 * and a cluster's CTAs, which share B, up to a fifth (chapter 07, "Rows 16 bytes but not 128
 * bytes apart"). For the lone rows, set so that AUTO keeps 513^3 and 1025^3 on the copy of both
 * operands (call 7 of bench/results/2026-11-27-s34: A read in place 12.8 and 20.2 us against
 * 12.0 and 18.5 with both copied, where AUTO had estimated 12.4 and 17.6 against 12.8 and 19.0)
 * and 4097 x 257 x 6151, whose A is 50 MB, on the copy of B alone (call 2: 68.3 us). */
constexpr double kLoneMapsShare = 0.75;
template <class Cfg>
double residue_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    const char *why;
    if (residue_plan<Cfg>(p, &why) <= 0)
        return 1.0;
    const int classes = residue_classes(p);
    const double lone = Cfg::ClusterM == 1 && classes > 1 ? kLoneMapsShare : 1.0;
    return kResidueShare * lone * tcgemm::ceil_div(p->m, Cfg::BM) /
           residue_tiles_m<Cfg>(p->m, classes);
}

/* AUTO: the lone 128 x 256 row on rows that TMA reads in place but that start off a 128-byte
 * line (ld not a multiple of 64 halves, or the pointer off): each box row then takes two L2
 * requests, and without a partner CTA sharing B the row is bound by them. Measured against the
 * cluster row in the same runs (bench/results/2026-11-28-s37/call2, % of cuBLAS): 2376^3 61.6
 * against 90.0, 3000^3 52.0 against 82.9, 5704^3 53.3 against 88.6, 3008^3 with ld + 8 57.3 against
 * 78.1, 3072^3 with ld + 8 57.5 against 82.4, 3008 x 4104 x 2000 62.9 against 83.6: 0.60-0.75 of
 * it; on lines it kept pace (2560^3 102.0 against 99.7, 3008^3 78.4 against 77.0). Before, AUTO
 * sent such calls to it where its tiles fill the rounds better (5704^3, 4872^3 to 4984^3;
 * call 3 there: 4872^3 54.5% against the cluster row's 81.6, 4976^3 72.8 against 87.6). The
 * residue path prices its own maps (kLoneMapsShare). */
constexpr double kLonePitchShare = 0.68;
template <class Cfg>
double pitch_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    static_assert(Cfg::ClusterM == 1, "a cluster shares B: its rows keep pace (0-21%, chapter 07)");
    const char *why;
    if (residue_plan<Cfg>(p, &why) != 0)
        return residue_share<Cfg>(call);
    const bool on_lines = tcgemm::rows_aligned(p->A, p->lda, sizeof(__half), 128) &&
                          tcgemm::rows_aligned(p->B, p->ldb, sizeof(__half), 128);
    return on_lines ? 1.0 : kLonePitchShare;
}

using Wide = Config<256, 4, 1, 2, false>;
using WideCluster = Config<256, 4, 2, 2, false>;
using WideClusterStreamK = Config<256, 4, 2, 2, true>;
using Square = Config<128, 6, 1, 2, false>;
/* Two consumers of 64 x 64: twice the 128 x 128 row's tiles, for calls that leave SMs idle
 * with 128 x 128 tiles (1024^3: 128 tiles against 64). 8 stages of 24 KB (the same k-blocks in
 * flight as the 64 x 64 row's 12 of 16). No cluster: a 64-column B is one box. */
using Tall = Config<64, 8, 1, 1, false>;
/* 128 x 192 tiles (m64n192k16), 5 stages of 40 KB: where 128 x 256 tiles leave SMs idle or cut
 * n badly and 128 x 128 ones take a round and a little more (1536^3: 96 tiles against 72 and
 * 144; n = 192 or 384: no column wasted). No cluster: pairs whose CTAs load one and two of B's
 * three boxes ran 6-29% slower on lines (chapter 05, "Two rows that did not pay"). */
using Wide192 = Config<192, 5, 1, 1, false>;
/* Three consumers: 192 x 192 tiles (three m64n192k16 slabs), 4 stages of 48 KB, 512 threads.
 * cuBLAS's choice at 3000^3 and 3008^3 (nvjet_sm90_hsh_192x192_64x3, in clusters of two; ncu,
 * bench/results/2026-11-29-s50/call1): 256 tiles, two rounds on 132 SMs where 128 x 256 tiles
 * make 288, and a sixth fewer bytes per flop than a lone 128 x 256 tile. */
using Big = Config<192, 4, 1, 1, false, 3>;
/* ... as clusters of two stacked tiles that share B: of its three boxes a k-block, one CTA loads
 * one and the other two. */
using BigCluster = Config<192, 4, 2, 1, false, 3>;
/* One consumer warpgroup: 64 x 64 tiles, 16 KB stages, 12 of them (the 128 x 128 row's bytes in
 * flight). */
using Small = Config<64, 12, 1, 1, false, 1>;
/* The same with B's boxes 32 columns wide where B is MN-major: for calls with n <= 32, whose
 * 64-column boxes would be half past n (6144 x 32 x 2048 NN 16.9 -> 16.5 us, call 2 of
 * bench/results/2026-11-26-s24); at n = 64 two narrow boxes a k-block took 4096 x 64 x 4096
 * from 18.4 to 21.4 us. */
using SmallNarrow = Config<64, 12, 1, 1, false, 1, 32>;
/* ... as clusters of two stacked tiles that share B: CTA 0 loads the one live 32-column box and
 * multicasts it, so B crosses from L2 once for two tiles. Where B's rows are 16 but not 32 bytes
 * apart (n = 24 packed: 48-byte rows off the 32-byte sectors), its boxes cost the CTAs most, and
 * the pairs took fp16 4096-8192 x 24 x 2048-4096 (64-128 tiles) from 14.6-30.2 to 13.4-25.2 us
 * (8-16%), but 3072 rows (48 tiles) 1-4% slower; with rows 32 or 64 bytes apart (n = 16, 32) they
 * gained nothing at 96-128 tiles and lost 2-12% at 48-80 (H200, bench/results/2026-11-28-s40/
 * call7, one CTA a tile and pairs alternated twice). Only for an MN-major B (narrow boxes). */
using SmallNarrowPair = Config<64, 12, 2, 1, false, 1, 32>;
/* Both with k split over a cluster of four (8 stages: 48 KB of shared memory hold the other
 * CTAs' sums). */
constexpr int kSmallSplit = 4;
using SmallSplit = Config<64, 8, 1, 1, false, 1, kBox, kSmallSplit>;
using SmallNarrowSplit = Config<64, 8, 1, 1, false, 1, 32, kSmallSplit>;

/* Whether the 64 x 64 row splits k. Its time, fitted to both kernels on the H100 (bench/results/
 * 2026-11-27-s32/call3: 6144 x 32 x 2048, 4096 x 32 x 4096, 2560 x 64 x 2560, 1760 x 128 x 1760,
 * 704 x 24 x 1024, 2600 x 40 x 1496, 1024 x 64 x 8192): a fixed part (launch, fill, C) and a
 * k-block a round, or the bytes at 2.8 TB/s (on the H100; the share 2.8 / 3.0 of the device's
 * rate elsewhere) if that is longer. Whole tiles: 5.3 us and 0.165 us a
 * k-block; split: 9.2 us and 0.2 (a fit: ncu finds its k-blocks slower with more SMs streaming,
 * call 8, not a fixed cost measured apart). So the split pays only where few SMs would each
 * stream a deep K (1024 x 64 x 8192: 25.9 -> 15.7 us); where the whole tiles already draw the
 * bandwidth it lost (6144 x 32 x 2048: 15.5 -> 24.9 us). Split where its estimate is 0.85 of the
 * whole tiles' or less. Not with residue maps or a staged C (no such kernels). */
bool splits_k(const tcgemm_problem_t *call, const tcgemm_problem_t *read, int residue)
{
    constexpr double kWholeFixedUs = 5.3, kWholeKblockUs = 0.165;
    constexpr double kSplitFixedUs = 9.2, kSplitKblockUs = 0.2, kBytesShare = 2.8 / 3.0;
    /* Clusters of four that fit beside one another: 30 on the H100, not 132 / 4 (a GPC's SMs do
     * not all split into fours; cudaOccupancyMaxActiveClusters, call 4); 7/8 of sms / 4 here. */
    const int sms = read->device->num_sms, clusters = std::max(1, sms / kSmallSplit * 7 / 8);
    const int kblocks = tcgemm::ceil_div(read->k, kBK);
    const int64_t tiles =
        (int64_t)tcgemm::ceil_div(read->m, Small::BM) * tcgemm::ceil_div(read->n, Small::BN);
    if (residue != 0 || stages_c<Small>(call) || kblocks < 2 * kSmallSplit || tiles >= sms)
        return false;
    const double bytes_us = tcgemm_internal_operand_bytes(read) /
                            (kBytesShare * tcgemm_internal_bytes_per_s(read->device) * 1e-6);
    const double whole =
        kWholeFixedUs +
        std::max(kWholeKblockUs * kblocks * tcgemm::ceil_div(tiles, (int64_t)sms), bytes_us);
    const double split =
        kSplitFixedUs + std::max(kSplitKblockUs * tcgemm::ceil_div(kblocks, kSmallSplit) *
                                     tcgemm::ceil_div(tiles, (int64_t)clusters),
                                 bytes_us);
    return split <= 0.85 * whole;
}

/* The 64 x 64 row: B in narrow boxes where it is MN-major and n <= 32; k split where the tiles
 * are few (splits_k). */
cudaError_t launch_small(const tcgemm_problem_t *p)
{
    const char *why;
    const tcgemm_problem_t read = as_read(p);
    const int residue = residue_plan<Small>(&read, &why);
    const bool narrow = !p->trans_b && read.n <= 32 && residue == 0;
    if (splits_k(p, &read, residue))
        return narrow ? launch<SmallNarrowSplit>(p) : launch<SmallSplit>(p);
    const int tiles = tcgemm::ceil_div(read.m, SmallNarrow::BM);
    const bool off_sectors = read.ldb * (int64_t)sizeof(__half) % 32 == 16;
    if (narrow && off_sectors && tiles >= 64 && tiles <= read.device->num_sms)
        return launch<SmallNarrowPair>(p);
    return narrow ? launch<SmallNarrow>(p) : launch<Small>(p);
}
/* One partial tile and one flag per SM: the grid never has more blocks than SMs. */
size_t stream_k_workspace(const tcgemm_device_t *device)
{
    static_assert(WideClusterStreamK::BM * WideClusterStreamK::BN == TCGEMM_STREAMK_PARTIAL_FLOATS,
                  "the workspace's stream-K layout (variant.h)");
    return (size_t)device->num_sms * (WideClusterStreamK::BM * WideClusterStreamK::BN * 4 + 4);
}

/* AUTO: the cluster row's share of its rate where the lone 128 x 256 row's tiles fit one round
 * (one tile an SM) and A is read without residue maps. The B the two CTAs share saves L2
 * traffic that a single round hardly waits for, while the two wait for each other at every
 * stage. Measured, the same tiles (H100): 2048^3 alone against cuBLAS in 16 ABBA cycles 516.7
 * (NN) and 520.2 (TN) TFLOPS on the cluster row against the lone row's 548.9 and 548.4 (bench/
 * results/2026-11-28-s38/call7), interleaved 577.6 against 603.9 (call 4 there) and 577.3
 * against 608.0 (2026-11-28-s36/call6); 1024^3 17.5 against 16.0 us, 2040^3 with ld 2048 30.7
 * against 29.6 (2026-11-27-s32/call2). From two rounds on the cluster row keeps pace or leads
 * (4096^3 level interleaved and 2.5-6.5 points ahead alone, 8192^3 1-15% ahead; the llm prefill
 * shapes level to 16% ahead: call 7): there its rate stands. 0.88 prices it at 0.95 of the
 * lone row's 693. */
constexpr double kClusterOneRoundShare = 0.88;
double cluster_one_round_share(const tcgemm_problem_t *p)
{
    return units_of<Wide>(p) <= p->device->num_sms ? kClusterOneRoundShare : 1.0;
}
double cluster_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const tcgemm_problem_t *p = &read;
    const char *why;
    if (residue_plan<WideCluster>(p, &why) != 0)
        return residue_share<WideCluster>(call);
    return cluster_one_round_share(p);
}

/* AUTO: the 128 x 64 row's busy share, lowered past one round of tiles. Its figure is its rate
 * in one round (see its descriptor); over several rounds its tiles' L2 traffic, half again the
 * 128 x 128 row's per flop, holds it to 0.87 of that (H200, bench/results/2026-11-29-s47: 4096^3
 * at 416 TFLOPS against 477 in 1024^3's one round), and AUTO without this sent it calls whose
 * 128 x 256 tiles ran faster (11008 x 256 x 1024: 20.4 against 18.7 us, call 3). */
constexpr double kTallRoundsShare = 0.87;
double tall_busy_share(const tcgemm_problem_t *call)
{
    const tcgemm_problem_t read = as_read(call);
    const double share = busy_share<Tall>(call);
    return units_of<Tall>(&read) <= read.device->num_sms ? share : kTallRoundsShare * share;
}

} // namespace

/* AUTO: the median TFLOPS each row measured at 4096^3 row-major NN (H100, 2026-11-23; cuBLAS in
 * the same runs 739-761): the lone 128 x 256 and the 128 x 128 rows at commit 6be0824 (before the
 * deferred epilogue, which the cluster row measured at +0.5%), the cluster row with the deferred
 * epilogue in bench/results/2026-11-23-h100-wgmma2 (stream-K's and the rows added on the H200:
 * their descriptors). AUTO scales them by busy_share: the cluster row takes every aligned fp16
 * call that fills the device in whole rounds (4096^3: 97% busy, 727 against stream-K's 658) but
 * those the lone row's tiles fill in one (cluster_share: 2048^3 on the lone row), stream-K long
 * calls whose last round is far from full (5120 x 5120 x 4096: 6.06 rounds of units), the
 * 128 x 192 row the shorter ones (3072^3), the 128 x 128 row problems that leave most SMs idle with
 * 128 x 256 tiles. That row states its k-loop (k_ns, variant.h): 4.6 ns per unit of K on the
 * H100, from 6.8 us at 256^3 and 24.4 at 128 x 4096 x 4096 (one round of 32 tiles; bench/results/
 * 2026-11-24-h100-s13/call1); 5.6 on the H200, the only GPU lent since, where the rows added
 * later state theirs (64-121 tiles in one round, 1024^3 to 1408^3 and 128 x 8192 x 4096: 5.3-6.0
 * ns, bench/results/2026-11-29-s47, calls 1-3; at 4.6 AUTO kept 128 x 8192 x 4096 on it, 28.1 us
 * against the 128 x 64 row's 23.5); and its bytes (tma_bytes). The lone 128 x 256 row states its
 * one-round k-loop too (fifty-first session, H200): 12.0 ns a unit of k, from 2048^3 (128 tiles,
 * 28.3 us) and 11008 x 256 x 1024 (86 tiles, 17.3-17.9 us), each less ~5 us of launch and fill.
 * Priced by its busy share of the memory rate alone, a one-round call of few tiles read 20.1 us
 * at 11008 x 256 x 1024, and AUTO sent it to the lone 192 x 192 row (5-7% slower). With it AUTO
 * moves 18 of the 6348-shape probe grid, all timed old row against new (bench/results/2026-11-29-
 * s51/call7): 14 faster (to 7%: 11008 x 256 x 512-1024, 2376 x 1280-1536 x 512-6144 from the
 * cluster row), 4 slower (256 x 14336 x 512 and 14336 x 256 x 512, NN and TN, from the 128 x 128
 * row: 2-7%); over the 152 shapes timed in the fiftieth and fifty-first sessions AUTO's picks lose
 * a mean 0.51% against the fastest row timed, 0.72% without it. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256 = {
    "hgemm_wgmma_128x256", TCGEMM_F16,        90,       693.0f,   kLimits,
    supports<Wide>,        launch<Wide>,      Wide::BM, Wide::BN, nullptr,
    busy_share<Wide>,      pitch_share<Wide>, nullptr,  nullptr,  12.0f,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256_c2 = {
    "hgemm_wgmma_128x256_c2",
    TCGEMM_F16,
    90,
    750.0f,
    kLimits,
    supports<WideCluster>,
    launch<WideCluster>,
    WideCluster::BM,
    WideCluster::BN,
    nullptr,
    busy_share<WideCluster>,
    cluster_share,
    nullptr,
    nullptr,
    0.0f,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x128 = {
    "hgemm_wgmma_128x128",
    TCGEMM_F16,
    90,
    521.0f,
    kLimits,
    supports<Square>,
    launch<Square>,
    Square::BM,
    Square::BN,
    nullptr,
    busy_share<Square>,
    residue_share<Square>,
    nullptr,
    tma_bytes,
    5.6f,
};
/* The 128 x 64 row. Measured on the H200 (bench/results/2026-11-29-s47, calls 1-3, against
 * the rows AUTO took before, NN and TN): 1024^3 10.0 us against the 128 x 128 row's 11.0-11.8,
 * 768^3 8.6 against 9.5-10.2, 256 x 4096 x 4096 21.2-22.4 against 26.0-28.8, 1024 x 1024 x 4096
 * 22-25 against 26-32, 7680 x 128 x 2560 18.1-19.1 against 19.3-20.3; level where the 64 x 64
 * row's tiles already fill a round (128 x 4096 x 4096), slower where they fit it better (512^3,
 * 64 x 4096 x 4096) or past one round (1280^3: 15.2-15.9 against 12.3-12.9). AUTO's figures are
 * its one-round ones on the H200 (no H100 measurement): 480 TFLOPS, 1024^3's k-loop (10.0 us
 * less 5.5 of launch and fill: 477), and 4.3 ns a unit of k (1024^3, 256 x 4096 x 4096, 1024 x
 * 1024 x 4096 and 128 x 8192 x 4096, all 128 tiles: 3.8-4.6); past one round tall_busy_share.
 * Its tiles' L2 traffic per flop is half again the 128 x 128 row's: 4096^3 ran at 416 TFLOPS. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x64 = {
    "hgemm_wgmma_128x64", TCGEMM_F16,        90,       480.0f,    kLimits,
    supports<Tall>,       launch<Tall>,      Tall::BM, Tall::BN,  nullptr,
    tall_busy_share,      pitch_share<Tall>, nullptr,  tma_bytes, 4.3f,
};
/* The 128 x 192 row. Measured on the H200 (call 3 there, NN and TN): 1536^3 17.6-18.2 us
 * against the 128 x 256 row's 21.1-21.7 (cuBLAS 14.8), 1664^3 19.0-19.4 against 22.3-22.9,
 * 1536 x 1536 x 4096 40-44 against 55-56, 11008 x 192 x 4096 38-40 against 128 x 64's 43-44,
 * 256 x 11008 x 1024 15.8-16.4 against 17.5-19.3, 2304^3 41.0-41.4 against 128 x 128's 43.1-43.6;
 * at 4096^3 230-240 against 188 (704 tiles, 5.3 rounds), at 8192^3 1667-1683 against 1656-1683.
 * AUTO: 665 TFLOPS, the lone 128 x 256 row's 693 times their ratio once each is divided by its
 * busy share, median of eight shapes from 1536 x 4096 x 1536 to 4096^3 timed in one call, each
 * scaled by cuBLAS's time in its own run (0.96, spread 0.84-1.02; bench/results/2026-11-29-s48/
 * call1; 0.90 at 4096^3 alone in the forty-seventh session's runs, whose 624 left 2304^3, 3072^3
 * and 1536 x 4096 x 1536 on the stream-K row, 15-33% slower); 8.3 ns a unit of k for a tile in
 * one round (1536^3, 1664^3, 1536 x 1536 x 4096, 11008 x 192 x 4096: 8.1-8.4, H200). */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x192 = {
    "hgemm_wgmma_128x192", TCGEMM_F16,           90,          665.0f,      kLimits,
    supports<Wide192>,     launch<Wide192>,      Wide192::BM, Wide192::BN, nullptr,
    busy_share<Wide192>,   pitch_share<Wide192>, nullptr,     nullptr,     8.3f,
};
/* The 192 x 192 rows (three consumer warpgroups). Measured on the H200 (bench/results/2026-11-29-
 * s50/call2, NN two rounds and TN, us): 3000^3 86.5-87.4 in clusters of two against stream-K's
 * 94.4 and the cluster row's 96.5 (cuBLAS 81), 2560 x 7000 x 2560 151.7-152.4 against 155-164,
 * 3072^3 82-84 against the 128 x 192 row's 84; level at 3008^3 (81-89); slower where 128 x 256
 * tiles fill the rounds (4096^3 233 against 184, 8192^3 1763-1798 against 1601-1674, 2560^3,
 * 2048 x 7000 x 2048) or 128 x 192 ones fit better (1536^3, 2304^3). AUTO: 700 TFLOPS for both,
 * at which the model's estimates met those twelve NN shapes' times (median ratio 1.00, 0.86-1.06);
 * the lone row off 128-byte lines at the lone rows' pitch share (3000^3: 109 us). And a k-loop
 * (k_ns) for a round of tiles: one-round calls measured 12.0-13.7 ns a unit of k lone and
 * 13.3-15.8 in pairs (1.5 times the 128 x 192 row's 8.3 for 1.5 times its work; calls 3-4).
 * Without it 12 of 34 sampled calls AUTO moved ran slower on the new row (to 9.8%: 5000^2 x 3000,
 * 2000 x 1512 x 3000, 1280 x 3072 x 1024: calls of several rounds or where the estimates lay
 * within 3%). 14.0 for both: the k-loop at which AUTO's picks lose least against the fastest
 * row timed, by the same-row % of cuBLAS (the board's clock drifts within one run, so not by
 * time) over the 93 shapes of the fiftieth session's calls 2-5 and 9: a mean 0.6% against 1.5%
 * at the former 14.5 / 15.5, which kept calls of several rounds on slower rows (2560 x 7000 x
 * 2560 on the cluster row, 93.7% of cuBLAS against the pairs' 101.7). At 14.0 / 14.0 AUTO moves
 * 241 of a 6348-shape probe grid; of a sixth of them timed old row against new (bench/results/
 * 2026-11-29-s51/call1), 38 of 41 ran faster (median 0.958 of the old time, 0.886 at best) and
 * 3 slower: 11008 x 256 x 1024 TN by 7.4% (one round, where the lone 128 x 256 row is faster:
 * won back once that row stated its own one-round k-loop, see its descriptor), 2376 x 5120 x 2048
 * TN by 3.9% (the pairs against the repack's), 5000 x 2560 x 3000 TN by 1.2%. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_192x192 = {
    "hgemm_wgmma_192x192", TCGEMM_F16,       90,      700.0f,  kLimits,
    supports<Big>,         launch<Big>,      Big::BM, Big::BN, nullptr,
    busy_share<Big>,       pitch_share<Big>, nullptr, nullptr, 14.0f,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_192x192_c2 = {
    "hgemm_wgmma_192x192_c2",
    TCGEMM_F16,
    90,
    700.0f,
    kLimits,
    supports<BigCluster>,
    launch<BigCluster>,
    BigCluster::BM,
    BigCluster::BN,
    nullptr,
    busy_share<BigCluster>,
    residue_share<BigCluster>,
    nullptr,
    nullptr,
    14.0f,
};
/* Measured (bench/results/2026-11-24-h100-s14/call7; predicted in call 6: k_ns 2.3, 300 TFLOPS):
 * 272-280 TFLOPS at 2048^3-4096^3, where its tiles' L2 traffic (256 bytes a tile per unit of k,
 * against 512 for four times the work at 128 x 128) bounds it; alone on an SM a tile's k-loop
 * took 2.8-2.9 ns per unit of k (2560 x 64 x 2560 in 13.0 us, 1760 x 128 x 1760 in 10.4: 40
 * and 56 tiles, 5.5 us of fill and launch). The 128 x 128 row's TMA share. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_64x64 = {
    "hgemm_wgmma_64x64", TCGEMM_F16,           90,        280.0f,    kLimits,
    supports<Small>,     launch_small,         Small::BM, Small::BN, nullptr,
    busy_share<Small>,   residue_share<Small>, nullptr,   tma_bytes, 2.9f,
};
/* Stream-K's rate: 704 TFLOPS at 4096^3 when first measured (wgmma2 above), 607 and 637 at
 * 4096^3 and 8192^3 in the seventeenth session's run (bench/results/2026-11-25-h100-s17/call5:
 * 0.226 and 1.727 ms, the cluster row 0.201 and 1.603 in the same run), 600-650 on the padded
 * tiles of the shapes AUTO gave it (2048 x 7000 x 2048 97.9 us against the cluster row's 91.6,
 * 3008 x 4104 x 2000 89.2 against 91.8: bench/results/2026-11-26-s18/call1, an H200). At 704
 * AUTO sent it calls whose last round the cluster row fills to 85% (2048 x 7000 x 2048: 9.6%
 * slower). At 630, as if stream-K kept every SM busy for free, it sent it 1.2-2.2 rounds of units
 * that the 128 x 192 row ran 7-33% faster (3072^3, 2304^3, 1536 x 4096 x 1536). Now the rate of
 * the cluster row's tiles without its deferred epilogue (715: 0.955 of 750, the median of this
 * row run with no units shared out against the cluster row, eight shapes, bench/results/2026-11-
 * 29-s48/call1) and a busy share that charges the hand-over (kStreamKHandOverS): 658 at
 * 4096^3, where the old figure was measured. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256_c2_sk = {
    "hgemm_wgmma_128x256_c2_sk",
    TCGEMM_F16,
    90,
    (float)kStreamKTflops,
    kLimitsStreamK,
    supports<WideClusterStreamK>,
    launch<WideClusterStreamK>,
    WideClusterStreamK::BM,
    WideClusterStreamK::BN,
    stream_k_workspace,
    busy_share<WideClusterStreamK>,
    stream_k_share,
    nullptr,
    nullptr,
    0.0f,
};
