/* api.c — handles, argument checks, quick returns, column-major swap, AUTO and dispatch.
 *
 * Every check here runs before anything touches the device, so a rejected call launches
 * nothing and leaves C as it was.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* What AUTO's choice reads of a call (api.c's model and the variants' hooks): the device, the
 * sizes, the layout, the scalars, where the pointers sit against 256-byte lines (the variants test
 * 2- to 32-byte alignment), and the scratch memory at hand. Equal keys, equal choices. */
typedef struct {
    tcgemm_device_t device;
    int dtype, m, n, k, trans_a, trans_b, lda, ldb, ldc;
    float alpha, beta; /* compared as bits, with the rest */
    unsigned a_offset, b_offset, c_offset;
    int has_workspace;
    size_t scratch_bytes;
} auto_key_t;

/* AUTO's last choices on this thread, by key: the model costs 0.3-3 us a call on the build
 * machine's CPU, and 10-16 us where the repack and the peel ask it again for the problems they
 * run (the aligned copy, the parts), which they do once more at each launch: as long as the GPU
 * takes for the smallest calls (64 x 1 x 1216), and it showed in the bench's short blocks
 * (bench/results/2026-11-27-s35/call1). A repeated call shape, and every choice nested in it,
 * skips the model. Per thread, so that no lock is needed. */
#define TCGEMM_AUTO_MEMO 64
typedef struct {
    auto_key_t key;
    const tcgemm_variant_t *variant; /* NULL: empty */
} auto_memo_t;

static _Thread_local auto_memo_t auto_memo[TCGEMM_AUTO_MEMO];

struct tcgemm_context {
    tcgemm_device_t device;
    cudaStream_t stream;
    tcgemm_algo_t algo;
    unsigned long launches;
    void *workspace;         /* device scratch for the variants that need it (variant.h) */
    cudaEvent_t stream_done; /* orders the workspace's users across tcgemm_set_stream */
    void *scratch;           /* the repack variants' scratch (tcgemm_set_workspace) */
    size_t scratch_bytes;
    int scratch_owned; /* scratch is the default that tcgemm_create allocated */
    char message[320];
};

static tcgemm_status_t fail(tcgemm_handle_t h, tcgemm_status_t status, const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    vsnprintf(h->message, sizeof h->message, fmt, args);
    va_end(args);
    return status;
}

static tcgemm_status_t succeed(tcgemm_handle_t h)
{
    h->message[0] = '\0';
    return TCGEMM_STATUS_SUCCESS;
}

/* ---- handles ---------------------------------------------------------------------------- */

static tcgemm_status_t query_device(tcgemm_device_t *d)
{
    int count = 0;
    cudaError_t err = cudaGetDeviceCount(&count);
    if (err == cudaErrorNoDevice || err == cudaErrorInsufficientDriver || count == 0) {
        cudaGetLastError(); /* clear the sticky-free error so later calls start clean */
        return TCGEMM_STATUS_NO_DEVICE;
    }
    if (err != cudaSuccess)
        return TCGEMM_STATUS_CUDA_ERROR;
    int major = 0, minor = 0, sms = 0, optin = 0, l2 = 0;
    if (cudaGetDevice(&d->ordinal) != cudaSuccess ||
        cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, d->ordinal) ||
        cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, d->ordinal) ||
        cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, d->ordinal) ||
        cudaDeviceGetAttribute(&optin, cudaDevAttrMaxSharedMemoryPerBlockOptin, d->ordinal) ||
        cudaDeviceGetAttribute(&l2, cudaDevAttrL2CacheSize, d->ordinal))
        return TCGEMM_STATUS_CUDA_ERROR;
    d->sm = major * 10 + minor;
    d->num_sms = sms;
    d->smem_optin = (size_t)optin;
    d->l2_bytes = (size_t)l2;
    /* Not every platform reports these two: without them AUTO keeps the reference rate. */
    int memory_khz = 0, bus_bits = 0;
    if (cudaDeviceGetAttribute(&memory_khz, cudaDevAttrMemoryClockRate, d->ordinal) ||
        cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, d->ordinal))
        cudaGetLastError();
    d->dram_bytes_per_s = tcgemm_internal_stream_rate(memory_khz, bus_bits);
    /* The library holds machine code for sm_75 and newer only (CUDA 13 builds nothing older). */
    return d->sm >= 75 ? TCGEMM_STATUS_SUCCESS : TCGEMM_STATUS_NOT_SUPPORTED;
}

