/* gemm_repack.cu — hgemm_repack, sgemm_repack: any leading dimension and any pointer at the
 * aligned kernels' speed, by copying the misaligned operand(s) into aligned rows first.
 *
 * Idea: the fast kernels move operands in 16-byte copies (cp.async, float4; TMA on Hopper),
 * which need 16-byte aligned rows: a sub-matrix view, an odd leading dimension or an odd size
 * packed densely breaks that, and the variants that serve such calls in place fall back to
 * 2- or 4-byte loads at a third (fp16) or two thirds (fp32) of the speed. Here one streaming
 * kernel copies each operand whose rows are not aligned into the handle's scratch, with rows
 * padded to a multiple of 128 bytes, and the call then runs on the variant AUTO picks for
 * the aligned problem (so a faster aligned kernel, e.g. Hopper's, serves these calls as soon
 * as it is registered). C is written by that variant in place: every aligned variant accepts
 * any C alignment and ldc. The copy keeps each operand's stored orientation (no transpose),
 * reads every source byte once in 16-byte loads from aligned addresses and funnel-shifts them
 * into place; the first and last chunk of a row, whose aligned words would reach outside the
 * row, are read element by element, so no byte outside a row is read. The pad columns are
 * never written: the aligned kernels read no column past k (or m, n).
 *
 * For fp16 an operand is also repacked when its rows are 16- but not 32-byte aligned: hgemm_mma
 * runs a third slower on such rows (4096^3 with ld 4104; docs/07_alignment.md), and AUTO
 * weighs that against the copy. Also fp16: the Hopper rows read a misaligned A in place when
 * neither operand is transposed (residue maps), so a plan may copy only one operand (B), which
 * AUTO's estimate picks where it is faster (4095^3 NN on the H100: 507 TFLOPS against 433 with
 * both copied).
 *
 * Copy: blocks of 32 x 8 threads, a warp per 32 chunks (512 bytes) of a row, kRows rows in
 * flight per thread, about 16 blocks per SM looping over the rows, A and B in one launch
 * (blockIdx.z). A multiply estimated under 1 ms launches before the copy ends (programmatic
 * dependent launch, sm_90) and waits for it on the device. Limits: needs the handle's scratch
 * (tcgemm_set_workspace) large enough for the copies; only calls that have something to repack.
 *
 * Measured (H100 80GB HBM3, CUDA 13.0, 2026-11-23, tcgemm-bench, AUTO, cuBLAS in the same run,
 * commit 00ad35a): the copy ran at 2.0 TB/s (0.068 ms for A and B at 4096^3 fp16); 4096^3 with
 * an odd ld or A, B offset by 1 or 3 elements 362 TFLOPS fp16 (0.88 of AUTO at 4096^3, 2.4-2.7x
 * cuBLAS), 43.7 fp32 (0.96, 0.89-0.92x cuBLAS); 8191^3 394 fp16 (1.02 of 8192^3), 45.5 fp32;
 * 4095^3 327 fp16 (0.79), 40.7 fp32 (0.89); 3000^3 fp16 269 (221.6 before, 0.81 of 3008^3).
 * Small and skinny calls stay below the target: docs/07_alignment.md. With the word offset
 * chosen by a branch instead of selects (commit cb09302): 2.6 TB/s (ncu: B of 4095^3, 67 MB
 * moved, in 25.6 us); 4096^3 fp16 NN with A and B 1 element off 0.2209 -> 0.2093-0.2103 ms with
 * the Hopper kernel (bench/results/2026-11-24-h100-s11/call3, the old copy in the same lease).
 * With each aligned 16 bytes loaded once (the next lane's half by shuffle, commit acb638d): B of
 * 4095^3 in 26.7 -> 25.2 us (ncu, bench/results/2026-11-27-s29/call3), 2.66 TB/s read + write.
 * With 2 rows in flight a thread and 8 blocks an SM instead of 4 and 4 (bench/results/
 * 2026-11-28-s39/call3, alternated twice): 4096^3 fp16 with ld + 1 217.7 -> 216.4 us, 4095^3
 * 221.8 -> 220.4, 127 x 8191 x 4093 90.8 -> 89.4, 1021^3 18.2 -> 17.1; but 4097 x 257 x 6151
 * 67.1 -> 71.6, where the multiply launched behind the copy was already 4 us slower than
 * launched after it (call 5; docs/performance_log.md, "Thirty-ninth session"). On an H200 B's copy
 * at 4095^3 takes 19-21 us at 46-48% of DRAM's peak; loads kept in flight in shared memory
 * instead (cp.async, three groups of two rows a thread: up to 192 KB an SM) measured no faster,
 * nor did rows off a multiple of 1 KiB apart (bench/results/2026-11-28-s41, calls 3-4).
 */
