/* skinny_stream.cuh — the streaming branch of the skinny path on sm_80 and newer (hgemm_skinny,
 * sgemm_skinny): S = min(M, N) <= 48 rows of X (fp16: one to three m16 tiles; fp32: up to 16
 * rows a thread, beyond that in two halves of the block) against a W that is read once, either wide
 * enough to give every SM a slab (LLM decode: 1..16 x 4096 x 4096) or deep (1024 x 16 x 500000, 16
 * x 1024 x 500000: few slabs, K split). docs/06_skinny_and_splitk.md.
 *
 * Idea: a memory-bound call must keep DRAM's queue full from the first byte to the last. The
 * register batches of skinny_decode.cuh do not: each thread issues 16 loads, waits for all of
 * them, computes, issues the next 16, and with every SM in step a 1 x 4096 x 4096 call is two
 * bulk round trips with the queue drained between them (60% of DRAM's peak, ncu, run5). Here
 * one block of 8 warps an SM streams W through a ring of kStages shared-memory stages filled by
 * cp.async (on sm_90: by TMA, Stage's comment): a stage is refilled as soon as the block has
 * consumed it, so kStages - 1 stages (80 KiB) are always asked for (fp16's decode grid, where
 * the device has the room: kDeepStages - 1, 112 KiB). Little's law wants 3 TB/s x ~1-2 us loaded
 * latency / 132 SMs = 23-45 KiB in flight per SM.
 *  - Two grids. Decode (slabs of kLb = 32 values of l fill 0.9 of the SMs or more): one block a
 *    slab, all of K, its warps' sums meet in shared memory and go to C (no workspace). Deep K
 *    (fewer slabs): slabs of kDeepLb = 64, the stages of all slabs in one slab-major order, and
 *    one block an SM takes an equal run of them (at least kMinStages), so the grid is one whole
 *    wave whatever the slabs (1024 x 16 x 500000: 16 slabs x 3907 stages, 132 runs of ~474;
 *    skinny.cuh's split-K asked for 16 KiB per block in register batches and waited on a grid-
 *    wide counter). Where a slab ends inside a block's run, the block writes its warps' sums
 *    (a record) to the workspace with plain stores and goes on; at the end every block of a
 *    slab counts itself in on the slab's counter and the last adds the slab's records in record
 *    order: fixed, so the same bits on every call; no float atomics. Records: (blocks + slabs
 *    - 1) x 8 warps x 16 (fp32: SP) x 64 floats (5.2 MiB for fp16 1024 x 16 on 132 SMs), in the
 *    handle's split-K area (fp16 adds its warps' sums in shared memory first and stores one
 *    part as a run's last record). The deep grid runs only as a full wave (one block an SM, at
 *    least kMinStages each, the records fitting the workspace); other calls keep the kernels of
 *    skinny.cuh and skinny_decode.cuh, as does every call on a handle without workspace.
 *    On sm_90, where a slab's blocks fit a cluster (Grid::cluster), the deep grid is launched as
 *    clusters, a slab each, whose blocks add their sums through each other's shared memory:
 *    no records, counter or workspace (stream_body).
 *  - A stage is 16 KiB of W (fp16 kLb = 32: 256 values of k, 64: 128; fp32 half of that) and
 *    the same k of X (from L2: every block reads the same X). K-major W (nn.Linear's weight, A
 *    of a small-N NN call) is copied as rows of 512 (256) contiguous bytes, L-major W (B of a
 *    small-M NN call) as rows of 64 (128) bytes. X is kept as it lies: [s][k] (row-major A of a
 *    small-M call) or [k][s] (row-major B of a small-N call, rows of S values). Edges (the tail
 *    of K, the last slab's l, X's rows past S) are zero-filled by the copy itself (cp.async's
 *    src-size), so the loop has no edge branch. The wider deep-K slab halves X's copies per
 *    byte of W (fp16 16 rows: 4 KiB a stage, not 8).
 *  - fp16 multiplies on the tensor cores: mma.sync m16n8k16 with X as the 16-row A operand
 *    (ldmatrix, .trans for [k][s]) and W as B (ldmatrix, .trans for L-major W). 16 rows of X
 *    cost little more than one: 8 FMA per byte of W at 16 rows would need 107 of the 128
 *    FMA/clock an SM's CUDA cores have.
 *  - fp32 multiplies on the CUDA cores (no TF32): a thread owns 4 values of l and 4 of k of a
 *    stage, one LDS.128 per row of X ([s][k]) or per 4 rows ([k][s]) for 16 FMAs per row.
 * Rows padded by 16 bytes in shared memory keep ldmatrix's 8 rows and the fp32 reads on 8
 * different bank groups.
 *  - Beyond 16 rows (eighth session): fp16 feeds each fragment of W to 2-3 m16 tiles of X in
 *    slabs of kDeepLb, the warps splitting a stage's l in two as well as its k (4 parts a block,
 *    half the records); fp32 splits X's rows between the two halves of the block (tenth
 *    session; before, row groups of 16 in consecutive blocks read W once from DRAM and again
 *    from L2 for each group after the first). An L-major W with rows off 16-byte alignment
 *    (MIS) is copied from each row's 16-byte boundary and read at its shift, element by element
 *    (up to 7 elements before a row are read, never used: as the Hopper kernel's residue maps);
 *    sm_90 brings those rows by TMA, V maps of every V-th row (Stage's TMA comment).
 *  - A K-major W on the decode grid (twentieth session): block b starts its slab at stage
 *    b % stages, so that the blocks do not all ask for the same k of X and of W's rows at once.
 * Limits: sm_80 and newer, not in a portable build (cp.async, ldmatrix and mma.sync are inline
 * PTX); W's rows 16-byte aligned unless W is L-major; X 16-byte aligned and its rows along k or
 * along s 16-byte aligned (fp16 1024 x 4 x K with B dense has 8-byte rows: skinny.cuh); the ring
 * (141-226 KiB) within the shared memory a block may opt in to (an sm_86/89 GPU keeps the register
 * kernel); K-major W in more than one wave of decode blocks stays with skinny_decode.cuh where that
 * takes it (measured faster there: skinny_branches.cuh). Other calls take skinny.cuh.
 * Measured, decode grid (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench medians, commit
 *   ed12ee6, cuBLAS same run, floor = A + B + C once at the 2965 GB/s a copy measured; bench/
 *   results/2026-11-23-h100-skinny/run6): fp16 1 x 4096 x 4096 16.5 us NN / 16.8 NT (register
 *   batches: 18.2 / 17.9; floor 11.3; cuBLAS 16.4 / 20.6), 16 rows 20.1 / 19.7 (hgemm_mma_64x64:
 *   32); fp32 1 row 27.8 / 27.6 (floor 22.6), 8 rows 31.8 / 32.6 (cuBLAS 45 / 49). The kernel
 *   alone (ncu): 16.5 us at 65% of DRAM's peak, SMs holding a block 75% of it: blocks that the
 *   memory serves unevenly finish up to ~4 us apart. Items taken from a counter did not fix
 *   that (runs 7-8, docs/performance_log.md): 31.7 us, ncu showing the SMs' instruction
 *   throughput at the same 23% over twice the time. With one block of 8 warps an SM (6.4 cycles
 *   between a warp's instructions) the consumer's instructions per stage, not the bytes, set
 *   the pace once the schedule adds to them; more warps per stage is the next thing to try.
 *   Deep-K grid (commit 0134c38, bench/results/2026-11-23-h100-s7/final/deepk.txt; floor at
 *   2965 GB/s): fp16 1024 x 16 x 500000 0.460 ms (1.31x floor, 0.81x cuBLAS; skinny.cuh's
 *   split-K took 0.750 in the same session), 512 x 8 0.236 ms (1.35x), 16 x 1024 0.428 (1.22x),
 *   512 x 1 0.212 (1.23x); fp32 1024 x 16 1.04 ms (1.49x, 1.13x cuBLAS; was 1.17), 512 x 8
 *   0.402 (1.15x, 1.40x cuBLAS; was 0.562), 512 x 1 0.383 (1.11x), 1024 x 4 0.772 (1.12x). The
 *   prediction was 1.14x everywhere (0.88 of the copy rate); fp16 16 rows and fp32 16 rows
 *   fall short of it, fp32 up to 8 rows meet it. Beyond 16 rows and misaligned W (commit
 *   f161859, bench/results/2026-11-23-h100-s8/call4): fp16 35 x 8457 x 4096 (odd ldb) 65 us,
 *   1.18x cuBLAS (117.5 us before, through a copy of B); 35 x 700 x 2048 19 us (81.6 before);
 *   fp32 35 x 700 x 2048 28.4 us (45.4). ncu: 8 warps an SM issuing every 5.2-5.8 cycles, a
 *   third of it on fixed-latency dependencies, DRAM 28-44% busy: issue-bound, not memory-bound.
 *   TMA-fed fp16 stages and 17-32 rows on the decode grid (commits 1a8a754, eb42e82, bench/
 *   results/2026-11-23-h100-s9): 1 x 4096 x 4096 16.4-16.7 us NN and NT (17.6-17.9 with
 *   cp.async in the same lease), 16 rows 16.6 (20.4), 32 rows 17.5 (32.5 on hgemm_mma_64x64);
 *   deep K 1024 x 16 x 500000 0.390 ms (1.11x floor; 0.452), 512 x 8 0.210 (1.20x; 0.234), 16
 *   x 1024 0.404 (1.15x; 0.425), 512 x 1 0.195 (1.13x; 0.217). ncu, 1 x 4096 x 4096: DRAM 62%
 *   busy over the call, 12.9 cycles between a warp's instructions: no longer issue-bound; the
 *   single wave's head (the first stage's latency) and uneven ends are what is left.
 *   fp32 rows in halves, fp16 short slabs to 16 stages (tenth session, bench/results/2026-11-23-
 *   h100-s10, AUTO against e000d94 in the same lease): fp32 35 x 8457 x 4096 0.280 -> 0.153 ms
 *   NN (0.78x cuBLAS; NT 0.132, 0.93x), 24 x 11008 x 4096 0.274 -> 0.127 (1.03x), 32 x 4096 x
 *   4096 0.129 -> 0.062; fp16 2560 x 16 x 2560 22.0 -> 11.7 us, 16 x 1000 x 4096 35.7 -> 12.9.
 *   Deep grid with a whole number of blocks a slab: fp16 1024 x 16 x 500000 0.390 -> 0.364 ms
 *   (1.04x floor, 1.02x cuBLAS), 512 x 8 0.209 -> 0.194 (1.11x floor); with the last block's
 *   reduction widened, 512 x 8 0.190 (1.08-1.09x), fp32 1024 x 16 1.00 -> 0.96 ms.
 *   Twentieth session (bench/results/2026-11-26-s20, old and new alternated in one call):
 *   staggered stages, fp16 4096 x 16 x 4096 18.5 -> 17.3 us (H100, 0.94x -> 1.01x cuBLAS);
 *   misaligned W by TMA, fp16 1 x 32001 x 4096 NN 167 -> 132 us, 35 x 8457 x 4096 65.7 -> 53.6
 *   (1.18x -> 1.45x cuBLAS), 16 x 700 x 2048 16.3 -> 13.1 (an H200). Twenty-first session
 *   (bench/results/2026-11-26-s21/call8, H100): the fp16 deep grid's tail (one-part records,
 *   one batch of loads for few records, one thread's fences), 35 x 700 x 2048 17.6 -> 14.4 us,
 *   35 x 8457 x 4096 58.5 -> 52.0, 512 x 8 x 500000 190 -> 185. Twenty-second session (bench/
 *   results/2026-11-26-s22, H100): the deep grid as clusters, fp16 35 x 700 x 2048 12.5 -> 10.9
 *   us, fp32 19.5 -> 16.1, fp32 1760 x 16 x 1760 21.9 -> 14.8, fp32 16 x 704 x 2048 21.8 -> 11.4.
 *   Twenty-third session (bench/results/2026-11-26-s23/call1, H100): fp32 stages by TMA, 1024 x
 *   16 x 500000 985 -> 761 us (1.10x the floor), 32 x 4096 x 4096 69.8 -> 41.7, 35 x 8457 x 4096
 *   NN 167 -> 115, 6144 x 32 x 2048 58.8 -> 47.7; X [k][s] in wider boxes (call 6), fp32 6144 x
 *   32 x 2048 47.9 -> 46.0, 6144 x 48 x 2048 65.2 -> 61.3, fp16 5000 x 24 x 4096 34.0 -> 32.0.
 *   Forty-third session (bench/results/2026-11-28-s43/call4, H200): fp16 X [k][s] of 16 or 32
 *   halves a row read as 128-byte rows (Stage::kXPack), 4096 x 16 x 4096 NN 16.2 -> 14.1 us
 *   (0.97x -> 1.1-1.4x cuBLAS), 8192 x 16 x 4096 27.5 -> 23.9, 2560 x 16 x 4096 13.8 -> 11.8.
 */