tcgemm_status_t tcgemm_internal_create_for_device(tcgemm_handle_t *handle,
                                                  const tcgemm_device_t *device)
{
    if (!handle || !device)
        return TCGEMM_STATUS_INVALID_VALUE;
    *handle = NULL;
    tcgemm_handle_t h = calloc(1, sizeof *h);
    if (!h)
        return TCGEMM_STATUS_ALLOC_FAILED;
    h->device = *device;
    h->algo = TCGEMM_ALGO_AUTO;
    *handle = h;
    return TCGEMM_STATUS_SUCCESS;
}

/* The largest workspace a variant that runs on the device asks for. */
static size_t workspace_need(const tcgemm_device_t *device)
{
    size_t need = 0;
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (v && v->workspace_bytes && v->min_sm <= device->sm && v->workspace_bytes(device) > need)
            need = v->workspace_bytes(device);
    }
    return need;
}

/* The default repack scratch: 1/128 of the device's memory (640 MiB on an 80 GB H100), enough
 * for both operands of an fp16 call up to ~12000^3 or an fp32 one up to ~8500^3 at any
 * alignment. Without it (out of memory) the handle still works: misaligned calls take the
 * direct, slower variants. */
static void allocate_default_scratch(tcgemm_handle_t h)
{
    size_t free_bytes = 0, total = 0;
    if (cudaMemGetInfo(&free_bytes, &total) != cudaSuccess) {
        cudaGetLastError();
        return;
    }
    const size_t want = total / 128 / (2u << 20) * (2u << 20);
    if (want && cudaMalloc(&h->scratch, want) == cudaSuccess) {
        h->scratch_bytes = want;
        h->scratch_owned = 1;
    } else {
        h->scratch = NULL;
        cudaGetLastError();
    }
}

tcgemm_status_t tcgemm_create(tcgemm_handle_t *handle)
{
    if (!handle)
        return TCGEMM_STATUS_INVALID_VALUE;
    *handle = NULL;
    tcgemm_device_t device = {0};
    tcgemm_status_t status = query_device(&device);
    if (status != TCGEMM_STATUS_SUCCESS)
        return status;
    status = tcgemm_internal_create_for_device(handle, &device);
    if (status != TCGEMM_STATUS_SUCCESS)
        return status;
    tcgemm_handle_t h = *handle;
    if (cudaEventCreateWithFlags(&h->stream_done, cudaEventDisableTiming) != cudaSuccess) {
        free(h);
        *handle = NULL;
        return TCGEMM_STATUS_CUDA_ERROR;
    }
    /* Without its workspace the handle still works: the variants that need it answer
     * NOT_SUPPORTED, and AUTO passes them over. */
    /* The memset runs on the legacy default stream, which a non-blocking stream does not wait
     * for: it has to be done before create returns. */
    const size_t need = workspace_need(&device);
    if (need && (cudaMalloc(&h->workspace, need) != cudaSuccess ||
                 cudaMemsetAsync(h->workspace, 0, need, 0) != cudaSuccess ||
                 cudaStreamSynchronize(0) != cudaSuccess)) {
        cudaFree(h->workspace);
        h->workspace = NULL;
        cudaGetLastError(); /* an out-of-memory error is not sticky; do not leave it behind */
    }
    allocate_default_scratch(h);
    return TCGEMM_STATUS_SUCCESS;
}

tcgemm_status_t tcgemm_destroy(tcgemm_handle_t handle)
{
    if (!handle)
        return TCGEMM_STATUS_NOT_INITIALIZED;
    /* cudaFree waits for the kernels that may still use the workspace. */
    const cudaError_t freed = handle->workspace ? cudaFree(handle->workspace) : cudaSuccess;
    const cudaError_t destroyed =
        handle->stream_done ? cudaEventDestroy(handle->stream_done) : cudaSuccess;
    const cudaError_t scratch_freed =
        handle->scratch_owned ? cudaFree(handle->scratch) : cudaSuccess;
    free(handle);
    return freed == cudaSuccess && destroyed == cudaSuccess && scratch_freed == cudaSuccess
               ? TCGEMM_STATUS_SUCCESS
               : TCGEMM_STATUS_CUDA_ERROR;
}