#include <limits.h>

#include "common.cuh"
#include "internal.h"

namespace {

/* One operand to copy: rows x cols elements of E bytes, from src (leading dimension ld_src
 * elements, any element-aligned address) to dst (ld_dst elements, 16-byte aligned rows). */
struct Job {
    const char *src;
    char *dst;
    int64_t ld_src, ld_dst;
    int rows, cols;
};
struct Jobs {
    Job job[2];
};

/* The 16 bytes that start Q words and `shift` bits into the 32 bytes w[0..7]. */
template <int Q>
__device__ __forceinline__ uint4 take(const uint32_t (&w)[8], int shift)
{
    return make_uint4(
        __funnelshift_r(w[Q], w[Q + 1], shift), __funnelshift_r(w[Q + 1], w[Q + 2], shift),
        __funnelshift_r(w[Q + 2], w[Q + 3], shift), __funnelshift_r(w[Q + 3], w[Q + 4], shift));
}

/* The 16 bytes that start `off` bytes into lo:hi (0 <= off < 16). The word offset is a branch,
 * not an index: a run-time index into w would put it in local memory, and choosing each word
 * by selects (the first version: 8 per word) cost more instructions than the copy could hide
 * (2.0 TB/s against the 3.0 of a device copy). Every lane of a warp copies from one row, so
 * the branch does not diverge. */
__device__ __forceinline__ uint4 shifted(uint4 lo, uint4 hi, int off)
{
    const uint32_t w[8] = {lo.x, lo.y, lo.z, lo.w, hi.x, hi.y, hi.z, hi.w};
    const int shift = 8 * (off % 4);
    switch (off / 4) {
    case 0:
        return take<0>(w, shift);
    case 1:
        return take<1>(w, shift);
    case 2:
        return take<2>(w, shift);
    default:
        return take<3>(w, shift);
    }
}

/* Rows in flight per thread: their loads are all issued before the first store. Two, in 32
 * registers, so that 8 blocks (2048 threads) fit an SM: the same bytes in flight as 4 rows in
 * the 4 blocks that 63 registers allowed, twice the warps to cover the shuffles and shifts
 * (measured above). ptxas spills 12-16 bytes a thread at this bound; the copy is faster so. */
constexpr int kRows = 2;
/* Blocks of 256 an SM holds (its thread limit): 2048 threads on sm_80 and sm_90, 1536 on sm_86
 * and sm_89, 1024 on sm_75; a bound above it is ignored, with a warning. */
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ == 750
#define TCGEMM_COPY_BLOCKS 4
#elif defined(__CUDA_ARCH__) && (__CUDA_ARCH__ == 860 || __CUDA_ARCH__ == 890)
#define TCGEMM_COPY_BLOCKS 6
#else
#define TCGEMM_COPY_BLOCKS 8
#endif

template <int E>
__global__ void __launch_bounds__(256, TCGEMM_COPY_BLOCKS) repack(Jobs jobs)
{
#if __CUDA_ARCH__ >= 900
    /* The multiply behind it may launch once every block of the copy has started: its blocks
     * take SMs as the copy's leave and wait on the device for the copy's end (after_copy). */
    cudaTriggerProgrammaticLaunchCompletion();
#endif
    /* A select: indexed by blockIdx.z, the parameters were copied to local memory first. */
    const Job j = blockIdx.z ? jobs.job[1] : jobs.job[0];
    constexpr int kPer = 16 / E; /* elements per 16-byte chunk */
    const int col = (blockIdx.x * 32 + threadIdx.x) * kPer;
    if (blockIdx.x * 32 * kPer >= j.cols) /* the whole warp lies past the rows */
        return;
    /* Lanes past a row's last chunk stay: they take part in the shuffles below. */
    const bool live = col < j.cols;
    const int valid = live ? min(kPer, j.cols - col) : 0;
    const int step = gridDim.y * 8;
    for (int r0 = blockIdx.y * 8 + threadIdx.y; r0 < j.rows; r0 += kRows * step) {
        uint4 lo[kRows], hi[kRows];
        int off[kRows];
        bool inside[kRows];
#pragma unroll
        for (int u = 0; u < kRows; ++u) {
            const int r = r0 + u * step;
            const char *row = j.src + (int64_t)r * j.ld_src * E;
            const uintptr_t first = reinterpret_cast<uintptr_t>(row) + (uintptr_t)col * E;
            const uintptr_t row_end = reinterpret_cast<uintptr_t>(row) + (uintptr_t)j.cols * E;
            off[u] = (int)(first & 15); /* a multiple of E, the same in every lane */
            const uintptr_t base = first - off[u];
            /* Each lane loads the aligned 16 bytes its chunk starts in, if they lie inside the
             * row; the 16 after them are the next lane's (a shuffle), so every byte is loaded
             * once: loading both halves in every lane read each line twice (1.58x the operand's
             * bytes from L2, ncu at 4095^3). Lane 31 loads its second half itself. */
            const bool lo_ok = live && r < j.rows && base >= reinterpret_cast<uintptr_t>(row) &&
                               base + 16 <= row_end;
            lo[u] = lo_ok ? __ldg(reinterpret_cast<const uint4 *>(base)) : make_uint4(0, 0, 0, 0);
            /* Interior: the aligned words that hold the chunk lie inside the row. */
            inside[u] = lo_ok && valid == kPer && (off[u] == 0 || base + 32 <= row_end);
            hi[u].x = __shfl_down_sync(0xffffffffu, lo[u].x, 1);
            hi[u].y = __shfl_down_sync(0xffffffffu, lo[u].y, 1);
            hi[u].z = __shfl_down_sync(0xffffffffu, lo[u].z, 1);
            hi[u].w = __shfl_down_sync(0xffffffffu, lo[u].w, 1);
            if (threadIdx.x == 31 && inside[u] && off[u])
                hi[u] = __ldg(reinterpret_cast<const uint4 *>(base + 16));
        }
#pragma unroll
        for (int u = 0; u < kRows; ++u) {
            const int r = r0 + u * step;
            if (r >= j.rows)
                break;
            if (!live)
                continue;
            uint4 chunk;
            if (inside[u]) {
                chunk = shifted(lo[u], hi[u], off[u]);
            } else {
                uint32_t out[4] = {0, 0, 0, 0};
                /* A row's first or last chunk: element by element, only inside the row. */
                const char *src = j.src + (int64_t)r * j.ld_src * E + (int64_t)col * E;
#pragma unroll
                for (int e = 0; e < kPer; ++e)
                    if (e < valid) {
                        const uint32_t v = E == 2
                                               ? *reinterpret_cast<const uint16_t *>(src + 2 * e)
                                               : *reinterpret_cast<const uint32_t *>(src + 4 * e);
                        out[e * E / 4] |= v << (8 * (e * E % 4));
                    }
                chunk = make_uint4(out[0], out[1], out[2], out[3]);
            }
            *reinterpret_cast<uint4 *>(j.dst + (int64_t)r * j.ld_dst * E + (int64_t)col * E) =
                chunk;
        }
    }
}

/* ---- the plan: which operands move where ------------------------------------------------ */

/* One operand as stored (row-major after the API's swap): rows x cols. */
struct Stored {
    const void *ptr;
    int ld, rows, cols;
};

size_t element_bytes(const tcgemm_problem_t *p)
{
    return p->dtype == TCGEMM_F16 ? 2 : 4;
}

bool needs_copy(const tcgemm_problem_t *p, const Stored &s)
{
    const size_t e = element_bytes(p);
    if (!tcgemm::rows_aligned(s.ptr, s.ld, e, 16))
        return true;
    return p->dtype == TCGEMM_F16 && !tcgemm::rows_aligned(s.ptr, s.ld, e, 32);
}

/* Rows padded to 128 bytes: every row starts a cache line, as in a dense 4096-wide matrix. */
int padded_ld(int cols, size_t e)
{
    const int per_line = (int)(128 / e);
    return (cols + per_line - 1) / per_line * per_line;
}

size_t round256(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

struct Plan {
    Stored op[2]; /* A, B */
    bool copy[2];
    size_t offset[2]; /* in the scratch */
    size_t bytes;     /* scratch the copies need */
    tcgemm_problem_t aligned;
};

/* `candidates`: the operands (bit 0 A, bit 1 B) this plan may copy, of those that need it. */
Plan make_plan(const tcgemm_problem_t *p, unsigned candidates = 3)
{
    Plan plan;
    const size_t e = element_bytes(p);
    plan.op[0] = {p->A, p->lda, p->trans_a ? p->k : p->m, p->trans_a ? p->m : p->k};
    plan.op[1] = {p->B, p->ldb, p->trans_b ? p->n : p->k, p->trans_b ? p->k : p->n};
    plan.bytes = 0;
    plan.aligned = *p;
    plan.aligned.scratch = nullptr; /* the aligned problem is never repacked again */
    plan.aligned.scratch_bytes = 0;
    for (int i = 0; i < 2; ++i) {
        const Stored &s = plan.op[i];
        plan.copy[i] = (candidates >> i & 1) && needs_copy(p, s);
        plan.offset[i] = plan.bytes;
        if (!plan.copy[i])
            continue;
        const int ld = padded_ld(s.cols, e);
        plan.bytes += round256((size_t)s.rows * ld * e);
        void *dst = static_cast<char *>(p->scratch) + plan.offset[i];
        (i == 0 ? plan.aligned.A : plan.aligned.B) = dst;
        (i == 0 ? plan.aligned.lda : plan.aligned.ldb) = ld;
    }
    return plan;
}

/* The variant that multiplies the aligned problem: AUTO's choice for it. */
const tcgemm_variant_t *inner(const Plan &plan)
{
    return tcgemm_internal_select_auto(&plan.aligned);
}

/* The copy's share of the device's streaming rate: 2.6 of the H100's 3.0 TB/s (ncu, B of 4095^3
 * fp16; docs/07). */
constexpr double kCopyShare = 2.6 / 3.0;
constexpr double kLaunchS = 5e-6;           /* the copy's launch and tail */
constexpr double kEarlyLaunchBelowS = 1e-3; /* see launch() */

/* AUTO's time for a plan: the inner variant's estimated time on the (partly) aligned problem
 * plus the copies': their bytes (read and written) at the copy's bandwidth, and a launch. */
double plan_seconds(const tcgemm_problem_t *p, const Plan &plan, const tcgemm_variant_t *v)
{
    double bytes = 0.0;
    for (int i = 0; i < 2; ++i)
        if (plan.copy[i])
            bytes += 2.0 * plan.op[i].rows * (double)plan.op[i].cols * element_bytes(p);
    return tcgemm_internal_auto_seconds(v, &plan.aligned) +
           bytes / (kCopyShare * tcgemm_internal_bytes_per_s(p->device)) + kLaunchS;
}

/* fp16: the Hopper rows read a misaligned A in place when neither operand is transposed
 * (residue maps, chapter 07), so copying B alone can beat copying both at half the bytes: every
 * non-empty subset of the operands that need a copy is a plan, and the one AUTO estimates
 * fastest among those the scratch holds is taken (the full plan where none fits, so supports()
 * says why). fp32 copies all of them. */
Plan best_plan(const tcgemm_problem_t *p)
{
    Plan best = make_plan(p);
    if (p->dtype != TCGEMM_F16 || !best.copy[0] || !best.copy[1])
        return best;
    double best_s = 0.0;
    bool found = false;
    for (unsigned candidates : {3u, 1u, 2u}) {
        const Plan plan = make_plan(p, candidates);
        const tcgemm_variant_t *v =
            p->scratch && plan.bytes <= p->scratch_bytes ? inner(plan) : nullptr;
        if (!v)
            continue;
        const double s = plan_seconds(p, plan, v);
        if (!found || s < best_s) {
            best = plan;
            best_s = s;
            found = true;
        }
    }
    return best;
}

const char *supports(const tcgemm_problem_t *p)
{
    if (p->m > INT_MAX - 64 || p->n > INT_MAX - 64 || p->k > INT_MAX - 64)
        return "m, n and k must stay below 2^31 - 64 (rows are padded to 128 bytes)";
    const Plan plan = best_plan(p);
    if (!plan.copy[0] && !plan.copy[1])
        return "nothing to repack: A and B rows are already aligned (call an aligned variant)";
    if (!p->scratch || plan.bytes > p->scratch_bytes)
        return "the handle's workspace is too small for the aligned copies (tcgemm_set_workspace, "
               "tcgemm_workspace_size)";
    if (!inner(plan))
        return "no aligned variant serves this call on this device";
    return nullptr;
}

template <int E>
cudaError_t launch(const tcgemm_problem_t *p)
{
    const Plan plan = best_plan(p);
    Jobs jobs;
    int count = 0, chunks = 0, rows = 0;
    for (int i = 0; i < 2; ++i) {
        if (!plan.copy[i])
            continue;
        const Stored &s = plan.op[i];
        jobs.job[count++] = {static_cast<const char *>(s.ptr),
                             static_cast<char *>(p->scratch) + plan.offset[i],
                             s.ld,
                             i == 0 ? plan.aligned.lda : plan.aligned.ldb,
                             s.rows,
                             s.cols};
        chunks = max(chunks, tcgemm::ceil_div(s.cols, 16 / E));
        rows = max(rows, s.rows);
    }
    /* Long-lived blocks, about 16 per SM in all, each thread looping over rows: blocks that
     * copy one chunk each and exit ran at 1.1 TB/s on an H100 (docs/07_alignment.md). 8 fit
     * on an H100 SM at once (the launch bound), so a 4096-row operand runs as two waves. With 4
     * rows a thread and 4 blocks an SM, asking for only the 4 that fit (one wave, more rows a
     * thread, each row one round trip after the last) measured slower: the copy at 4095^3 25.6
     * -> 26.6 us, 127 x 8191 x 4093 (2 -> 8 rounds a thread) 21%. */
    const int grid_x = tcgemm::ceil_div(chunks, 32);
    const int want_y = max(1, p->device->num_sms * 16 / (grid_x * count));
    const dim3 grid(grid_x, min(tcgemm::ceil_div(rows, 8 * kRows), min(want_y, 65535)), count);
    repack<E><<<grid, dim3(32, 8), 0, p->stream>>>(jobs);
    cudaError_t err = cudaGetLastError();
    if (err != cudaSuccess)
        return err;
    /* Launched behind the copy (programmatic dependent launch) where the multiply is short:
     * that saves its launch gap, 1.5-2.5 us (2039^3 41.5 -> 40.0 us), but 8191^3 (1.6 ms)
     * measured 1.2% slower so launched, in two calls, for a reason not found. */
    const tcgemm_variant_t *v = inner(plan);
    tcgemm_problem_t aligned = plan.aligned;
    aligned.after_copy = tcgemm_internal_auto_seconds(v, &plan.aligned) < kEarlyLaunchBelowS;
    return v->launch(&aligned);
}

/* AUTO only asks about calls the repack supports. */
double estimate(const tcgemm_problem_t *p)
{
    const Plan plan = best_plan(p);
    return plan_seconds(p, plan, inner(plan));
}

constexpr const char *kLimits =
    "any alignment, through a copy: needs the handle's workspace for the misaligned operands "
    "(tcgemm_workspace_size) and a call with something to repack; then as the aligned variant "
    "AUTO picks";

} // namespace

/* auto_tflops is only a flag here (> 0: AUTO considers the rows); estimate() gives the figure. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_repack = {
    "hgemm_repack", TCGEMM_F16, 75,      1.0f,     kLimits, supports, launch<2>, 128, 128,
    nullptr,        nullptr,    nullptr, estimate, nullptr, 0.0f};
extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_repack = {
    "sgemm_repack", TCGEMM_F32, 75,      1.0f,     kLimits, supports, launch<4>, 128, 128,
    nullptr,        nullptr,    nullptr, estimate, nullptr, 0.0f};