#pragma once

#include <algorithm>

#include "ptx.cuh"
#include "skinny_decode.cuh"
#include "tma.cuh"

namespace tcgemm {
namespace skinny {
namespace stream {

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;
constexpr int kLb = 32;                /* values of l per block on the decode grid */
constexpr int kDeepLb = 64;            /* ... on the deep-K grid: X's copies per byte of W halved */
constexpr int kStageBytes = 16 * 1024; /* of W per stage */
constexpr int kStages = 6;
/* fp16's decode grid, where the device has the room (Stage::DEEP_, with_stage_lb): a block streams
 * its slab in 16 stages, and 7 asked for ahead, not 5, bring more of it in at the start. H200
 * (bench/results/2026-11-30-s54/call3, each three times, us): 1 x 4096 x 4096 NN 15.3 -> 14.6, 4 x
 * 4096 x 4096 NN 15.4 -> 14.8, NT 2 rows 14.6 -> 14.0, 4 rows 14.6 -> 14.1, 8 rows 13.7 -> 13.5, 16
 * rows level. Not elsewhere: on the deep grid (~470 stages a block, bound by DRAM) fp16 1024 x 16 x
 * 500000 ran 260 -> 261.5 and 512 x 8 x 500000 135.4 -> 136.8; fp32, whose FMAs bound it, 0-5%
 * slower (2560 x 16 x 2560 21.1 -> 22.2, 1024 x 16 x 500000 586 -> 596). */
constexpr int kDeepStages = 8;
constexpr size_t kMaxRingBytes = 227 * 1024; /* sm_90's opt-in: no other device has more */
/* Deep K: stages per block at least. fp16 2 since its tail is short (35 x 700 x 2048: 14.4 ->
 * 12.8 us with 88 blocks, not 44; bench/results/2026-11-26-s21/call6); fp32 4 (~1 ring's worth),
 * its tail unchanged. */
template <typename T>
constexpr int kMinStages = sizeof(T) == 2 ? 2 : 4;
/* A slab of kLb this short is streamed by its own block in a few round trips of the ring, so
 * calls with too few slabs to fill the SMs still take the decode grid (no split, no reduction)
 * when K is this short: fp16 1760 x 16 x 1760, 55 blocks of 7 stages, 23.4 -> 9.1-9.7 us
 * (bench/results/2026-11-23-h100-s9/call7, at 8 stages; fp32 1024 x 16 x 1024 13.8 -> 15.0).
 * fp16 up to 16 stages (256 KiB of W a block; tenth session: 2560 x 16 x 2560's 10 stages). */
template <typename T>
constexpr int kShortStages = sizeof(T) == 2 ? 16 : 8;

/* The least power of two at or above n (n >= 1). */
constexpr int pow2_at_least(int n)
{
    return n <= 1 ? 1 : 2 * pow2_at_least((n + 1) / 2);
}

/* One stage of the ring: W's piece, then X's, rows padded by one 16-byte vector. X is kept as
 * it lies in memory: [s][k] when contiguous along k (row-major A of a small-M call), [k][s]
 * when contiguous along s (row-major B of a small-N call: rows of S values). LB values of l. */
template <typename T_, int SP_, bool KMAJOR_, bool XKMAJOR_, int LB_, bool MIS_, bool DEEP_ = false>
struct Stage {
    using T = T_;
    static constexpr int SP = SP_, LB = LB_;
    static constexpr bool KMAJOR = KMAJOR_, XKMAJOR = XKMAJOR_;
    /* W's rows not 16-byte aligned (L-major only): each row of a stage is copied from its
     * 16-byte boundary at or before l0, so it lands shifted by 0 .. V - 1 elements, and the
     * consumer reads W element by element at the row's shift (w_shift) instead of by ldmatrix. */
    static constexpr bool MIS = MIS_;
    static_assert(!MIS || !KMAJOR, "misaligned W: L-major only (rows along l)");
    static constexpr bool kTensor = sizeof(T) == 2;
    static constexpr int V = Vec<T>::V;
    static constexpr int kKc = kStageBytes / (LB * (int)sizeof(T)); /* k per stage */
    static constexpr int kWPitch = KMAJOR ? kKc + V : LB + V;       /* W: [l][k] or [k][l] */
    static constexpr int kWElems = KMAJOR ? LB * kWPitch : kKc * kWPitch;
    static constexpr int kXChunks = (SP + V - 1) / V; /* [k][s]: 16-byte pieces of a row */
    static constexpr int kXPitch = XKMAJOR ? kKc + V : (kXChunks + 1) * V;
    static constexpr int kXElems = XKMAJOR ? SP * kXPitch : kKc * kXPitch;
    static constexpr int kElems = kWElems + kXElems;
    /* sm_90: a stage arrives by TMA, issued by one thread and counted on the stage's mbarrier,
     * instead of as 16-byte cp.async pieces that every thread addresses, clamps and issues (fp16:
     * 406 of the stage loop's 459 instructions; fp32 since the twenty-third session). TMA writes
     * dense boxes, so rows are not padded; each box carries the swizzle of its row length
     * (tma.cuh), which keeps ldmatrix's 8 rows (and fp32's float4 reads) on different bank groups
     * as the padding did. Boxes: K-major W kWBoxK values of k (128 bytes) x LB rows; L-major W
     * rows of kWRow bytes (LB values, or 32 of fp32's 64) side by side along l; X [k][s] rows of
     * kXRowBytes (SP values to the next power of two, 32-128 bytes: kXBoxS values) x kKc, side
     * by side along s (until the twenty-third session 32-byte rows, so four pieces a row of X for
     * the copy engine at 32 fp32 rows, where X laid [k][s] ran 13% slower than [s][k]), fp32's
     * unswizzled (a warp reads rows k and k + 4 at one column, two addresses, one wavefront, in
     * any layout; unswizzled, a thread's 16 loads of a stage are one address plus constants, as
     * its K-major W loads are: consume; fp32 1024 x 16 x 500000 601 -> 588 us, 4096 x 16 x 4096
     * 29.0 -> 28.1, bench/results/2026-11-29-s45/call4); X [s][k]
     * fp16 64 values of k x SP rows, fp32 one unswizzled box of kKc x SP (a swizzled box of fewer
     * than 8 rows would not start on its pattern's 1024-byte step). TMA zero-fills past the
     * tensors' edges (the tail of K, the last slab's l, rows of X past S) as cp.async's src-size
     * did. MIS (twentieth session): rows k = k0 + j + V i of a stage lie V rows of W apart, a
     * multiple of 16 bytes, so V maps (one per j, each from row j's 16-byte boundary, like the
     * Hopper kernel's residue maps) read them as V unswizzled boxes of LB + V values a row: row
     * k of the stage lands at row w_row(k) = k % V * kKc / V + k / V, at its shift, in the
     * padded pitch of the cp.async layout. Issued as cp.async pieces (each thread addressing,
     * shifting and clamping its own), fp16 1 x 32001 x 4096 NN took 167 us (a 63 us floor) and
     * 16 x 700 x 2048 16.3 (16 x 704 x 2048: 7.8); by TMA 132 and 13.1 (an H200, bench/results/
     * 2026-11-26-s20/call5, call7). */
    static constexpr int kWBoxK = 128 / (int)sizeof(T);
    static constexpr int kWRow = LB * (int)sizeof(T) < 128 ? LB * (int)sizeof(T) : 128;
    static constexpr int kXRowBytes =
        std::min(128, pow2_at_least(std::max(SP *(int)sizeof(T), 32)));
    static constexpr int kXBoxS = kXRowBytes / (int)sizeof(T);
    static constexpr int kXBoxes = (SP + kXBoxS - 1) / kXBoxS;
    static constexpr bool kXSwizzled = kTensor;
    static constexpr int kTmaWBytes = MIS ? kWElems * (int)sizeof(T) : kStageBytes;
    static constexpr int kTmaXBytes =
        (XKMAJOR ? SP : kXBoxes * kXBoxS) * kKc * (int)sizeof(T); /* as the boxes land */
    static constexpr int kTmaStageBytes = (kTmaWBytes + kTmaXBytes + 1023) / 1024 * 1024;
    static_assert(kTmaWBytes % 1024 == 0 && (!XKMAJOR || !kXSwizzled || SP * 128 % 1024 == 0) &&
                      (XKMAJOR || kKc * kXRowBytes % 1024 == 0),
                  "swizzled boxes on their pattern's 1024-byte steps");
    /* Room for a ring of `stages` in either layout, and for TMA's 1024 bytes to align it. */
    static constexpr size_t ring_room(int stages)
    {
        return std::max(stages * kElems * sizeof(T),
                        static_cast<size_t>(kTmaStageBytes) * stages + 1024);
    }
    /* DEEP_: kDeepStages where that fits kMaxRingBytes (with_stage_lb takes it on fp16's decode
     * grid where the device has the room); kStages otherwise. */
    static constexpr int kStages = DEEP_ && ring_room(kDeepStages) <= kMaxRingBytes
                                       ? kDeepStages
                                       : ::tcgemm::skinny::stream::kStages;
    static constexpr size_t kRingBytes = ring_room(kStages);
    /* A stage's elements and where its X starts, in either layout. */
    template <bool Tma>
    static constexpr int kSlot = Tma ? kTmaStageBytes / (int)sizeof(T) : kElems;
    template <bool Tma>
    static constexpr int kXAt = Tma ? kTmaWBytes / (int)sizeof(T) : kWElems;
    /* MIS: the row of the stage that holds its k-th row of W (as the boxes land, or as
     * cp.async copies them). */
    template <bool Tma>
    static __device__ __forceinline__ int w_row(int k)
    {
        return Tma ? k % V * (kKc / V) + k / V : k;
    }
    /* Element offsets of W(l, k) and X(s, k) within their part of a stage (k, l from the
     * stage's first). */
    template <bool Tma>
    static __device__ __forceinline__ int w_at(int l, int k)
    {
        constexpr int e = (int)sizeof(T);
        if constexpr (Tma)
            return (KMAJOR ? k / kWBoxK * LB * 128 + sm90::swizzled_offset(l, k % kWBoxK * e, 128)
                           : l * e / kWRow * kKc * kWRow +
                                 sm90::swizzled_offset(k, l * e % kWRow, kWRow)) /
                   e;
        else
            return KMAJOR ? l * kWPitch + k : k * kWPitch + l;
    }
    template <bool Tma>
    static __device__ __forceinline__ int x_at(int s, int k)
    {
        constexpr int e = (int)sizeof(T);
        if constexpr (Tma && XKMAJOR && !kXSwizzled)
            return s * kKc + k;
        else if constexpr (Tma && !kXSwizzled)
            return s / kXBoxS * kKc * kXBoxS + k * kXBoxS + s % kXBoxS;
        else if constexpr (Tma)
            return (XKMAJOR ? k / kWBoxK * SP * 128 + sm90::swizzled_offset(s, k % kWBoxK * e, 128)
                            : s / kXBoxS * kKc * kXRowBytes +
                                  sm90::swizzled_offset(k, s % kXBoxS * e, kXRowBytes)) /
                   e;
        else
            return XKMAJOR ? s * kXPitch + k : k * kXPitch + s;
    }
    /* X [k][s] packed (Params::x_packed): rows of exactly SP halves, one after another in
     * memory, read as one box of 128-byte rows, each holding kXPack rows of k, so that the copy
     * engine moves X in 128-byte rows as it moves W, not in SP * 2-byte ones. X(s, k) of the
     * stage lies at row k / kXPack of the box, kXPack a row, in its 128-byte swizzle; ldmatrix
     * reads it by 16-byte rows wherever they lie. */
    static constexpr int kXPack = std::max(1, 128 / (SP * (int)sizeof(T)));
    static __device__ __forceinline__ int x_packed_at(int s, int k)
    {
        constexpr int e = (int)sizeof(T);
        return sm90::swizzled_offset(k / kXPack, (k % kXPack * SP + s) * e, 128) / e;
    }
    /* fp16: SP / 16 row tiles of m16n8 fragments, LB / 8 each; fp32: kRows rows of 4 values of
     * l. */
    static constexpr int kMt = kTensor ? SP / 16 : 1;
    /* fp16 beyond 16 rows: the warps split a stage's l in two halves as well as its k in four,
     * so a block's sums are 4 parts, not 8 (half the records: 35 x 8457 x 4096's deep grid fits
     * the workspace) for X read twice from shared memory, not once. */
    static constexpr int kLSplit = kTensor && SP > 16 ? 2 : 1;
    /* fp32 beyond 16 rows: the warps split X's rows in two halves (row_half), each thread
     * covering twice the stage's k for its half, so a thread keeps 4 x SP / 2 sums (at most 96
     * registers) and W crosses DRAM and shared memory once for all rows. */
    static constexpr int kRSplit = !kTensor && SP > 16 ? 2 : 1;
    static constexpr int kRows = SP / kRSplit;
    static constexpr int kParts = kWarps / kLSplit / kRSplit;
    static constexpr int kAcc = kTensor ? kMt * (LB / 8 / kLSplit) : kRows;
    static_assert(kTensor || kRSplit == 1 || kRows % 4 == 0, "fp32: halves of whole row quads");
    /* A part's sums, [s][l] in floats, and a block's. */
    static constexpr int kPart = SP * LB;
    static constexpr int kRecord = kParts * kPart;
    static_assert(!kTensor || SP % 16 == 0, "fp16: whole m16 tiles of X");
    static_assert((kRecord + kPart) * sizeof(float) <= kRingBytes,
                  "a block's sums and their total fit the idle ring");
};

/* fp32 with row halves (kRSplit): the rows [r0, r0 + n) that the warps of thread t's half take,
 * ceil(S / 2) rounded up to whole quads in the first half, so that both halves do about the same
 * number of FMAs whatever S (35 rows: 20 and 15, not 24 and 11). */
template <class S>
__device__ __forceinline__ int row_half(const Params &p, int t, int &r0)
{
    if constexpr (S::kRSplit == 1) {
        r0 = 0;
        return S::SP;
    } else {
        const int first = min((p.S + 7) / 8 * 4, S::kRows), half = t / (kThreads / 2);
        r0 = half * first;
        return half ? p.S - first : first;
    }
}

/* MIS: the shift of row k of W (elements past the 16-byte boundary that its copy starts at).
 * l0 and a stage's first k are multiples of V, so it depends on the row alone. */
template <class S>
__device__ __forceinline__ int w_shift(const Params &p, int k)
{
    return (int)((reinterpret_cast<uintptr_t>(p.W) / sizeof(typename S::T) +
                  (unsigned long long)k * (unsigned long long)p.wk) %
                 S::V);
}

/* 16 bytes at src, of which `bytes` (0..16, a multiple of 2) are read and the rest zero-filled.
 * Exact: a part of a chunk is read in 4-byte pieces. cp.async with fewer source bytes
 * than 16 reads only those, but compute-sanitizer's memcheck counts all 16, and a matrix's last
 * chunk can end its allocation (a misaligned row's, or a lone X row's): reported as reads past
 * it in the GPU tests (bench/results/2026-11-26-s19/call4). Only the last stage of K holds such
 * a chunk, and only it takes the exact form: the branch in every stage's copy loop cost 1.4-1.8x
 * on DeepBench's misaligned shapes (call 5), and 2-byte loads there 5-9% on short calls (call 6:
 * a synchronous load holds its warp). */
template <bool Exact>
__device__ __forceinline__ void copy16(void *dst, const void *src, int bytes)
{
    if (!Exact || bytes == 0 || bytes == 16) {
        cp_async_16_zfill(smem_u32(dst), src, bytes);
        return;
    }
    /* Whole 4-byte pieces by cp.async (asynchronous, as the rest of the stage), zeros past
     * them, and a last half (an odd count of halves) by a plain load. */
    const char *from = static_cast<const char *>(src);
    uint32_t *to = static_cast<uint32_t *>(dst);
#pragma unroll
    for (int i = 0; i < 4; ++i) {
        const int left = bytes - 4 * i;
        if (left >= 4)
            cp_async_4(smem_u32(to + i), from + 4 * i, 4);
        else
            to[i] = left == 2 ? *reinterpret_cast<const uint16_t *>(from + 4 * i) : 0u;
    }
}
__device__ __forceinline__ int clamp16(long long bytes)
{
    return bytes < 0 ? 0 : bytes > 16 ? 16 : (int)bytes;
}

/* The stage of W(l0 .. l0 + LB, k0 .. k0 + kKc) and of X's same k into `slot`. */
template <class S, bool Exact>
__device__ __forceinline__ void issue(const Params &p, typename S::T *slot, int k0, int l0)
{
    using T = typename S::T;
    constexpr int V = S::V, kChunks = S::LB * S::kKc / V;
    const T *W = static_cast<const T *>(p.W), *X = static_cast<const T *>(p.X);
    static_assert(kChunks % kThreads == 0, "whole chunks per thread");
    if constexpr (S::MIS) { /* one chunk more a row: from its 16-byte boundary on */
        constexpr int kRow = S::LB / V + 1;
        for (int c = threadIdx.x; c < S::kKc * kRow; c += kThreads) {
            const int r = c / kRow, k = k0 + r;
            const long long first = (long long)l0 - w_shift<S>(p, k) + c % kRow * V;
            const int bytes = k < p.K ? clamp16((p.L - first) * (long long)sizeof(T)) : 0;
            copy16<Exact>(slot + r * S::kWPitch + c % kRow * V, bytes ? W + k * p.wk + first : W,
                          bytes);
        }
    } else {
#pragma unroll
        for (int i = 0; i < kChunks / kThreads; ++i) {
            const int c = threadIdx.x + i * kThreads;
            if constexpr (S::KMAJOR) { /* a warp copies whole 16-byte runs of rows */
                const int r = c / (S::kKc / V), k = k0 + c % (S::kKc / V) * V, l = l0 + r;
                const int bytes = l < p.L ? clamp16((long long)(p.K - k) * sizeof(T)) : 0;
                copy16<Exact>(slot + r * S::kWPitch + (k - k0), bytes ? W + l * p.wl + k : W,
                              bytes);
            } else {
                const int r = c / (S::LB / V), l = l0 + c % (S::LB / V) * V, k = k0 + r;
                const int bytes = k < p.K ? clamp16((long long)(p.L - l) * sizeof(T)) : 0;
                copy16<Exact>(slot + r * S::kWPitch + (l - l0), bytes ? W + k * p.wk + l : W,
                              bytes);
            }
        }
    }
    T *xs = slot + S::kWElems;
    if constexpr (S::XKMAJOR) {
        for (int c = threadIdx.x; c < p.S * (S::kKc / V); c += kThreads) {
            const int s = c / (S::kKc / V), k = k0 + c % (S::kKc / V) * V;
            const int bytes = clamp16((long long)(p.K - k) * sizeof(T));
            copy16<Exact>(xs + s * S::kXPitch + (k - k0), bytes ? X + s * p.xs + k : X, bytes);
        }
    } else { /* rows of S values; pieces past S zero-filled, so every row read is defined */
        for (int c = threadIdx.x; c < S::kKc * S::kXChunks; c += kThreads) {
            const int r = c / S::kXChunks, s = c % S::kXChunks * V, k = k0 + r;
            const int bytes = k < p.K ? clamp16((long long)(p.S - s) * sizeof(T)) : 0;
            copy16<Exact>(xs + r * S::kXPitch + s, bytes ? X + (long long)k * p.xk + s : X, bytes);
        }
    }
}

/* The tensor maps of a call whose stages arrive by TMA (on sm_90, Stage's TMA comment): W as its
 * rows lie (K-major: rows of l along k; L-major: rows of k along l), X likewise. Unused otherwise.
 */
template <bool MIS>
struct Maps {
    CUtensorMap w, x;
};
template <>
struct Maps<true> {
    CUtensorMap w[8], x; /* w[j]: rows k = j mod V of W (Stage's TMA comment) */
};

#if __CUDA_ARCH__ >= 900
/* The stage of W(l0 .. l0 + LB, k0 .. k0 + kKc) and of X's same k into `slot`, by TMA: one
 * thread, every box counted on `bar`. */
template <class S>
__device__ __forceinline__ void issue_tma(const Maps<S::MIS> &maps, typename S::T *slot,
                                          uint64_t *bar, int k0, int l0, bool x_packed)
{
    constexpr int e = (int)sizeof(typename S::T), V = S::V;
    char *w = reinterpret_cast<char *>(slot), *x = w + S::kTmaWBytes;
    sm90::mbar_arrive_expect_tx(bar, S::kTmaWBytes + S::kTmaXBytes);
    if constexpr (S::MIS) {
#pragma unroll
        for (int j = 0; j < V; ++j)
            sm90::tma_load_2d(w + j * S::kKc / V * S::kWPitch * e, &maps.w[j], bar, l0, k0 / V);
    } else if constexpr (S::KMAJOR) {
#pragma unroll
        for (int j = 0; j < S::kKc / S::kWBoxK; ++j)
            sm90::tma_load_2d(w + j * S::LB * 128, &maps.w, bar, k0 + S::kWBoxK * j, l0);
    } else {
#pragma unroll
        for (int j = 0; j < S::LB * e / S::kWRow; ++j)
            sm90::tma_load_2d(w + j * S::kKc * S::kWRow, &maps.w, bar, l0 + j * S::kWRow / e, k0);
    }
    if constexpr (S::XKMAJOR && !S::kXSwizzled) {
        sm90::tma_load_2d(x, &maps.x, bar, k0, 0);
    } else if constexpr (S::XKMAJOR) {
#pragma unroll
        for (int j = 0; j < S::kKc / S::kWBoxK; ++j)
            sm90::tma_load_2d(x + j * S::SP * 128, &maps.x, bar, k0 + S::kWBoxK * j, 0);
    } else if (x_packed) {
        sm90::tma_load_2d(x, &maps.x, bar, 0, k0 / S::kXPack);
    } else {
#pragma unroll
        for (int j = 0; j < S::kXBoxes; ++j)
            sm90::tma_load_2d(x + j * S::kKc * S::kXRowBytes, &maps.x, bar, S::kXBoxS * j, k0);
    }
}
#endif

/* acc[j] += sum over i of x[i] w[i][j], as chains of FMAs into the sums themselves (no product
 * summed apart first: 4 instructions per chain, not 5, and 4 independent chains a row). */
__device__ __forceinline__ void fma4(float (&acc)[4], const float (&x)[4], const float (&w)[4][4])
{
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
            acc[j] = fmaf(x[i], w[i][j], acc[j]);
}

/* f as row i of m, or as its column i. */
template <bool Column>
__device__ __forceinline__ void put4(float (&m)[4][4], int i, const float (&f)[4])
{
#pragma unroll
    for (int e = 0; e < 4; ++e) {
        if constexpr (Column)
            m[e][i] = f[e];
        else
            m[i][e] = f[e];
    }
}

/* One stage's products into acc. fp16: warp w takes k kw .. kw + kKc / 8 of the stage for all
 * LB / 8 n8 tiles of l; acc[nt] is the m16n8 fragment: rows s = lane / 4 (+8), columns l = 8 nt
 * + 2 (lane % 4) (+1). fp32: thread t takes k 4 (t / G) .. +3 and l = lc + G j (K-major) or
 * 4 lc + j (L-major), lc = t % G, G = LB / 4, for every row s < SP. */
template <class S, bool Tma>
__device__ __forceinline__ void consume(const Params &p, const typename S::T *ws,
                                        float (&acc)[S::kAcc][4])
{
    using T = typename S::T;
    const typename S::T *xs = ws + S::template kXAt<Tma>;
    const int t = threadIdx.x, lane = t % 32, warp = t / 32;
    if constexpr (S::kTensor) {
        constexpr int kSteps = S::kKc / S::kParts / 16, kNt = S::LB / 8 / S::kLSplit;
        static_assert(2 * kSteps * kNt == 16, "four ldmatrix.x4 of W a stage");
        const int kw = S::kKc / S::kParts * (warp % S::kParts), j = lane / 8, r = lane % 8;
        const int nt0 = warp / S::kParts * kNt; /* the warp's first n8 tile of l */
        uint32_t a[S::kMt][kSteps][4];
#pragma unroll
        for (int mt = 0; mt < S::kMt; ++mt)
#pragma unroll
            for (int h = 0; h < kSteps; ++h) {
                const int k = kw + 16 * h + 8 * (j / 2), s = 16 * mt + r + 8 * (j % 2);
                if constexpr (S::XKMAJOR) /* rows past S read row S - 1: never stored */
                    ldmatrix_x4<false>(a[mt][h],
                                       smem_u32(xs + S::template x_at<Tma>(min(s, p.S - 1), k)));
                else /* [k][s]: the transposed load gives the same fragment */
                    ldmatrix_x4<true>(
                        a[mt][h],
                        smem_u32(xs + (Tma && p.x_packed
                                           ? S::x_packed_at(16 * mt + 8 * (j % 2), k + r)
                                           : S::template x_at<Tma>(16 * mt + 8 * (j % 2), k + r))));
            }
        /* matrix m = 4c + i of the loads: k8 block m % (2 kSteps) of n8 tile m / (2 kSteps). MIS:
         * the same fragment (rows k = 2 (lane % 4) + {0, 1} of the block, column lane / 4) from
         * two 2-byte loads at the rows' shifts. */
        uint32_t b[4][4];
#pragma unroll
        for (int c = 0; c < 4; ++c) {
            if constexpr (S::MIS) {
#pragma unroll
                for (int i = 0; i < 4; ++i) {
                    const int m = 4 * c + i, nt = nt0 + m / (2 * kSteps);
                    const int k = kw + 8 * (m % (2 * kSteps)) + 2 * (lane % 4);
                    const int l = 8 * nt + lane / 4;
                    const T lo = ws[S::template w_row<Tma>(k) * S::kWPitch + w_shift<S>(p, k) + l];
                    const T hi =
                        ws[S::template w_row<Tma>(k + 1) * S::kWPitch + w_shift<S>(p, k + 1) + l];
                    b[c][i] = (uint32_t)__half_as_ushort(lo) | (uint32_t)__half_as_ushort(hi) << 16;
                }
            } else {
                const int m = 4 * c + j, k = kw + 8 * (m % (2 * kSteps));
                const int nt = nt0 + m / (2 * kSteps);
                const T *at = ws + (S::KMAJOR ? S::template w_at<Tma>(8 * nt + r, k)
                                              : S::template w_at<Tma>(8 * nt, k + r));
                ldmatrix_x4<!S::KMAJOR>(b[c], smem_u32(at));
            }
        }
#pragma unroll
        for (int mt = 0; mt < S::kMt; ++mt)
#pragma unroll
            for (int nt = 0; nt < kNt; ++nt)
#pragma unroll
                for (int h = 0; h < kSteps; ++h) {
                    constexpr int kPer = 2 * kSteps;
                    const int m = nt * kPer + 2 * h;
                    mma_m16n8k16_f32(acc[mt * kNt + nt], a[mt][h], b[m / 4][m % 4],
                                     b[(m + 1) / 4][(m + 1) % 4]);
                }
    } else {
        /* A half's threads cover the stage kRSplit times over: G of them along l, the rest along
         * k in groups of 4. Rows are taken in quads, so that a half with fewer rows stops at
         * its last quad (its rows past S are computed on zeros, never stored). */
        constexpr int G = S::LB / 4, kKGroups = kThreads / S::kRSplit / G;
        static_assert(!S::KMAJOR || G % 8 == 0, "rows G apart share a swizzle");
        int r0;
        const int rows = row_half<S>(p, t, r0), lc = t % G;
#pragma unroll
        for (int pass = 0; pass < S::kRSplit; ++pass) {
            const int k = 4 * (t % (kThreads / S::kRSplit) / G + pass * kKGroups);
            float w[4][4]; /* [k][l] */
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                float f[4];
                if constexpr (S::MIS) { /* the row's shift breaks the 16-byte load; k is a
                                         * multiple of V, so row k + j's shift is row j's */
                    const T *row =
                        ws + S::template w_row<Tma>(k + j) * S::kWPitch + w_shift<S>(p, j) + 4 * lc;
#pragma unroll
                    for (int e = 0; e < 4; ++e)
                        f[e] = row[e];
                } else {
                    /* K-major: rows lc + G j (G a multiple of 8) share row lc's swizzle, so
                     * the four loads are one address plus constants. */
                    const float4 v = *reinterpret_cast<const float4 *>(
                        ws + (S::KMAJOR
                                  ? S::template w_at<Tma>(lc, k) + S::template w_at<Tma>(G * j, 0)
                                  : S::template w_at<Tma>(4 * lc, k + j)));
                    f[0] = v.x, f[1] = v.y, f[2] = v.z, f[3] = v.w;
                }
                put4<S::KMAJOR>(w, j, f);
            }
            /* X(r0 + s0 + e, k + i) as x[e][i], a quad of rows at a time, the next quad's loads
             * issued before this one's FMAs (two warps a scheduler do not hide the loads'
             * latency alone). Rows past S read zeros (TMA's zero fill; with cp.async, stream_kernel
             * fills them once). */
            const auto load = [&](float(&x)[4][4], int s0) {
#pragma unroll
                for (int i = 0; i < 4; ++i) {
                    if (S::XKMAJOR && s0 + i >= S::kRows)
                        break;
                    const float4 v = *reinterpret_cast<const float4 *>(
                        xs + (S::XKMAJOR ? S::template x_at<Tma>(r0 + s0 + i, k)
                                         : S::template x_at<Tma>(r0 + s0, k + i)));
                    put4<!S::XKMAJOR>(x, i, {v.x, v.y, v.z, v.w});
                }
            };
            float x[2][4][4];
            load(x[0], 0);
#pragma unroll
            for (int s0 = 0; s0 < S::kRows; s0 += 4) {
                if (S::kRSplit > 1 && s0 >= rows)
                    break;
                if (s0 + 4 < S::kRows)
                    load(x[(s0 / 4 + 1) % 2], s0 + 4);
#pragma unroll
                for (int e = 0; e < 4 && s0 + e < S::kRows; ++e)
                    fma4(acc[s0 + e], x[s0 / 4 % 2][e], w);
            }
        }
    }
}

/* The warp's sums of acc as dst[part][s][l] (kPart floats a part; a part is a warp, or the
 * warps that split a stage's l or X's rows), then acc = 0. fp32: the k groups of a warp (lanes
 * LB / 4 apart) meet in shuffles first. dst: shared memory or the workspace. */
template <class S>
__device__ __forceinline__ void spill(const Params &p, float *dst, float (&acc)[S::kAcc][4])
{
    const int t = threadIdx.x, lane = t % 32, warp = t / 32;
    dst += warp % S::kParts * S::kPart;
    if constexpr (S::kTensor) {
        constexpr int kNt = S::LB / 8 / S::kLSplit;
        const int g = lane / 4, q = lane % 4, nt0 = warp / S::kParts * kNt;
#pragma unroll
        for (int i = 0; i < S::kAcc; ++i)
#pragma unroll
            for (int e = 0; e < 4; ++e)
                dst[(16 * (i / kNt) + g + 8 * (e / 2)) * S::LB + 8 * (nt0 + i % kNt) + 2 * q +
                    e % 2] = acc[i][e];
    } else { /* a half's rows only: past them lie the other half's */
        constexpr int G = S::LB / 4;
        int r0;
        const int rows = row_half<S>(p, t, r0), lc = t % G;
#pragma unroll
        for (int s = 0; s < S::kRows; ++s) {
            if (S::kRSplit > 1 && s >= rows)
                break;
#pragma unroll
            for (int j = 0; j < 4; ++j) {
                float v = acc[s][j];
#pragma unroll
                for (int width = G; width < 32; width *= 2)
                    v += __shfl_xor_sync(0xffffffffu, v, width);
                if (lane < G)
                    dst[(r0 + s) * S::LB + (S::KMAJOR ? lc + G * j : 4 * lc + j)] = v;
            }
        }
    }
#pragma unroll
    for (int i = 0; i < S::kAcc; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
            acc[i][j] = 0.0f;
}

/* C(s, l0 + l) from `nparts` partial sums ([part][s][l]), added in order 0, 1, 2, ...: the
 * order depends on the problem alone. kGlobal: the parts are other blocks' records (read from
 * L2): `nrec` records kRecord floats apart, each one part (fp16: its block's parts summed) but
 * the last, which holds `nparts - nrec + 1` (fp32's records, and a run that went on past the
 * slab); a thread asks for kOuts outputs' kBatch parts at once, so the last block of a slab
 * waits few round trips to L2 (35 x 700 x 2048 spent most of its time here). */
template <class S, bool kGlobal, int kOuts = 4, int kBatch = S::kParts>
__device__ __forceinline__ void store_sums(const Params &p, const float *parts, int nparts, int l0,
                                           int nrec = 1)
{
    using T = typename S::T;
    const auto part = [&](int q) {
        return kGlobal && q >= nrec ? (nrec - 1) * S::kRecord + (q - nrec + 1) * S::kPart
               : kGlobal            ? q * S::kRecord
                                    : q * S::kPart;
    };
    T *C = static_cast<T *>(p.C);
    const int total = p.S * S::LB;
    for (int o0 = threadIdx.x; o0 < total; o0 += kOuts * kThreads) {
        float sum[kOuts] = {};
        for (int q = 0; q < nparts; q += kBatch) {
            float v[kOuts][kBatch];
#pragma unroll
            for (int u = 0; u < kOuts; ++u)
#pragma unroll
                for (int w = 0; w < kBatch; ++w) {
                    const int o = min(o0 + u * kThreads, total - 1);
                    if (q + w >= nparts) /* adds nothing: the order of the others is kept */
                        v[u][w] = 0.0f;
                    else
                        v[u][w] =
                            kGlobal ? __ldcg(parts + part(q + w) + o) : parts[part(q + w) + o];
                }
#pragma unroll
            for (int u = 0; u < kOuts; ++u)
#pragma unroll
                for (int w = 0; w < kBatch; ++w)
                    sum[u] += v[u][w];
        }
#pragma unroll
        for (int u = 0; u < kOuts; ++u) {
            const int o = o0 + u * kThreads, s = o / S::LB, l = l0 + o % S::LB;
            if (o < total && l < p.L)
                store_c(C + s * p.cs + (long long)l * p.cl, sum[u], p.alpha, p.beta);
        }
    }
}

/* store_sums of other blocks' records. fp16's few records (one part each) are loaded at once,
 * 12 outputs x 8 parts a thread: each batch waits a round trip to L2, which took ~1.4 us in the
 * last block of a slab (bench/results/2026-11-26-s21/call5: 35 x 700 x 2048's 35 x 64 sums of 4
 * records in 5 batches of 2 outputs x 32 parts, 7 us). Many parts (deep K: 512 x 8 x 500000's
 * 16 blocks of a slab, fp32's records of kParts parts) keep 2 x 32. */
template <class S>
__device__ __forceinline__ void store_records(const Params &p, const float *records, int nparts,
                                              int l0, int nrec)
{
    if constexpr (S::kTensor)
        if (nparts <= 8)
            return store_sums<S, true, 12, 8>(p, records, nparts, l0, nrec);
    store_sums<S, true, 2, 32>(p, records, nparts, l0, nrec);
}

/* The block that holds stage u of the linear order (slab-major: u = slab * stages + stage) when
 * `blocks` blocks take `units` stages in equal contiguous runs, block b from b * units / blocks. */
__device__ __forceinline__ int block_of(long long u, long long units, int blocks)
{
    return (int)(((u + 1) * blocks - 1) / units);
}

/* Clusters of at most this many blocks (the portable size): one slab's runs (Grid::cluster),
 * taken for runs of up to kShortRun stages even where they leave a fifth of the blocks out. */
constexpr int kMaxCluster = 8;
constexpr int kShortRun = 32;

/* The kernel's body (stream_kernel below). kCluster: the grid is slabs x cluster blocks, a cluster
 * a slab, its blocks' runs the slab's stages in equal parts and in rank order; the parts meet in
 * shared memory through the cluster (sm_90), with no records, counter or workspace. */
template <class S, bool kCluster>
__device__ __forceinline__ void stream_body(const Params &p, const Maps<S::MIS> &maps)
{
    using T = typename S::T;
#if __CUDA_ARCH__ >= 900
    constexpr bool kTma = true;
#else
    constexpr bool kTma = false;
#endif
    constexpr int kStages = S::kStages;
    extern __shared__ __align__(16) unsigned char smem[];
    __shared__ int reduce_here;
#if __CUDA_ARCH__ >= 900
    __shared__ uint64_t full[kTma ? kStages : 1]; /* TMA: stage i's bytes have all landed */
#endif
    /* TMA's 128-byte swizzle wants its boxes on 1024-byte boundaries (kRingBytes has room). */
    T *ring = reinterpret_cast<T *>(smem + (kTma ? (0u - smem_u32(smem)) % 1024 : 0));
    constexpr int kSlot = S::template kSlot<kTma>;
    const int t = threadIdx.x, b = blockIdx.x, blocks = gridDim.x;
    const int slabs = ceil_div(p.L, S::LB);

    /* The block's run of stages [u0, u0 + n) in the slab-major order; on the decode grid (as
     * many blocks as slabs) exactly its slab. (slab, st): the stage consumed, (ps, pst): the
     * stage asked for next. */
    const int stages = ceil_div(p.K, S::kKc);
    const long long units = (long long)slabs * stages;
    const long long u0 = b * units / blocks;
    const int n = (int)((b + 1) * units / blocks - u0);
    const int first = (int)(u0 / stages);
    int slab = first, st = (int)(u0 % stages), ps = slab, pst = st;
    const bool whole = st == 0 && n == stages; /* the slab is this block's alone */
    /* A K-major W on the decode grid: block b takes its slab's stages from stage b % stages on,
     * round to the one before. In step, every block asked for the same k of X at once, and
     * the same 8 KiB of W's rows (lda = 4096): fp16 4096 x 16 x 4096 ran 18.6 us with lda and
     * ldb as they are, 17.0 with both 64 halves longer (bench/results/2026-11-26-s20/call1-2).
     * An L-major W stays in step: its blocks' pieces of a row of W lie side by side. */
    if (whole && S::KMAJOR)
        pst = b % stages;

    float acc[S::kAcc][4];
#pragma unroll
    for (int i = 0; i < S::kAcc; ++i)
#pragma unroll
        for (int j = 0; j < 4; ++j)
            acc[i][j] = 0.0f;

    /* The ring: stages 0 .. kStages - 2 are asked for before the first is consumed; each
     * iteration waits for its stage, then refills the slot consumed the iteration before (the
     * barrier says every warp is done with it) and multiplies. cp.async: one commit group per
     * stage, empty past the last, so the wait count stays kStages - 2; TMA: slot i % kStages's
     * barrier completes its (i / kStages)-th phase when stage i has landed. */
    if constexpr (kTma) {
#if __CUDA_ARCH__ >= 900
        if (t == 0) {
            for (int i = 0; i < kStages; ++i)
                sm90::mbar_init(&full[i], 1);
            sm90::mbar_fence_init();
        }
        __syncthreads();
#endif
    }
    const auto ask = [&](int i) {
        T *slot = ring + i % kStages * kSlot;
        if constexpr (kTma) {
#if __CUDA_ARCH__ >= 900
            if (t == 0)
                issue_tma<S>(maps, slot, &full[i % kStages], pst * S::kKc, ps * S::LB, p.x_packed);
#endif
        } else {
            if ((pst + 1) * S::kKc >= p.K) /* the last stage of K: exact edge chunks */
                issue<S, true>(p, slot, pst * S::kKc, ps * S::LB);
            else
                issue<S, false>(p, slot, pst * S::kKc, ps * S::LB);
        }
        if (++pst == stages)
            pst = 0, ps += !whole;
    };
#pragma unroll
    for (int i = 0; i < kStages - 1; ++i) {
        if (i < n)
            ask(i);
        if constexpr (!kTma)
            cp_async_commit();
    }
    /* fp32 [s][k]: rows of X past S are never copied; zeros there keep the FMAs of a quad's
     * unused rows on defined values (never stored). */
    if constexpr (!kTma && !S::kTensor && S::XKMAJOR)
        for (int e = t; e < kStages * (S::SP - p.S) * S::kXPitch; e += kThreads) {
            const int slot = e / ((S::SP - p.S) * S::kXPitch), r = e % ((S::SP - p.S) * S::kXPitch);
            ring[slot * kSlot + S::kWElems + p.S * S::kXPitch + r] = 0.0f;
        }
    float *records = p.partials;
    for (int i = 0; i < n; ++i) {
        if constexpr (kTma) {
#if __CUDA_ARCH__ >= 900
            sm90::mbar_wait(&full[i % kStages], i / kStages % 2);
#endif
        } else {
            cp_async_wait<kStages - 2>();
        }
        __syncthreads();
        if (i + kStages - 1 < n)
            ask(i + kStages - 1);
        if constexpr (!kTma)
            cp_async_commit();
        consume<S, kTma>(p, ring + i % kStages * kSlot, acc);
        /* A slab ends inside the run: its sums go to the workspace (plain stores; a fence here
         * would wait for the ring's copies in flight, docs/performance_log.md run 7). Record
         * b + slab: a block's slabs and the blocks of a slab are both consecutive. */
        if (++st == stages && i + 1 < n) {
            spill<S>(p, records + (size_t)(b + slab) * S::kRecord, acc);
            st = 0, ++slab;
        }
    }
    if constexpr (!kTma)
        cp_async_wait<0>();
    __syncthreads(); /* the ring is idle (every stage asked for was waited on): it holds the
                      * partial sums now */

#if __CUDA_ARCH__ >= 900
    if constexpr (kCluster) {
        /* Each block adds its warps' parts into one in its idle ring, then block r of the
         * cluster adds the r-th share of the slab's outputs over the blocks, rank 0 first (k
         * order: the same bits on every call), reading the others' shared memory. A slab split
         * over the workspace paid a record's store and fence, the counter's atomic and a batch
         * of loads from L2, ~1.2-1.4 us each (bench/results/2026-11-26-s21/call5). */
        float *red = reinterpret_cast<float *>(smem), *sums = red + S::kRecord;
        spill<S>(p, red, acc);
        __syncthreads();
        const int total = p.S * S::LB;
        for (int o = t; o < total; o += kThreads) {
            float sum = 0.0f;
#pragma unroll
            for (int w = 0; w < S::kParts; ++w)
                sum += red[w * S::kPart + o];
            sums[o] = sum;
        }
        sm90::cluster_sync();
        const int ctas = (int)sm90::cluster_ctas(), share = ceil_div(total, ctas);
        const int o0 = min(total, (int)sm90::cluster_cta_rank() * share);
        const int o1 = min(total, o0 + share);
        T *C = static_cast<T *>(p.C);
        for (int o = o0 + t; o < o1; o += kThreads) {
            float v[kMaxCluster];
#pragma unroll
            for (int q = 0; q < kMaxCluster; ++q)
                v[q] = q < ctas ? sm90::ld_cluster_f32(sums + o, q) : 0.0f;
            float sum = 0.0f;
#pragma unroll
            for (int q = 0; q < kMaxCluster; ++q)
                sum += v[q];
            const int l = slab * S::LB + o % S::LB;
            if (l < p.L)
                store_c(C + o / S::LB * p.cs + (long long)l * p.cl, sum, p.alpha, p.beta);
        }
        sm90::cluster_sync(); /* the others read this block's sums until here */
        return;
    }
#endif
    if (whole) {
        float *red = reinterpret_cast<float *>(smem);
        spill<S>(p, red, acc);
        __syncthreads();
        store_sums<S, false>(p, red, S::kParts, slab * S::LB);
        return;
    }
    /* Deep K: the blocks of a slab count themselves in (one integer counter a slab, the only
     * atomic); the last adds the slab's records in record order, the same bits on every call.
     * It leaves the counter at zero for the next call. fp16: the run's last record is one part,
     * the block's parts added in the idle ring first, only the call's rows stored (as kParts
     * records of SP rows, each block of 35 x 700 x 2048 wrote 48 KiB and the last block of a
     * slab read 4 of them back), and one thread fences (release, acquire) around the counter
     * after the block's barrier, as CUTLASS's GenericBarrier does, not every thread
     * (__threadfence is fence.sc.gpu). fp32 measured slower with both (calls 3, 6: 35 x 700 x
     * 2048 19.4 -> 20.9 us, and 1 x 32001 x 4096, whose decode grid never comes here, 226 -> 258:
     * the kernel's code as a whole) and keeps kParts records a run and every thread's fence. */
    constexpr bool kOnePart = S::kTensor;
    float *record = records + (size_t)(b + slab) * S::kRecord;
    if constexpr (kOnePart) {
        float *red = reinterpret_cast<float *>(smem);
        spill<S>(p, red, acc);
        __syncthreads();
        for (int o = t; o < p.S * S::LB; o += kThreads) {
            float sum = 0.0f;
#pragma unroll
            for (int w = 0; w < S::kParts; ++w)
                sum += red[w * S::kPart + o];
            record[o] = sum;
        }
    } else {
        spill<S>(p, record, acc);
        __threadfence();
    }
    __syncthreads();
    for (int s = first; s <= slab; ++s) {
        const int bf = block_of((long long)s * stages, units, blocks);
        const int count = block_of((long long)(s + 1) * stages - 1, units, blocks) - bf + 1;
        /* fp16: the slab's last block spilled its parts unsummed if its run went on past it. */
        const bool went_on = (long long)(bf + count) * units / blocks > (long long)(s + 1) * stages;
        if (t == 0) {
            reduce_here = count == 1;
            if (!reduce_here) {
                if (kOnePart)
                    fence_acq_rel_gpu();
                reduce_here = atomicAdd(p.counters + s, 1) == count - 1;
                if (reduce_here) {
                    p.counters[s] = 0;
                    if (kOnePart)
                        fence_acq_rel_gpu();
                }
            }
        }
        __syncthreads();
        if (reduce_here) {
            if (!kOnePart)
                __threadfence();
            store_records<S>(p, records + (size_t)(bf + s) * S::kRecord,
                             kOnePart ? count - 1 + (went_on ? S::kParts : 1) : count * S::kParts,
                             s * S::LB, kOnePart ? count : 1);
        }
        __syncthreads();
    }
}

/* The architectures whose code holds the ring: sm_80 and newer, but for sm_86 and sm_89, where a
 * block may opt in to 99 KiB of shared memory and the smallest ring takes 141 KiB. Their code
 * leaves it out, which takes about 150 s a file and architecture off the build (sgemm_skinny.cu
 * for sm_86 176 s with the ring, sm_75 21 s without); the host asks which code the device runs
 * (ring_built): an sm_87 device (163 KiB) runs the sm_86 code of the default build. */
constexpr bool ring_arch(int arch)
{
    return arch >= 800 && arch != 860 && arch != 890;
}

/* The cluster kernels exist in code built for sm_90 and newer only (grid() asks cluster_room). */
template <class S, bool kCluster = false>
__global__ void __launch_bounds__(kThreads, 1)
    stream_kernel(Params p, const __grid_constant__ Maps<S::MIS> maps)
{
#if __CUDA_ARCH__ >= 900
    stream_body<S, kCluster>(p, maps);
#elif defined(__CUDA_ARCH__)
    if constexpr (!kCluster && ring_arch(__CUDA_ARCH__))
        stream_body<S, false>(p, maps);
#endif
}

/* ---- host side ---------------------------------------------------------------------------- */

/* The grid of a call: slabs of LB values of l, and the blocks (one an SM) that take them. */
struct Grid {
    int lb, blocks;
    bool underfilled; /* fewer blocks than SMs for want of work (not to keep slabs in step) */
    int cluster = 1;  /* > 1: clusters of this many blocks, a slab each (stream_body) */
};

/* Rows of X a block holds (Stage::SP). fp16 on the tensor cores: 16, 32 or 48 (one, two or three
 * m16 tiles against each fragment of W); fp32 on the CUDA cores: 1 .. 16 (a thread keeps 4 sums a
 * row), 32 or 48 (in row halves, Stage::kRSplit). */
template <typename T>
int rows_padded(int s)
{
    if (sizeof(T) == 2 || s > 16)
        return s <= 16 ? 16 : s <= 32 ? 32 : 48;
    return s <= 1 ? 1 : s <= 2 ? 2 : s <= 4 ? 4 : s <= 8 ? 8 : 16;
}

/* W L-major with rows that are not 16-byte aligned (but whole elements apart). */
template <typename T>
bool w_misaligned(const Params &q, bool kmajor, bool vec)
{
    return !vec && !kmajor && aligned_to(q.W, sizeof(T));
}

/* X contiguous along k (its rows 16-byte aligned), or along s with 16-byte aligned k rows. */
template <typename T>
bool x_kmajor(const Params &q)
{
    return q.xk == 1 && (q.S == 1 || q.xs % Vec<T>::V == 0);
}
template <typename T>
bool x_ok(const Params &q)
{
    return aligned_to(q.X, 16) && (x_kmajor<T>(q) || (q.xs == 1 && q.xk % Vec<T>::V == 0));
}

/* Whether a ring of slabs of LB holds X of SP rows: beside a slab of kLb, 48 rows do not fit a
 * 6-stage ring (fp32: 253 KiB laid [s][k]), nor do fp16's 32 rows laid [k][s] (rows padded to 40
 * halves); those calls take slabs of kDeepLb (grid). */
template <typename T, int LB>
constexpr bool ring_holds(int sp, bool xk)
{
    return LB == kDeepLb || sp <= 16 || (sp <= 32 && (xk || sizeof(T) != 2));
}

/* f(Stage<...>{}) for the instantiation that serves the call on a device that lets a block opt
 * in to `optin` bytes of shared memory. Row counts a ring cannot hold (ring_holds) are never asked
 * for: they map to 16 rows so as not to instantiate them. */
template <typename T, int LB, class F>
auto with_stage_lb(const Params &q, bool kmajor, bool mis, size_t optin, F f)
{
    const bool xk = x_kmajor<T>(q);
    const auto ring = [&](auto s) {
        using S = decltype(s);
        using Deep = Stage<T, S::SP, S::KMAJOR, S::XKMAJOR, LB, S::MIS, true>;
        if constexpr (sizeof(T) == 2 && LB == kLb && Deep::kStages > S::kStages)
            if (Deep::kRingBytes <= optin)
                return f(Deep{});
        return f(s);
    };
    const auto rows = [&](auto sp) {
        constexpr int SP = decltype(sp)::value;
        constexpr int SPX = ring_holds<T, LB>(SP, true) ? SP : 16;  /* X [s][k] */
        constexpr int SPS = ring_holds<T, LB>(SP, false) ? SP : 16; /* X [k][s] */
        if (kmajor)
            return xk ? ring(Stage<T, SPX, true, true, LB, false>{})
                      : ring(Stage<T, SPS, true, false, LB, false>{});
        if (mis)
            return xk ? ring(Stage<T, SPX, false, true, LB, true>{})
                      : ring(Stage<T, SPS, false, false, LB, true>{});
        return xk ? ring(Stage<T, SPX, false, true, LB, false>{})
                  : ring(Stage<T, SPS, false, false, LB, false>{});
    };
    switch (rows_padded<T>(q.S)) {
    case 1:
        return rows(std::integral_constant < int, sizeof(T) == 2 ? 16 : 1 > {});
    case 2:
        return rows(std::integral_constant < int, sizeof(T) == 2 ? 16 : 2 > {});
    case 4:
        return rows(std::integral_constant < int, sizeof(T) == 2 ? 16 : 4 > {});
    case 8:
        return rows(std::integral_constant < int, sizeof(T) == 2 ? 16 : 8 > {});
    case 32:
        return rows(std::integral_constant<int, 32>{});
    case 48:
        return rows(std::integral_constant<int, 48>{});
    default:
        return rows(std::integral_constant<int, 16>{});
    }
}
template <typename T, class F>
auto with_stage(const Params &q, bool kmajor, bool mis, int lb, size_t optin, F f)
{
    return lb == kLb ? with_stage_lb<T, kLb>(q, kmajor, mis, optin, f)
                     : with_stage_lb<T, kDeepLb>(q, kmajor, mis, optin, f);
}

/* cudaLaunchKernelEx's form of a launch of `blocks` blocks in clusters of `per` (1-D). */
struct ClusterLaunch {
    cudaLaunchAttribute cluster{};
    cudaLaunchConfig_t config{};
    ClusterLaunch(int blocks, int per, size_t smem, cudaStream_t stream)
    {
        cluster.id = cudaLaunchAttributeClusterDimension;
        cluster.val.clusterDim.x = (unsigned)per;
        cluster.val.clusterDim.y = cluster.val.clusterDim.z = 1;
        config.gridDim = dim3((unsigned)blocks);
        config.blockDim = dim3(kThreads);
        config.dynamicSmemBytes = smem;
        config.stream = stream;
        config.attrs = &cluster;
        config.numAttrs = 1;
    }
    ClusterLaunch(const ClusterLaunch &) = delete; /* config points into it */
};

/* How many clusters of `per` blocks (one an SM, per <= kMaxCluster) the device holds at once: a
 * cluster's blocks must share a GPC. 0 where the build has no cluster kernels for the device
 * (built for older architectures only, it reaches an sm_90 device through their PTX, where those
 * kernels are empty). Asked of the runtime once per device and size. */
inline int cluster_room(const tcgemm_problem_t *p, int per)
{
    using Probe = Stage<__half, 48, false, true, kDeepLb, true>; /* any: one block an SM */
    constexpr auto kernel = stream_kernel<Probe, true>;
    static std::atomic<int> room[64][kMaxCluster + 1]; /* the count + 1; 0: not asked yet */
    const int d = p->device->ordinal;
    if (p->device->sm < 90 || d < 0 || d >= 64 || per < 2 || per > kMaxCluster)
        return 0;
    int r = room[d][per].load(std::memory_order_relaxed);
    if (r == 0) {
        cudaFuncAttributes a{};
        int n = 0;
        const ClusterLaunch one(per, per, Probe::kRingBytes, nullptr);
        if (cudaFuncGetAttributes(&a, kernel) != cudaSuccess || a.binaryVersion < 90 ||
            opt_in_shared_memory<kernel>(Probe::kRingBytes, p) != cudaSuccess ||
            cudaOccupancyMaxActiveClusters(&n, kernel, &one.config) != cudaSuccess)
            n = 0;
        (void)cudaGetLastError(); /* an error here only means no clusters */
        r = n + 1;
        room[d][per].store(r, std::memory_order_relaxed);
    }
    return r - 1;
}

/* The decode grid: one block a slab of kLb, as many as there are, where they fill the device
 * (0.9 blocks an SM or more). Deep K: slabs of kDeepLb, each SM's block taking an equal run of
 * the slab-major stages, so one wave fills every SM whatever the slabs; at least kMinStages a
 * block. Its records ((blocks + slabs - 1) x kRecord floats) must fit the workspace's partial
 * area and its slabs the counters; with less room, fewer blocks; with none (or no workspace),
 * one block a slab. X that a ring of kLb slabs cannot hold (ring_holds: 48 rows, or fp16's 32
 * laid [k][s]) takes slabs of kDeepLb in both grids. `takes` leaves a deep-K grid short of one
 * block an SM to the other kernels where they can run the call: measured, a call too small to fill
 * the wave ran slower on it than before it existed (fp16 64 x 1 x 1216 14.2 us against 10.1, fp32
 * 1760 x 16 x 1760 23.6 against 22.2; docs/performance_log.md, seventh session). Short slabs
 * (kShortStages) take the decode grid whatever their count. */
template <typename T>
Grid grid(const tcgemm_problem_t *p, const Params &q, bool kmajor)
{
    const int sms = p->device->num_sms;
    /* A ring of slabs of kLb must hold X (ring_holds) and fit the device. Where it does not fit,
     * calls beyond 16 rows and short slabs keep the deep grid (fp16's 32 rows of X laid [s][k]
     * take 219 KiB padded, fp32's 212-221 KiB: more than an A100's 163 KiB). */
    const size_t optin = p->device->smem_optin;
    const bool fits = with_stage<T>(q, kmajor, w_misaligned<T>(q, kmajor, q.vec), kLb, optin,
                                    [](auto s) { return decltype(s)::kRingBytes; }) <= optin;
    const bool wide =
        !ring_holds<T, kLb>(rows_padded<T>(q.S), x_kmajor<T>(q)) || (q.S > 16 && !fits);
    /* fp32 beyond 16 rows is bound by its FMAs, not its bytes: a decode grid whose last wave
     * leaves SMs idle loses that share of the FMA rate, so it runs only as whole waves (fp32 6144
     * x 32 x 2048's 192 slabs, 1.45 waves, take the deep grid's one). */
    const bool fma_bound = sizeof(T) == 4 && q.S > 16;
    const int lb_slabs = ceil_div(q.L, kLb), lb_last = lb_slabs % sms;
    const bool short_slabs = !fma_bound && fits &&
                             ceil_div(q.K, kStageBytes / (kLb * (int)sizeof(T))) <= kShortStages<T>;
    if (!wide &&
        ((lb_slabs >= sms * 9 / 10 && (!fma_bound || lb_last == 0 || lb_last >= sms * 9 / 10)) ||
         short_slabs))
        return {kLb, lb_slabs, lb_slabs < sms};
    const int slabs = ceil_div(q.L, kDeepLb);
    const int last_wave = slabs % sms;
    if (slabs >= sms * 9 / 10 && (last_wave == 0 || last_wave >= sms * 9 / 10))
        return {kDeepLb, slabs, slabs < sms}; /* whole waves (not 35 x 8457 x 4096's 133) */
    const size_t record =
        with_stage<T>(q, kmajor, w_misaligned<T>(q, kmajor, q.vec), kDeepLb, optin,
                      [](auto s) { return (size_t) decltype(s)::kRecord * 4; });
    const int kc = kStageBytes / (kDeepLb * (int)sizeof(T)), stages = ceil_div(q.K, kc);
    const long long units = (long long)slabs * stages;
    long long blocks = std::min<long long>(sms, ceil_div(units, (long long)kMinStages<T>));
    /* A whole number of blocks a slab where that idles at most a tenth of the blocks: the blocks
     * then start every slab's run at the same k and stay in step, so X, which every slab reads,
     * comes from DRAM about once. With 132 blocks on 16 slabs they started at k offsets spread
     * over the run and X came again per slab: ncu read 1.12 GB for fp16 1024 x 16 x 500000's
     * 1.04 (0.390 -> 0.364 ms with 128 blocks). Not for fp32 beyond 4 rows, which its FMAs bound
     * (1024 x 16 x 500000: 1.012 -> 1.038 ms with 4 SMs idle). */
    const auto in_step = [&](long long n) {
        const long long even = n / slabs * slabs;
        return n > slabs && even * 10 >= n * 9 && (sizeof(T) == 2 || q.S <= 4) ? even : n;
    };
    /* Clusters, a slab each (sm_90): no records, counter or workspace. Where they run as many
     * blocks as the split would (fp16 1024 x 16 x 500000: 16 clusters of 8, if they fit), or
     * runs are short (kShortRun: the tail outweighs a few idle SMs) and they keep 0.8 of them
     * (35 x 700 x 2048: 11 of 8; fp32 1760 x 16 x 1760: 28 of 4 for 132 blocks that crossed
     * slabs); not 512 x 8 x 500000's 8 slabs (64 blocks for 128), nor more clusters than the
     * device holds at once. */
    const long long split = in_step(blocks);
    int per = std::min({kMaxCluster, sms / slabs, stages / kMinStages<T>});
    while (per >= 2 && cluster_room(p, per) < slabs)
        --per;
    if (per >= 2 && (slabs * per >= split ||
                     (units / split <= kShortRun && (long long)slabs * per * 10 >= split * 8)))
        return {kDeepLb, slabs * per, blocks < sms, per};
    const long long room = (long long)(partial_bytes(p->device) / record) - slabs + 1;
    blocks = blocks < room ? blocks : room;
    if (!p->workspace || slabs > kMaxTiles || (blocks <= slabs && (slabs < sms || blocks < sms)))
        blocks = slabs;
    return {kDeepLb, (int)in_step(blocks), blocks < sms};
}

template <typename T>
size_t ring_bytes(const Params &q, bool kmajor, int lb, size_t optin)
{
    return with_stage<T>(q, kmajor, w_misaligned<T>(q, kmajor, q.vec), lb, optin,
                         [](auto s) { return decltype(s)::kRingBytes; });
}

/* Whether the code the device runs holds the ring (ring_arch): the PTX architecture its kernels
 * were compiled from, asked of the runtime once per device; where the runtime cannot say (no
 * device: AUTO's host tests describe one), the device's own architecture. */
template <typename T>
bool ring_built(const tcgemm_problem_t *p)
{
    using Probe = Stage<T, sizeof(T) == 2 ? 16 : 1, true, true, kLb, false>; /* any */
    static std::atomic<int> built[64]; /* 0: not asked yet, 1: no, 2: yes */
    const int d = p->device->ordinal;
    int b = d >= 0 && d < 64 ? built[d].load(std::memory_order_relaxed) : 0;
    if (b == 0) {
        cudaFuncAttributes a{};
        if (cudaFuncGetAttributes(&a, stream_kernel<Probe>) != cudaSuccess) {
            (void)cudaGetLastError(); /* not kept: the next call may describe another device */
            return ring_arch(p->device->sm * 10);
        }
        b = ring_arch(a.ptxVersion * 10) ? 2 : 1;
        if (d >= 0 && d < 64)
            built[d].store(b, std::memory_order_relaxed);
    }
    return b == 2;
}

/* Whether a call's stages arrive by TMA: on sm_90 and newer, whose code is built with it. */
inline bool uses_tma(const tcgemm_problem_t *p)
{
    return p->device->sm >= 90;
}

/* sm90::encode_2d for W or X of type T in Params' normal form, where one row may come with any
 * ld (TMA wants a pitch that is a multiple of 16 bytes). `promotion`: no more than a block reads
 * contiguously, or the rest, another slab's, may be gone from L2 before its block reads it. */
template <typename T>
bool encode_2d(CUtensorMap *map, const void *base, long long inner, long long outer, long long ld,
               int box_inner, int box_outer, int promotion, bool swizzled = true)
{
    constexpr int e = (int)sizeof(T);
    const long long pitch = outer == 1 ? (inner * e + 15) / 16 * 16 : ld * e;
    return sm90::encode_2d(map, e, base, inner, outer, pitch, box_inner, box_outer,
                           std::min(promotion, 256), swizzled);
}

/* Whether Stage S reads X packed (Stage::kXPack): fp16 X [k][s] of exactly SP = 16 or 32 halves
 * a row (32 or 64 bytes), its rows one after another, a whole number of 128-byte rows in all.
 * The copy engine moves a box row by row: 4096 x 16 x 4096 NN read X's 128 KB a block in
 * 32-byte rows, twice as many rows as W's 256 KB, and took 16.0 us where its twin with X laid
 * [s][k] (16 x 4096 x 4096 NT) took 14.1 (bench/results/2026-11-28-s43, call 1). Packed (call
 * 4, the same binary alternated twice): 16.2 -> 14.1 us, 2560 x 16 x 4096 13.8 -> 11.8, 8192 x
 * 16 x 4096 27.5 -> 23.9, 16 x 4096 x 4096 TT 16.2 -> 14.1, 4096 x 32 x 4096 18.2 -> 17.5. */
template <class S>
bool x_packs(const Params &q)
{
    return S::kTensor && !S::XKMAJOR && !S::MIS && q.S == S::SP && (S::SP == 16 || S::SP == 32) &&
           q.xs == 1 && q.xk == q.S && (long long)q.K * q.S % 64 == 0;
}

/* The boxes of Stage S (its TMA comment). */
template <class S>
bool encode_maps(const Params &q, Maps<S::MIS> &maps)
{
    /* K-major W: a stage reads kKc values (256-512 contiguous bytes) of each row; L-major W and
     * X [k][s]: a row of the box alone. MIS: the residue maps of W's rows of k (unswizzled
     * boxes of LB + V values, Stage's TMA comment); takes() leaves calls with K < V (an empty
     * map) to the other kernels. */
    using T = typename S::T;
    constexpr int e = (int)sizeof(T), V = S::V;
    bool w = true;
    if constexpr (S::MIS) {
        for (int j = 0; j < V; ++j)
            w = w && sm90::encode_residue(&maps.w[j], e, nullptr, q.W, q.K, q.L, q.wk, j, S::LB + V,
                                          S::kKc / V, S::LB * e, false);
    } else {
        w = S::KMAJOR ? encode_2d<T>(&maps.w, q.W, q.K, q.L, q.wl, S::kWBoxK, S::LB, 256)
                      : encode_2d<T>(&maps.w, q.W, q.L, q.K, q.wk, S::kWRow / e, S::kKc, S::LB * e);
    }
    if (q.x_packed) /* rows of 128 bytes, kXPack rows of k each */
        return w && encode_2d<T>(&maps.x, q.X, 128 / e, q.K / S::kXPack, 128 / e, 128 / e,
                                 S::kKc / S::kXPack, 128);
    const bool x = !S::XKMAJOR ? encode_2d<T>(&maps.x, q.X, q.S, q.K, q.xk, S::kXBoxS, S::kKc,
                                              std::max(64, S::kXRowBytes), S::kXSwizzled)
                   : S::kXSwizzled
                       ? encode_2d<T>(&maps.x, q.X, q.K, q.S, q.xs, S::kWBoxK, S::SP, 256)
                       : encode_2d<T>(&maps.x, q.X, q.K, q.S, q.xs, S::kKc, S::SP, 256, false);
    return w && x;
}

/* Blocks of the decode grid (skinny_branches.cuh: K-major W over more than one wave of them stays
 * with the register batches). */
inline int blocks(const Params &q)
{
    return ceil_div(q.L, kLb);
}

/* Whether this branch takes the call (see the header's limits); `vec`: W's rows 16-byte
 * aligned. Calls that only this kernel runs on the tensor cores or at the row's bandwidth
 * (more than 16 rows, or L-major W with rows that are not 16-byte aligned) take any grid, and so
 * do fp32's cluster grids (Grid::cluster), whose tail is short: fp32 16 x 704 x 2048 21.8 -> 11.4
 * us, 8 x 704 x 2048 17.8 -> 9.8; fp16 16 x 704 x 2048 ran 11.6 there against 8.1 on the other
 * kernels (bench/results/2026-11-26-s22/call2). */
template <typename T>
bool takes(const tcgemm_problem_t *p, const Params &q, bool kmajor, bool vec)
{
    const bool mis = w_misaligned<T>(q, kmajor, vec);
    if (p->device->sm < 80 || !ring_built<T>(p) || !(vec || mis) || q.S > kMaxS || !x_ok<T>(q) ||
        (mis && p->device->sm >= 90 && q.K < Vec<T>::V)) /* encode_maps */
        return false;
    const Grid g = grid<T>(p, q, kmajor);
    if (g.lb == kDeepLb && g.underfilled && q.S <= 16 && !mis && (g.cluster == 1 || sizeof(T) == 2))
        return false;
    return ring_bytes<T>(q, kmajor, g.lb, p->device->smem_optin) <= p->device->smem_optin;
}

template <typename T>
cudaError_t launch(const tcgemm_problem_t *p, Params q, bool kmajor)
{
    const Grid g = grid<T>(p, q, kmajor);
    q.partials = static_cast<float *>(p->workspace);
    q.counters = reinterpret_cast<int *>(static_cast<char *>(p->workspace) +
                                         (p->workspace ? counters_offset(p->device) : 0));
    return with_stage<T>(
        q, kmajor, w_misaligned<T>(q, kmajor, q.vec), g.lb, p->device->smem_optin, [&](auto s) {
            using S = decltype(s);
            q.x_packed = uses_tma(p) && x_packs<S>(q);
            Maps<S::MIS> maps{};
            if (uses_tma(p) && !encode_maps<S>(q, maps))
                return cudaErrorInvalidValue; /* takes() checked what TMA needs (16-byte rows and
                                               * bases); the CUDA 13 runtime's drivers all have
                                               * the encoder: not expected */
            if constexpr (S::LB == kDeepLb)   /* (grid: clusters on the deep grid only) */
                if (g.cluster > 1) {
                    const cudaError_t err =
                        opt_in_shared_memory<stream_kernel<S, true>>(S::kRingBytes, p);
                    if (err != cudaSuccess)
                        return err;
                    const ClusterLaunch clustered(g.blocks, g.cluster, S::kRingBytes, p->stream);
                    return cudaLaunchKernelEx(&clustered.config, stream_kernel<S, true>, q, maps);
                }
            const cudaError_t err = opt_in_shared_memory<stream_kernel<S>>(S::kRingBytes, p);
            if (err != cudaSuccess)
                return err;
            stream_kernel<S><<<g.blocks, kThreads, S::kRingBytes, p->stream>>>(q, maps);
            return cudaGetLastError();
        });
}

} // namespace stream
} // namespace skinny
} // namespace tcgemm