tcgemm_status_t tcgemm_set_workspace(tcgemm_handle_t handle, void *workspace, size_t bytes)
{
    if (!handle)
        return TCGEMM_STATUS_NOT_INITIALIZED;
    if (!workspace && bytes)
        return fail(handle, TCGEMM_STATUS_INVALID_VALUE,
                    "tcgemm_set_workspace: workspace is NULL but bytes is %zu", bytes);
    if ((uintptr_t)workspace % 256)
        return fail(handle, TCGEMM_STATUS_INVALID_VALUE,
                    "tcgemm_set_workspace: workspace %p is not 256-byte aligned", workspace);
    /* cudaFree waits for the kernels that may still use the default. */
    if (handle->scratch_owned) {
        const cudaError_t err = cudaFree(handle->scratch);
        handle->scratch_owned = 0;
        handle->scratch = NULL;
        handle->scratch_bytes = 0;
        if (err != cudaSuccess)
            return fail(handle, TCGEMM_STATUS_CUDA_ERROR,
                        "tcgemm_set_workspace: freeing the default workspace failed: %s",
                        cudaGetErrorString(err));
    }
    handle->scratch = bytes ? workspace : NULL;
    handle->scratch_bytes = workspace ? bytes : 0;
    return succeed(handle);
}

/* One operand stored rows x cols, each row padded to 128 bytes, as the repack copies it; the
 * larger of its two orientations, since the size rule does not know the call's transposes. */
static size_t padded_operand(size_t rows, size_t cols, size_t element_bytes)
{
    const size_t per_line = 128 / element_bytes;
    const size_t a = rows * ((cols + per_line - 1) / per_line * per_line);
    const size_t b = cols * ((rows + per_line - 1) / per_line * per_line);
    return (a > b ? a : b) * element_bytes;
}

size_t tcgemm_workspace_size(int m, int n, int k, size_t element_bytes)
{
    if (m <= 0 || n <= 0 || k <= 0 || (element_bytes != 2 && element_bytes != 4))
        return 0;
    const size_t a = padded_operand((size_t)m, (size_t)k, element_bytes);
    const size_t b = padded_operand((size_t)k, (size_t)n, element_bytes);
    return (a + 255) / 256 * 256 + (b + 255) / 256 * 256;
}

tcgemm_status_t tcgemm_set_stream(tcgemm_handle_t handle, cudaStream_t stream)
{
    if (!handle)
        return TCGEMM_STATUS_NOT_INITIALIZED;
    /* Work enqueued on the old stream may still use the workspace: the new stream waits for
     * it, so that the handle's calls stay in order. */
    if ((handle->workspace || handle->scratch) && stream != handle->stream) {
        cudaError_t err = cudaEventRecord(handle->stream_done, handle->stream);
        if (err == cudaSuccess)
            err = cudaStreamWaitEvent(stream, handle->stream_done, 0);
        if (err != cudaSuccess)
            return fail(handle, TCGEMM_STATUS_CUDA_ERROR,
                        "tcgemm_set_stream: ordering the new stream after the old one failed: %s",
                        cudaGetErrorString(err));
    }
    handle->stream = stream;
    return succeed(handle);
}

tcgemm_status_t tcgemm_set_algo(tcgemm_handle_t handle, tcgemm_algo_t algo)
{
    if (!handle)
        return TCGEMM_STATUS_NOT_INITIALIZED;
    if ((int)algo < 0 || algo >= TCGEMM_ALGO_COUNT)
        return fail(handle, TCGEMM_STATUS_INVALID_VALUE,
                    "tcgemm_set_algo: algo %d is out of range [0, %d)", (int)algo,
                    (int)TCGEMM_ALGO_COUNT);
    handle->algo = algo;
    return succeed(handle);
}

unsigned long tcgemm_internal_launch_count(tcgemm_handle_t handle)
{
    return handle ? handle->launches : 0;
}

/* ---- names and messages ------------------------------------------------------------------ */

/* Every value of the enum has its name, also one this build leaves out (its calls then say
 * why): a program can name a variant without knowing how the library was configured. */
const char *tcgemm_algo_name(tcgemm_algo_t algo)
{
    return tcgemm_variant_name(algo);
}

tcgemm_algo_t tcgemm_algo_from_name(const char *name)
{
    if (!name)
        return TCGEMM_ALGO_COUNT;
    for (int a = 0; a < TCGEMM_ALGO_COUNT; ++a)
        if (strcmp(tcgemm_algo_name((tcgemm_algo_t)a), name) == 0)
            return (tcgemm_algo_t)a;
    return TCGEMM_ALGO_COUNT;
}

const char *tcgemm_algo_limits(tcgemm_algo_t algo)
{
    if (algo == TCGEMM_ALGO_AUTO)
        return "any shape, layout and alignment (picks a variant per call)";
    if (!tcgemm_variant_name(algo))
        return NULL;
    const tcgemm_variant_t *v = tcgemm_variant(algo);
    return v ? v->limits : tcgemm_variant_not_built();
}

const char *tcgemm_status_string(tcgemm_status_t status)
{
    switch (status) {
    case TCGEMM_STATUS_SUCCESS:
        return "TCGEMM_STATUS_SUCCESS: success";
    case TCGEMM_STATUS_NOT_INITIALIZED:
        return "TCGEMM_STATUS_NOT_INITIALIZED: null handle";
    case TCGEMM_STATUS_INVALID_VALUE:
        return "TCGEMM_STATUS_INVALID_VALUE: an argument is out of its valid range";
    case TCGEMM_STATUS_NOT_SUPPORTED:
        return "TCGEMM_STATUS_NOT_SUPPORTED: the chosen variant cannot serve this call";
    case TCGEMM_STATUS_NO_DEVICE:
        return "TCGEMM_STATUS_NO_DEVICE: no CUDA device is available";
    case TCGEMM_STATUS_ALLOC_FAILED:
        return "TCGEMM_STATUS_ALLOC_FAILED: out of host memory";
    case TCGEMM_STATUS_CUDA_ERROR:
        return "TCGEMM_STATUS_CUDA_ERROR: a CUDA call failed";
    }
    return "unknown tcgemm status";
}

const char *tcgemm_last_error(tcgemm_handle_t handle)
{
    return handle ? handle->message : "null handle";
}

/* ---- GEMM -------------------------------------------------------------------------------- */

static const char *dtype_name(tcgemm_dtype_t dtype)
{
    return dtype == TCGEMM_F16 ? "fp16" : "fp32";
}

/* CBLAS: a matrix stored rows x cols needs ld >= max(1, cols) row-major, max(1, rows) col-major. */
static int min_ld(tcgemm_order_t order, int rows, int cols)
{
    int need = order == TCGEMM_ROW_MAJOR ? cols : rows;
    return need > 1 ? need : 1;
}

double tcgemm_internal_busy_share(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    if (v->busy_share)
        return v->busy_share(p);
    const double blocks =
        (double)((p->m + v->tile_m - 1) / v->tile_m) * (double)((p->n + v->tile_n - 1) / v->tile_n);
    return blocks < p->device->num_sms ? blocks / p->device->num_sms : 1.0;
}

/* AUTO's cost model, from the reference GPU (an H100, bench/results/): the streaming bandwidth
 * a device-to-device copy measures; the share of it a tiled kernel reaches when memory bounds it
 * and its grid fills the device, scaled down with its busy share like its arithmetic
 * (hgemm_mma_64x64 moved 1 x 11008 x 4096, 172 tiles, at 2.1 TB/s and 1 x 4096 x 4096, 64
 * tiles, at 1.07 TB/s: bench/results/2026-11-23-h100-skinny/run3); the time one more kernel
 * launch adds to a call; and what a tiled kernel spends besides its k-loop and its launch (the
 * first copies, the epilogue): hgemm_wgmma_128x128 took 6.8 us at 256^3 (4 k-blocks a tile)
 * and 24.4 at 128 x 4096 x 4096 (64), 0.29 us a k-block and 5.5 us besides, 2 of them the
 * launch (bench/results/2026-11-24-h100-s13/call1).
 * The bandwidth is the reference's: another device's is scaled by its peak DRAM rate over the
 * reference's (3.35 TB/s: 2619 MHz x 5120 bits x 2), so the memory-bound terms follow the memory.
 * The H200 reports 3201 MHz x 6016 bits (4.82 TB/s peak): 4.31 TB/s, where the bench's copy
 * measured 4.15. At 3.0 AUTO kept 17-32-row calls of 4096 x 4096 and 32 x 4096 x 14336 on
 * hgemm_wgmma_64x64, 1.07-1.11x slower there than hgemm_skinny
 * (bench/results/2026-11-28-s40/call3); at 4.31 it takes the skinny path there: 32 x 4096 x
 * 14336 38.2 -> 35.3 us NN, 38.5 -> 34.9 NT, 24 and 32 x 4096 x 4096 NT 15.2 -> 14.7 (call 4). */
#define TCGEMM_AUTO_BYTES_PER_S 3.0e12
#define TCGEMM_AUTO_REFERENCE_PEAK (2.0 * 2619e6 * 5120 / 8)
#define TCGEMM_AUTO_TILED_SHARE 0.7
#define TCGEMM_AUTO_LAUNCH_S 2.0e-6
#define TCGEMM_AUTO_FILL_S 3.5e-6

double tcgemm_internal_stream_rate(int memory_khz, int bus_bits)
{
    if (memory_khz <= 0 || bus_bits <= 0)
        return 0.0;
    const double peak = 2.0 * memory_khz * 1e3 * bus_bits / 8;
    return TCGEMM_AUTO_BYTES_PER_S * peak / TCGEMM_AUTO_REFERENCE_PEAK;
}

double tcgemm_internal_bytes_per_s(const tcgemm_device_t *device)
{
    return device->dram_bytes_per_s > 0.0 ? device->dram_bytes_per_s : TCGEMM_AUTO_BYTES_PER_S;
}

/* The bytes a variant without its own count moves: A, B and C once (C twice when beta reads it). */
double tcgemm_internal_operand_bytes(const tcgemm_problem_t *p)
{
    const double elem = p->dtype == TCGEMM_F16 ? 2.0 : 4.0;
    return elem * ((double)p->m * p->k + (double)p->k * p->n +
                   (p->beta == 0.0f ? 1.0 : 2.0) * (double)p->m * p->n);
}

/* The tiles of C a variant's grid computes. */
static long long tile_count(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    return (long long)((p->m + v->tile_m - 1) / v->tile_m) * ((p->n + v->tile_n - 1) / v->tile_n);
}

/* The share of the device's rates a variant's grid draws on: its busy share, unless it states
 * its k-loop's latency (k_ns) and its tiles fit one round: then a grid that leaves SMs idle is
 * bounded by that latency (k_loop_seconds), and its rates are the device-filling ones. Past one
 * round its last round's idle SMs count again: hgemm_wgmma_64x64's 172 tiles at 1 x 11008 x
 * 4096 took 39.3-39.8 us against the 128 x 128 row's 86 in 35.6-35.8, which the device-filling
 * rates put level (bench/results/2026-11-24-h100-s14/call9). */
static double rate_share(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    if (v->k_ns > 0.0f && tile_count(v, p) <= p->device->num_sms)
        return 1.0;
    return tcgemm_internal_busy_share(v, p);
}

/* The share of its speed a variant keeps on the call's alignment (its load_share, 1 without). */
static double alignment_share(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    return v->load_share ? v->load_share(p) : 1.0;
}

/* A variant's arithmetic time on p: the FLOPs of its padded tiles at its device-filling speed,
 * scaled by the share of the SMs its grid keeps busy and by the share of its speed it keeps on
 * the call's alignment (load_share). The busy share sends a small problem to a
 * smaller tile when the big one would leave SMs idle, and not when the small tile's own speed is
 * far lower. */
static double compute_seconds(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    const double padded_m = (double)((p->m + v->tile_m - 1) / v->tile_m) * v->tile_m;
    const double padded_n = (double)((p->n + v->tile_n - 1) / v->tile_n) * v->tile_n;
    return 2.0 * padded_m * padded_n * p->k /
           (v->auto_tflops * 1e12 * rate_share(v, p) * alignment_share(v, p));
}

/* The latency floor of a variant that states k_ns: its tiles in rounds of one per SM, each
 * round a tile's k-loop (slowed by the call's alignment as its arithmetic is), plus
 * the fill and drain. A lone SM runs a tile faster than its share of
 * the device-filling rate (hgemm_wgmma_128x128: 7.1 TFLOPS in the k-loop at 128 x 4096 x 4096,
 * 32 tiles, against 521 / 132 = 3.9), so on a small grid this, not the busy share, is the bound.
 * hgemm_mma_64x64 holds four blocks per SM, so past one round this overstates its time; there
 * the larger tiles are the faster ones anyway (call1 above: 768^3 to 2048^3). */
static double k_loop_seconds(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    if (v->k_ns <= 0.0f)
        return 0.0;
    const long long rounds = (tile_count(v, p) + p->device->num_sms - 1) / p->device->num_sms;
    return (double)rounds * p->k * v->k_ns * 1e-9 / alignment_share(v, p);
}

/* AUTO's estimate of a variant's time on p, in seconds: the longest of its arithmetic, its
 * memory traffic and its k-loop's latency, plus a cost per launch. A variant that counts its own
 * bytes (auto_bytes) is charged them at the full bandwidth; a tiled one moves A, B and C at the
 * tiled share of it times its rate share. */
static double auto_estimate(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    if (v->estimate) /* a composition (the repack) models itself from its parts */
        return v->estimate(p);
    int launches = 1;
    const double rate = tcgemm_internal_bytes_per_s(p->device);
    const double memory = v->auto_bytes ? v->auto_bytes(p, &launches) / rate
                                        : tcgemm_internal_operand_bytes(p) /
                                              (rate * TCGEMM_AUTO_TILED_SHARE * rate_share(v, p));
    const double compute = compute_seconds(v, p), k_loop = k_loop_seconds(v, p);
    double longest = compute > memory ? compute : memory;
    if (k_loop > longest)
        longest = k_loop;
    /* A tiled kernel's fill and drain; a streaming one (its own bytes, no k-loop stated) counts
     * its own (skinny_branches.cuh: in its share of the bandwidth, or the fp16 ring's head). */
    const double fill = v->auto_bytes && v->k_ns <= 0.0f ? 0.0 : TCGEMM_AUTO_FILL_S;
    return longest + fill + launches * TCGEMM_AUTO_LAUNCH_S;
}

double tcgemm_internal_auto_seconds(const tcgemm_variant_t *v, const tcgemm_problem_t *p)
{
    return auto_estimate(v, p);
}

/* The variant with the lowest estimate; between equal estimates (tiled variants that memory
 * bounds alike), the one with the shorter arithmetic. */
const tcgemm_variant_t *tcgemm_internal_choose_auto(const tcgemm_problem_t *p)
{
    const tcgemm_variant_t *best = NULL;
    double best_estimate = 0.0, best_compute = 0.0;
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (!v || v->dtype != p->dtype || v->auto_tflops <= 0.0f || v->min_sm > p->device->sm ||
            v->supports(p))
            continue;
        const double estimate = auto_estimate(v, p), compute = compute_seconds(v, p);
        if (!best || estimate < best_estimate ||
            (estimate == best_estimate && compute < best_compute)) {
            best = v;
            best_estimate = estimate;
            best_compute = compute;
        }
    }
    return best;
}

const tcgemm_variant_t *tcgemm_internal_select_auto(const tcgemm_problem_t *p)
{
    auto_key_t key;
    memset(&key, 0, sizeof key);             /* padding too: keys are compared with memcmp */
    key.device.ordinal = p->device->ordinal; /* field by field: the struct's padding is not set */
    key.device.sm = p->device->sm;
    key.device.num_sms = p->device->num_sms;
    key.device.smem_optin = p->device->smem_optin;
    key.device.l2_bytes = p->device->l2_bytes;
    key.device.dram_bytes_per_s = p->device->dram_bytes_per_s;
    key.dtype = p->dtype;
    key.m = p->m;
    key.n = p->n;
    key.k = p->k;
    key.trans_a = p->trans_a;
    key.trans_b = p->trans_b;
    key.lda = p->lda;
    key.ldb = p->ldb;
    key.ldc = p->ldc;
    key.alpha = p->alpha;
    key.beta = p->beta;
    key.a_offset = (unsigned)((uintptr_t)p->A & 255u);
    key.b_offset = (unsigned)((uintptr_t)p->B & 255u);
    key.c_offset = (unsigned)((uintptr_t)p->C & 255u);
    key.has_workspace = p->workspace != NULL;
    key.scratch_bytes = p->scratch ? p->scratch_bytes : 0;
    const unsigned slot = ((unsigned)key.m * 31u + (unsigned)key.n * 17u + (unsigned)key.k * 13u +
                           (unsigned)key.lda * 5u + (unsigned)key.ldb * 7u + (unsigned)key.dtype +
                           2u * key.trans_a + 4u * key.trans_b) %
                          TCGEMM_AUTO_MEMO;
    auto_memo_t *memo = &auto_memo[slot];
    if (memo->variant && memcmp(&memo->key, &key, sizeof key) == 0)
        return memo->variant;
    const tcgemm_variant_t *v = tcgemm_internal_choose_auto(p);
    if (v) {
        memo->key = key;
        memo->variant = v;
    }
    return v;
}

static tcgemm_status_t gemm(tcgemm_handle_t h, const char *fn, tcgemm_dtype_t dtype,
                            tcgemm_order_t order, tcgemm_op_t transa, tcgemm_op_t transb, int m,
                            int n, int k, float alpha, const void *A, int lda, const void *B,
                            int ldb, float beta, void *C, int ldc)
{
    if (!h)
        return TCGEMM_STATUS_NOT_INITIALIZED;
    const tcgemm_status_t bad = TCGEMM_STATUS_INVALID_VALUE;
    if (order != TCGEMM_ROW_MAJOR && order != TCGEMM_COL_MAJOR)
        return fail(h, bad, "%s: order %d is neither ROW_MAJOR nor COL_MAJOR", fn, (int)order);
    if (transa != TCGEMM_OP_N && transa != TCGEMM_OP_T)
        return fail(h, bad, "%s: transa %d is neither OP_N nor OP_T", fn, (int)transa);
    if (transb != TCGEMM_OP_N && transb != TCGEMM_OP_T)
        return fail(h, bad, "%s: transb %d is neither OP_N nor OP_T", fn, (int)transb);
    if (m < 0 || n < 0 || k < 0)
        return fail(h, bad, "%s: sizes must be >= 0 (m=%d, n=%d, k=%d)", fn, m, n, k);

    const char *layout = order == TCGEMM_ROW_MAJOR ? "row-major" : "column-major";
    int need = transa == TCGEMM_OP_N ? min_ld(order, m, k) : min_ld(order, k, m);
    if (lda < need)
        return fail(h, bad, "%s: lda=%d is too small for %s A with transa=%c: needs >= %d", fn, lda,
                    layout, transa == TCGEMM_OP_N ? 'N' : 'T', need);
    need = transb == TCGEMM_OP_N ? min_ld(order, k, n) : min_ld(order, n, k);
    if (ldb < need)
        return fail(h, bad, "%s: ldb=%d is too small for %s B with transb=%c: needs >= %d", fn, ldb,
                    layout, transb == TCGEMM_OP_N ? 'N' : 'T', need);
    need = min_ld(order, m, n);
    if (ldc < need)
        return fail(h, bad, "%s: ldc=%d is too small for %s C: needs >= %d", fn, ldc, layout, need);

    const int empty = m == 0 || n == 0;
    const int reads_ab = !empty && k > 0 && alpha != 0.0f;
    if (!empty && !C)
        return fail(h, bad, "%s: C is NULL", fn);
    if (reads_ab && (!A || !B))
        return fail(h, bad, "%s: %s is NULL", fn, !A ? "A" : "B");

    const tcgemm_variant_t *chosen = tcgemm_variant(h->algo);
    if (h->algo != TCGEMM_ALGO_AUTO && !chosen)
        return fail(h, TCGEMM_STATUS_NOT_SUPPORTED, "%s: %s: %s", fn, tcgemm_variant_name(h->algo),
                    tcgemm_variant_not_built());
    if (chosen && chosen->dtype != dtype)
        return fail(h, TCGEMM_STATUS_NOT_SUPPORTED, "%s: %s is an %s variant; this call is %s", fn,
                    chosen->name, dtype_name(chosen->dtype), dtype_name(dtype));
    if (chosen && chosen->min_sm > h->device.sm)
        return fail(h, TCGEMM_STATUS_NOT_SUPPORTED,
                    "%s: %s needs compute capability %d.%d or newer; this device is %d.%d", fn,
                    chosen->name, chosen->min_sm / 10, chosen->min_sm % 10, h->device.sm / 10,
                    h->device.sm % 10);
    if (empty)
        return succeed(h);

    /* Row-major from here on: a column-major C is the row-major C^T = op(B)^T op(A)^T. */
    const int col = order == TCGEMM_COL_MAJOR;
    tcgemm_problem_t p = {
        .dtype = dtype,
        .m = col ? n : m,
        .n = col ? m : n,
        .k = k,
        .trans_a = (col ? transb : transa) == TCGEMM_OP_T,
        .trans_b = (col ? transa : transb) == TCGEMM_OP_T,
        .alpha = alpha,
        .beta = beta,
        .A = col ? B : A,
        .B = col ? A : B,
        .C = C,
        .lda = col ? ldb : lda,
        .ldb = col ? lda : ldb,
        .ldc = ldc,
        .stream = h->stream,
        .device = &h->device,
        .workspace = h->workspace,
        .scratch = h->scratch,
        .scratch_bytes = h->scratch_bytes,
    };

    cudaError_t err;
    if (!reads_ab) {
        if (beta == 1.0f)
            return succeed(h);
        h->launches++;
        err = tcgemm_launch_scale_c(&p);
    } else {
        if (!chosen) {
            chosen = tcgemm_internal_select_auto(&p);
            if (!chosen) /* a registry without a variant that serves everything: a bug */
                return fail(h, TCGEMM_STATUS_NOT_SUPPORTED,
                            "%s: AUTO found no %s variant for compute capability %d.%d", fn,
                            dtype_name(dtype), h->device.sm / 10, h->device.sm % 10);
        } else {
            const char *limit = chosen->supports(&p);
            if (limit)
                return fail(h, TCGEMM_STATUS_NOT_SUPPORTED, "%s: %s: %s", fn, chosen->name, limit);
        }
        h->launches++;
        err = chosen->launch(&p);
    }
    if (err != cudaSuccess)
        return fail(h, TCGEMM_STATUS_CUDA_ERROR, "%s: launch failed: %s", fn,
                    cudaGetErrorString(err));
    return succeed(h);
}

tcgemm_status_t tcgemm_hgemm(tcgemm_handle_t handle, tcgemm_order_t order, tcgemm_op_t transa,
                             tcgemm_op_t transb, int m, int n, int k, float alpha,
                             const tcgemm_half_t *A, int lda, const tcgemm_half_t *B, int ldb,
                             float beta, tcgemm_half_t *C, int ldc)
{
    return gemm(handle, "tcgemm_hgemm", TCGEMM_F16, order, transa, transb, m, n, k, alpha, A, lda,
                B, ldb, beta, C, ldc);
}

tcgemm_status_t tcgemm_sgemm(tcgemm_handle_t handle, tcgemm_order_t order, tcgemm_op_t transa,
                             tcgemm_op_t transb, int m, int n, int k, float alpha, const float *A,
                             int lda, const float *B, int ldb, float beta, float *C, int ldc)
{
    return gemm(handle, "tcgemm_sgemm", TCGEMM_F32, order, transa, transb, m, n, k, alpha, A, lda,
                B, ldb, beta, C, ldc);
}
