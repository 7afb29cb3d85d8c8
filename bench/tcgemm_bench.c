/* tcgemm_bench.c — times every tcgemm variant against cuBLAS and checks each result.
 *
 * For each data type, shape and variant: one call on fresh random inputs is compared with
 * cuBLAS (relative Frobenius error), then the variant and cuBLAS are timed in alternating
 * blocks, each run between its own pair of CUDA events, rotating through enough input sets
 * that they cannot all sit in L2. The table reports medians; docs/bench.md explains why.
 */
#define _POSIX_C_SOURCE 200809L /* gmtime_r, isatty, fileno */

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cublas_v2.h>
#include <cuda_runtime_api.h>

#include "bench_args.h"
#include "bench_device.h"
#include "bench_report.h"
#include "internal.h"
#include "tcgemm.h"
#include "variant.h"

#ifndef TCGEMM_BENCH_COMMIT
#define TCGEMM_BENCH_COMMIT "unknown"
#endif

/* Aim for about this long per kernel and row, in timed runs and in warm-up. */
#define TARGET_TIMED_S 0.3
#define TARGET_WARMUP_S 0.1
/* At least this many timed runs, unless a single run is slower than --max-run-s. */
#define MIN_REPS 3
/* Timed runs alternate between the variant and cuBLAS in at most this many blocks. */
#define MAX_BLOCKS 5
/* From this K on, a shortened run estimates a kernel's time before it is run in full. */
#define SHORT_K_FROM 8192

static void cuda_die(cudaError_t err, const char *what, int line)
{
    fprintf(stderr, "tcgemm-bench:%d: %s: %s\n", line, what, cudaGetErrorString(err));
    exit(1);
}
#define CK(call)                                                                                   \
    do {                                                                                           \
        cudaError_t err_ = (call);                                                                 \
        if (err_ != cudaSuccess)                                                                   \
            cuda_die(err_, #call, __LINE__);                                                       \
    } while (0)
#define CKB(call)                                                                                  \
    do {                                                                                           \
        cublasStatus_t st_ = (call);                                                               \
        if (st_ != CUBLAS_STATUS_SUCCESS) {                                                        \
            fprintf(stderr, "tcgemm-bench:%d: %s: cuBLAS status %d\n", __LINE__, #call, (int)st_); \
            exit(1);                                                                               \
        }                                                                                          \
    } while (0)

/* ---- one problem: its layout and its device buffers -------------------------------------- */

typedef struct {
    int f16;
    int m, n, k, col_major, trans_a, trans_b;
    int pad, offset; /* lda, ldb above the minimum; A, B past a 256-byte boundary (elements) */
    float alpha, beta;
    int lda, ldb, ldc;
    size_t a_elems, b_elems, c_elems;    /* of one set */
    size_t a_stride, b_stride, c_stride; /* bytes between sets, rounded up to 256 */
    int sets;
    char *A, *B, *C;     /* `sets` copies each */
    char *Cref;          /* cuBLAS's result on set 0 */
    unsigned c_seed;     /* C's initial values when beta != 0 */
    int next_set;        /* rotation: every timed launch takes the next set */
    cudaStream_t stream; /* every fill, call and copy of the problem goes here, in order */
} problem_t;

static size_t elem_size(int f16)
{
    return f16 ? 2 : 4;
}
static size_t round_up(size_t bytes)
{
    return (bytes + 255) / 256 * 256;
}

/* Minimal leading dimensions, as CBLAS defines them for the stored (not the op'd) matrix, plus
 * the shape's pad for A and B; each set holds `offset` elements in front of A and B. */
static void set_layout(problem_t *p)
{
    const int a_rows = p->trans_a ? p->k : p->m, a_cols = p->trans_a ? p->m : p->k;
    const int b_rows = p->trans_b ? p->n : p->k, b_cols = p->trans_b ? p->k : p->n;
    p->lda = (p->col_major ? a_rows : a_cols) + p->pad;
    p->ldb = (p->col_major ? b_rows : b_cols) + p->pad;
    p->ldc = p->col_major ? p->m : p->n;
    p->a_elems = (size_t)(p->col_major ? a_cols : a_rows) * p->lda + p->offset;
    p->b_elems = (size_t)(p->col_major ? b_cols : b_rows) * p->ldb + p->offset;
    p->c_elems = (size_t)p->m * p->n;
    const size_t e = elem_size(p->f16);
    p->a_stride = round_up(p->a_elems * e);
    p->b_stride = round_up(p->b_elems * e);
    p->c_stride = round_up(p->c_elems * e);
}

/* Enough sets that all of them together are at least twice L2, so a set is long evicted by
 * the time it comes round again; as few as memory allows; 0 if not even one fits. */
static int choose_sets(const problem_t *p, size_t l2_bytes)
{
    size_t free_bytes = 0, total = 0;
    CK(cudaMemGetInfo(&free_bytes, &total));
    const size_t set = p->a_stride + p->b_stride + p->c_stride;
    const size_t usable = free_bytes / 10 * 9; /* leave room for cuBLAS's workspace */
    if (set + p->c_stride > usable)
        return 0;
    size_t want = (2 * l2_bytes + set - 1) / set;
    if (want < 1)
        want = 1;
    const size_t fit = (usable - p->c_stride) / set;
    return (int)(want < fit ? want : fit);
}

/* C's initial contents: NaN when beta == 0 (a variant must not read it), else random. */
static void init_c(const problem_t *p, void *c)
{
    if (p->beta == 0.0f)
        CK(cudaMemsetAsync(c, 0xFF, p->c_elems * elem_size(p->f16), p->stream)); /* NaN */
    else
        CK(bench_fill_random(c, p->c_elems, p->f16, p->c_seed, p->stream));
}

static int alloc_problem(problem_t *p, size_t l2_bytes)
{
    p->sets = choose_sets(p, l2_bytes);
    if (p->sets == 0)
        return -1;
    CK(cudaMalloc((void **)&p->A, p->a_stride * p->sets));
    CK(cudaMalloc((void **)&p->B, p->b_stride * p->sets));
    CK(cudaMalloc((void **)&p->C, p->c_stride * p->sets));
    CK(cudaMalloc((void **)&p->Cref, p->c_stride));
    p->c_seed = 0xC0FFEEu;
    for (int s = 0; s < p->sets; ++s) {
        CK(bench_fill_random(p->A + s * p->a_stride, p->a_elems, p->f16, 2u * s + 1, p->stream));
        CK(bench_fill_random(p->B + s * p->b_stride, p->b_elems, p->f16, 2u * s + 2, p->stream));
        init_c(p, p->C + s * p->c_stride);
    }
    CK(cudaStreamSynchronize(p->stream));
    return 0;
}

static void free_problem(problem_t *p)
{
    CK(cudaFree(p->A));
    CK(cudaFree(p->B));
    CK(cudaFree(p->C));
    CK(cudaFree(p->Cref));
    p->A = p->B = p->C = p->Cref = NULL;
}

/* ---- the two contestants ------------------------------------------------------------------ */

typedef struct {
    tcgemm_handle_t tc;
    cublasHandle_t cublas;
    cudaStream_t stream;
    cudaEvent_t *start, *stop; /* one pair per timed run of a block */
    size_t l2_bytes;
    int sm_count; /* the read probe's grid: 8 blocks an SM */
} bench_t;

static tcgemm_status_t run_variant(bench_t *b, const problem_t *p, int set, void *c)
{
    const tcgemm_order_t order = p->col_major ? TCGEMM_COL_MAJOR : TCGEMM_ROW_MAJOR;
    const tcgemm_op_t ta = p->trans_a ? TCGEMM_OP_T : TCGEMM_OP_N;
    const tcgemm_op_t tb = p->trans_b ? TCGEMM_OP_T : TCGEMM_OP_N;
    const size_t off = (size_t)p->offset * elem_size(p->f16);
    const void *A = p->A + set * p->a_stride + off, *B = p->B + set * p->b_stride + off;
    if (p->f16)
        return tcgemm_hgemm(b->tc, order, ta, tb, p->m, p->n, p->k, p->alpha, A, p->lda, B, p->ldb,
                            p->beta, c, p->ldc);
    return tcgemm_sgemm(b->tc, order, ta, tb, p->m, p->n, p->k, p->alpha, A, p->lda, B, p->ldb,
                        p->beta, c, p->ldc);
}

/* cuBLAS is column-major; a row-major C is the column-major C^T = op(B)^T op(A)^T. fp16 runs
 * through GemmEx with fp32 compute (tensor cores allowed), fp32 through Sgemm in the default
 * math mode, which never uses TF32. */
static void run_cublas(bench_t *b, const problem_t *p, int set, void *c)
{
    const cublasOperation_t oa = p->trans_a ? CUBLAS_OP_T : CUBLAS_OP_N;
    const cublasOperation_t ob = p->trans_b ? CUBLAS_OP_T : CUBLAS_OP_N;
    const size_t off = (size_t)p->offset * elem_size(p->f16);
    const void *A = p->A + set * p->a_stride + off, *B = p->B + set * p->b_stride + off;
    const int row = !p->col_major;
    const cublasOperation_t o1 = row ? ob : oa, o2 = row ? oa : ob;
    const int m = row ? p->n : p->m, n = row ? p->m : p->n;
    const void *X = row ? B : A, *Y = row ? A : B;
    const int ldx = row ? p->ldb : p->lda, ldy = row ? p->lda : p->ldb;
    if (p->f16)
        CKB(cublasGemmEx(b->cublas, o1, o2, m, n, p->k, &p->alpha, X, CUDA_R_16F, ldx, Y,
                         CUDA_R_16F, ldy, &p->beta, c, CUDA_R_16F, p->ldc, CUBLAS_COMPUTE_32F,
                         CUBLAS_GEMM_DEFAULT));
    else
        CKB(cublasSgemm(b->cublas, o1, o2, m, n, p->k, &p->alpha, X, ldx, Y, ldy, &p->beta, c,
                        p->ldc));
}

/* One timed launch of a contestant on the next input set: the variant, cuBLAS, or the read
 * probe (--read-probe: A and B read and C written once, nothing computed). */
typedef enum { VARIANT, CUBLAS, PROBE } who_t;

static void launch(bench_t *b, problem_t *p, who_t who)
{
    const int set = p->next_set;
    p->next_set = (p->next_set + 1) % p->sets;
    void *c = p->C + set * p->c_stride;
    if (who == CUBLAS) {
        run_cublas(b, p, set, c);
        return;
    }
    if (who == PROBE) {
        const size_t e = elem_size(p->f16);
        CK(bench_read_probe(p->A + set * p->a_stride, p->a_elems * e, p->B + set * p->b_stride,
                            p->b_elems * e, c, p->c_elems * e, b->sm_count, b->stream));
        return;
    }
    const tcgemm_status_t st = run_variant(b, p, set, c);
    if (st != TCGEMM_STATUS_SUCCESS) { /* it succeeded on set 0: a failure now is a bug */
        fprintf(stderr, "tcgemm-bench: %s\n", tcgemm_last_error(b->tc));
        exit(1);
    }
}

/* Times `count` runs, each between its own events, into ms[]. */
static void time_runs(bench_t *b, problem_t *p, who_t who, int count, double *ms)
{
    for (int i = 0; i < count; ++i) {
        CK(cudaEventRecord(b->start[i], b->stream));
        launch(b, p, who);
        CK(cudaEventRecord(b->stop[i], b->stream));
    }
    CK(cudaEventSynchronize(b->stop[count - 1]));
    CK(cudaGetLastError());
    for (int i = 0; i < count; ++i) {
        float t;
        CK(cudaEventElapsedTime(&t, b->start[i], b->stop[i]));
        ms[i] = t;
    }
}

static void warm_up(bench_t *b, problem_t *p, who_t who, int count)
{
    for (int i = 0; i < count; ++i)
        launch(b, p, who);
    CK(cudaStreamSynchronize(b->stream));
}

static int cmp_double(const void *x, const void *y)
{
    const double a = *(const double *)x, c = *(const double *)y;
    return (a > c) - (a < c);
}

static void stats(double *ms, int count, double *median, double *min, double *max)
{
    qsort(ms, (size_t)count, sizeof *ms, cmp_double);
    *median = count % 2 ? ms[count / 2] : 0.5 * (ms[count / 2 - 1] + ms[count / 2]);
    *min = ms[0];
    *max = ms[count - 1];
}

/* How many timed runs (and warm-ups) fit the time target for a kernel taking probe_ms. */
static int reps_for(double probe_ms, int max_reps, double max_run_s, int cycles)
{
    if (probe_ms * 1e-3 > max_run_s)
        return 1;
    const double want = TARGET_TIMED_S * cycles / (probe_ms * 1e-3);
    const int floor_reps = max_reps < MIN_REPS ? max_reps : MIN_REPS;
    return want < floor_reps ? floor_reps : want > max_reps ? max_reps : (int)want;
}

static int warmups_for(double probe_ms, int max_warmup)
{
    const double want = ceil(TARGET_WARMUP_S / (probe_ms * 1e-3));
    return want < max_warmup ? (int)want : max_warmup;
}

/* ---- one row -------------------------------------------------------------------------------- */

static double tolerance_for(const char *name, int f16)
{
    if (strstr(name, "f16acc"))
        return 3e-2;
    if (strstr(name, "tf32"))
        return 5e-3;
    /* fp32: a different summation order alone drifts ~1e-6 at K ~ 1000 and grows with K;
     * 1e-4 still catches any real indexing or synchronisation bug. */
    return f16 ? 2e-3 : 1e-4;
}

/* The first call: on fresh C of set 0, compared with cuBLAS's Cref. Returns 0 if the variant
 * ran (row->outcome set to OK, WRONG or UNCHECKED), -1 if it refused (row is n/a). */
static int first_call(bench_t *b, problem_t *p, const bench_args_t *args, bench_row_t *row)
{
    init_c(p, p->C);
    const tcgemm_status_t st = run_variant(b, p, 0, p->C);
    if (st != TCGEMM_STATUS_SUCCESS) {
        row->outcome = st == TCGEMM_STATUS_NOT_SUPPORTED ? BENCH_NA : BENCH_WRONG;
        row->rel_err = NAN;
        snprintf(row->note, sizeof row->note, "%s", tcgemm_last_error(b->tc));
        return -1;
    }
    CK(cudaStreamSynchronize(b->stream));
    CK(cudaGetLastError());
    if (!args->check) {
        row->outcome = BENCH_UNCHECKED;
        return 0;
    }
    bench_diff_t d;
    CK(bench_compare(p->C, p->Cref, p->c_elems, p->f16, &d, b->stream));
    row->tolerance = tolerance_for(row->variant, p->f16);
    row->rel_err = d.ref2 > 0 ? sqrt(d.diff2 / d.ref2) : sqrt(d.diff2);
    if (d.bad)
        snprintf(row->note, sizeof row->note, "%llu non-finite values", d.bad);
    /* Random inputs in [-1, 1) keep sums near sqrt(K), far from overflow: a non-finite reference
     * means the check itself is broken, and an all-NaN one would pass anything with error 0. */
    if (d.ref_bad)
        snprintf(row->note, sizeof row->note, "the cuBLAS reference has %llu non-finite values",
                 d.ref_bad);
    row->outcome = d.bad || d.ref_bad || !(row->rel_err <= row->tolerance) ? BENCH_WRONG : BENCH_OK;
    return 0;
}

/* Probe one run of each, warm up, then alternate blocks of timed runs. With --alone each kernel
 * is warmed up and timed in blocks of its own, so that a kernel that runs the board at its power
 * cap sets neither the other's clock nor its own from the other's; the blocks run variant,
 * cuBLAS, cuBLAS, variant (half the runs each), because the board heats over a row: one block
 * each, the variant first, handed cuBLAS the hotter board (at 8192^3 cuBLAS's median fell from
 * 672 to 629 TFLOPS, docs/performance_log.md). */
static void time_row(bench_t *b, problem_t *p, const bench_args_t *args, who_t who,
                     bench_row_t *row)
{
    const who_t both[2] = {who, CUBLAS};
    double probe[2];
    int reps[2];
    for (int w = 0; w < 2; ++w) {
        time_runs(b, p, both[w], 1, &probe[w]);
        reps[w] = reps_for(probe[w], args->reps, args->max_run_s, args->alone ? args->cycles : 1);
        if (reps[w] > 1 && !args->alone)
            warm_up(b, p, both[w], warmups_for(probe[w], args->warmup));
    }
    /* The board's power controller takes about a second to settle after load starts (the SM
     * clock overshoots, then dips, then holds: docs/performance_log.md, seventh session); rows
     * timed inside that window measure where the dip falls, not the kernels. */
    static int heated;
    if (!heated && args->heat_s > 0) {
        warm_up(b, p, CUBLAS, (int)ceil(args->heat_s / (probe[1] * 1e-3)));
        heated = 1;
    }
    double *ms[2];
    for (int w = 0; w < 2; ++w) {
        ms[w] = malloc(sizeof(double) * (size_t)reps[w]);
        if (!ms[w]) {
            fprintf(stderr, "tcgemm-bench: out of host memory\n");
            exit(1);
        }
    }
    if (args->alone) {
        /* Each kernel's runs in 2 x cycles blocks of equal share; a single cycle's ratio swings
         * by +-8% with where the power controller's hunting falls (docs/performance_log.md,
         * eleventh session), the medians over several cycles see both kernels at every phase. */
        static const int abba[4] = {0, 1, 1, 0};
        int done[2] = {0, 0}, blocks[2] = {0, 0};
        for (int s = 0; s < 4 * args->cycles; ++s) {
            const int w = abba[s % 4];
            if (reps[w] == 1) {
                ms[w][0] = probe[w];
                continue;
            }
            const int until = (int)((long)reps[w] * ++blocks[w] / (2 * args->cycles));
            if (until == done[w])
                continue;
            warm_up(b, p, both[w], warmups_for(probe[w], args->warmup));
            time_runs(b, p, both[w], until - done[w], ms[w] + done[w]);
            done[w] = until;
        }
    } else {
        /* A run slower than --max-run-s is timed once: its probe is the measurement. */
        int blocks = reps[0] < reps[1] ? reps[0] : reps[1];
        blocks = blocks < MAX_BLOCKS ? blocks : MAX_BLOCKS;
        int done[2] = {0, 0};
        for (int blk = 0; blk < blocks; ++blk)
            for (int w = 0; w < 2; ++w) {
                const int until = (int)((long)reps[w] * (blk + 1) / blocks);
                if (reps[w] == 1)
                    ms[w][0] = probe[w], done[w] = 1;
                else if (until > done[w])
                    time_runs(b, p, both[w], until - done[w], ms[w] + done[w]), done[w] = until;
            }
    }
    stats(ms[0], reps[0], &row->median_ms, &row->min_ms, &row->max_ms);
    stats(ms[1], reps[1], &row->cublas_median_ms, &row->cublas_min_ms, &row->cublas_max_ms);
    row->reps = reps[0];
    row->cublas_reps = reps[1];
    row->buffer_sets = p->sets;
    free(ms[0]);
    free(ms[1]);
}

/* The best FLOP rate each variant (and AUTO) has shown so far in this run, per data type:
 * what "estimated time" means before a slow kernel is started on a larger shape. */
static double g_rate[TCGEMM_ALGO_COUNT][2];

/* The copy bandwidth this run measured (bench_meta_t), for every row's memory floor. */
static double g_copy_bytes_per_s;

static void init_row(bench_row_t *row, const problem_t *p, tcgemm_algo_t algo)
{
    memset(row, 0, sizeof *row);
    row->variant = tcgemm_algo_name(algo);
    row->f16 = p->f16;
    row->m = p->m, row->n = p->n, row->k = p->k;
    row->pad = p->pad, row->offset = p->offset;
    row->col_major = p->col_major, row->trans_a = p->trans_a, row->trans_b = p->trans_b;
    row->alpha = p->alpha, row->beta = p->beta;
    row->floor_ms = bench_floor_ms(p->f16, p->m, p->n, p->k, g_copy_bytes_per_s);
}

/* Seconds one run of the handle's variant would take, from a run on the same M and N with K
 * cut 64-fold (the leading dimensions still fit), scaled back: time grows linearly with K once
 * K is large. A rate seen on square shapes says nothing about a kernel that gives each thread
 * a 500000-long dot product; this does. 0 if the variant refuses the shortened call. */
static double short_k_estimate(bench_t *b, problem_t *p)
{
    problem_t short_p = *p;
    short_p.k = p->k / 64 / 64 * 64;
    /* The first, untimed, call takes module loading out of the estimate. */
    if (short_p.k < 64 || run_variant(b, &short_p, 0, p->C) != TCGEMM_STATUS_SUCCESS)
        return 0;
    CK(cudaEventRecord(b->start[0], b->stream));
    run_variant(b, &short_p, 0, p->C);
    CK(cudaEventRecord(b->stop[0], b->stream));
    CK(cudaEventSynchronize(b->stop[0]));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, b->start[0], b->stop[0]));
    return ms * 1e-3 * p->k / short_p.k;
}

/* Skips a variant whose estimated run is too slow, else checks it once and times it. The
 * estimate is the larger of what its best rate so far implies and, for long K, a short-K run. */
static void bench_row(bench_t *b, problem_t *p, const bench_args_t *args, tcgemm_algo_t algo,
                      bench_row_t *row)
{
    const double flops = bench_flops(p->m, p->n, p->k);
    const double rate = g_rate[algo][p->f16];
    tcgemm_set_algo(b->tc, algo); /* algo comes from the registry: always in range */
    double est = rate > 0 ? flops / rate : 0;
    if (p->k >= SHORT_K_FROM) {
        const double by_k = short_k_estimate(b, p);
        est = by_k > est ? by_k : est;
    }
    if (est > args->max_run_s) {
        row->outcome = BENCH_NA;
        snprintf(row->note, sizeof row->note, "too slow: est %.1f s per run", est);
        return;
    }
    if (first_call(b, p, args, row))
        return;
    time_row(b, p, args, VARIANT, row);
    const double seen = flops / (row->median_ms * 1e-3);
    if (seen > rate)
        g_rate[algo][p->f16] = seen;
}

/* ---- the run ----------------------------------------------------------------------------------
 */

/* The variants to run, in registry order, AUTO last; exits 2 on an unknown name. */
static int select_algos(const bench_args_t *args, tcgemm_algo_t *algos)
{
    int count = 0;
    for (int a = 1; a <= TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_algo_t algo = a == TCGEMM_ALGO_COUNT ? TCGEMM_ALGO_AUTO : (tcgemm_algo_t)a;
        if (algo != TCGEMM_ALGO_AUTO && !tcgemm_variant(algo)) /* not in this build */
            continue;
        int wanted = args->all_variants;
        for (int i = 0; i < args->n_names && !wanted; ++i)
            wanted = strcmp(args->names[i], tcgemm_algo_name(algo)) == 0;
        if (wanted)
            algos[count++] = algo;
    }
    for (int i = 0; i < args->n_names; ++i) {
        const tcgemm_algo_t algo = tcgemm_algo_from_name(args->names[i]);
        if (algo == TCGEMM_ALGO_COUNT) {
            fprintf(stderr, "tcgemm-bench: no variant named \"%s\" (see --list)\n", args->names[i]);
            exit(2);
        }
        if (algo != TCGEMM_ALGO_AUTO && !tcgemm_variant(algo)) {
            fprintf(stderr, "tcgemm-bench: %s: %s\n", args->names[i], tcgemm_algo_limits(algo));
            exit(2);
        }
    }
    return count;
}

static int algo_serves(tcgemm_algo_t algo, int f16)
{
    const tcgemm_variant_t *v = tcgemm_variant(algo);
    return !v || v->dtype == (f16 ? TCGEMM_F16 : TCGEMM_F32);
}

static void list(FILE *out)
{
    fprintf(out, "variants:\n");
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (!v) {
            fprintf(out, "  %-24s not in this build\n", tcgemm_algo_name((tcgemm_algo_t)a));
            continue;
        }
        fprintf(out, "  %-24s %s  sm_%d+  limits: %s\n", v->name,
                v->dtype == TCGEMM_F16 ? "f16" : "f32", v->min_sm, v->limits);
    }
    fprintf(out, "  %-24s both  picks a variant per call\nsuites:\n", "auto");
    bench_suites_print(out);
}

static void fill_meta(bench_meta_t *meta, int argc, char **argv)
{
    int dev = 0;
    struct cudaDeviceProp prop;
    CK(cudaGetDevice(&dev));
    CK(cudaGetDeviceProperties(&prop, dev));
    snprintf(meta->device, sizeof meta->device, "%s", prop.name);
    meta->sm_count = prop.multiProcessorCount;
    meta->cc_major = prop.major;
    meta->cc_minor = prop.minor;
    meta->l2_bytes = prop.l2CacheSize;
    /* Peak clocks, as reported; an attribute the runtime no longer answers reads as 0. */
    if (cudaDeviceGetAttribute(&meta->sm_clock_khz, cudaDevAttrClockRate, dev) != cudaSuccess)
        meta->sm_clock_khz = 0;
    if (cudaDeviceGetAttribute(&meta->mem_clock_khz, cudaDevAttrMemoryClockRate, dev) !=
        cudaSuccess)
        meta->mem_clock_khz = 0;
    cudaGetLastError();
    CK(cudaRuntimeGetVersion(&meta->runtime_version));
    CK(cudaDriverGetVersion(&meta->driver_version));
    const time_t now = time(NULL);
    struct tm utc;
    gmtime_r(&now, &utc);
    strftime(meta->date_utc, sizeof meta->date_utc, "%Y-%m-%dT%H:%M:%SZ", &utc);
    meta->commit = TCGEMM_BENCH_COMMIT;
    size_t used = 0;
    for (int i = 0; i < argc && used + 1 < sizeof meta->command; ++i)
        used += (size_t)snprintf(meta->command + used, sizeof meta->command - used, "%s%s",
                                 i ? " " : "", argv[i]);
}

static void write_file(const char *path, const bench_meta_t *meta, const bench_row_t *rows,
                       int count, int json)
{
    FILE *f = fopen(path, "w");
    if (!f ||
        (json ? bench_write_json(f, meta, rows, count) : bench_write_csv(f, meta, rows, count)) ||
        fclose(f)) {
        fprintf(stderr, "tcgemm-bench: cannot write %s\n", path);
        exit(1);
    }
}

int main(int argc, char **argv)
{
    bench_args_t args;
    const int parsed = bench_args_parse(&args, argc, argv, stderr);
    if (parsed || args.help) {
        bench_args_usage(parsed ? stderr : stdout);
        bench_args_free(&args);
        return parsed;
    }
    if (args.list) {
        list(stdout);
        bench_args_free(&args);
        return 0;
    }
    tcgemm_algo_t algos[TCGEMM_ALGO_COUNT];
    const int n_algos = select_algos(&args, algos);

    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices == 0) {
        fprintf(stderr, "tcgemm-bench: no CUDA device\n");
        return 77;
    }
    bench_meta_t meta = {0};
    fill_meta(&meta, argc, argv);
    bench_t b = {0};
    b.l2_bytes = (size_t)meta.l2_bytes;
    b.sm_count = meta.sm_count;
    if (tcgemm_create(&b.tc) != TCGEMM_STATUS_SUCCESS) {
        fprintf(stderr, "tcgemm-bench: tcgemm_create failed\n");
        return 1;
    }
    CKB(cublasCreate(&b.cublas));
    CK(cudaStreamCreateWithFlags(&b.stream, cudaStreamNonBlocking));
    CKB(cublasSetStream(b.cublas, b.stream));
    CKB(cublasSetMathMode(b.cublas, CUBLAS_DEFAULT_MATH));
    tcgemm_set_stream(b.tc, b.stream);
    CK(bench_copy_bandwidth(&meta.copy_bytes_per_s, b.stream));
    g_copy_bytes_per_s = meta.copy_bytes_per_s;
    b.start = malloc(sizeof *b.start * (size_t)args.reps);
    b.stop = malloc(sizeof *b.stop * (size_t)args.reps);
    if (!b.start || !b.stop)
        return 1;
    for (int i = 0; i < args.reps; ++i) {
        CK(cudaEventCreate(&b.start[i]));
        CK(cudaEventCreate(&b.stop[i]));
    }

    int total = 0;
    for (int f16 = 1; f16 >= 0; --f16)
        for (int a = 0; a < n_algos; ++a)
            total += ((f16 ? args.f16 : args.f32) && algo_serves(algos[a], f16)) * args.n_shapes;
    bench_row_t *rows = calloc(total ? (size_t)total : 1, sizeof *rows);
    if (!rows)
        return 1;
    const int tty = isatty(fileno(stderr));
    int count = 0, wrong = 0;
    printf("device: %s, %d SMs, CUDA runtime %d, driver %d, commit %s\n", meta.device,
           meta.sm_count, meta.runtime_version, meta.driver_version, meta.commit);
    printf("copy bandwidth (device to device, read + write): %.0f GB/s; floor = bytes of A, B "
           "and C once at that rate\n",
           meta.copy_bytes_per_s * 1e-9);
    /* What AUTO's model assumes for this device, beside what the copy measured. */
    int memory_khz = 0, bus_bits = 0, dev = 0;
    if (cudaGetDevice(&dev) ||
        cudaDeviceGetAttribute(&memory_khz, cudaDevAttrMemoryClockRate, dev) ||
        cudaDeviceGetAttribute(&bus_bits, cudaDevAttrGlobalMemoryBusWidth, dev))
        cudaGetLastError();
    printf("AUTO's streaming rate for this device: %.0f GB/s (memory clock %d MHz, bus %d bits)\n",
           tcgemm_internal_stream_rate(memory_khz, bus_bits) * 1e-9, memory_khz / 1000, bus_bits);
    bench_table_header(stdout);
    for (int f16 = 1; f16 >= 0; --f16) {
        if (!(f16 ? args.f16 : args.f32))
            continue;
        for (int s = 0; s < args.n_shapes; ++s) {
            problem_t p = {.f16 = f16,
                           .m = args.shapes[s].m,
                           .n = args.shapes[s].n,
                           .k = args.shapes[s].k,
                           .pad = args.shapes[s].pad,
                           .offset = args.shapes[s].offset,
                           .col_major = args.col_major,
                           .trans_a = args.trans_a,
                           .trans_b = args.trans_b,
                           .alpha = args.alpha,
                           .beta = args.beta,
                           .stream = b.stream};
            set_layout(&p);
            const int fits = alloc_problem(&p, b.l2_bytes) == 0;
            if (fits && args.check) { /* the reference, once per problem */
                init_c(&p, p.Cref);
                run_cublas(&b, &p, 0, p.Cref);
                CK(cudaStreamSynchronize(b.stream));
            }
            for (int a = 0; a < n_algos; ++a) {
                if (!algo_serves(algos[a], f16))
                    continue;
                bench_row_t *row = &rows[count++];
                fprintf(stderr, "[%d/%d] %s %s %dx%dx%d%s", count, total,
                        tcgemm_algo_name(algos[a]), bench_dtype_name(f16), p.m, p.n, p.k,
                        tty ? "\033[K\r" : "\n");
                init_row(row, &p, algos[a]);
                if (fits) {
                    bench_row(&b, &p, &args, algos[a], row);
                } else {
                    row->outcome = BENCH_NA;
                    snprintf(row->note, sizeof row->note, "does not fit in device memory");
                }
                wrong += row->outcome == BENCH_WRONG;
                bench_table_row(stdout, row);
                fflush(stdout);
            }
            if (fits && args.read_probe) { /* printed only: not a variant's result */
                bench_row_t probe;
                init_row(&probe, &p, TCGEMM_ALGO_AUTO);
                probe.variant = "read_probe";
                probe.outcome = BENCH_UNCHECKED;
                snprintf(probe.note, sizeof probe.note, "reads A, B, writes C; computes nothing");
                time_row(&b, &p, &args, PROBE, &probe);
                bench_table_row(stdout, &probe);
                fflush(stdout);
            }
            if (fits)
                free_problem(&p);
        }
    }
    if (tty)
        fputs("\033[K", stderr);
    bench_summary(stdout, rows, count);
    if (args.csv_path)
        write_file(args.csv_path, &meta, rows, count, 0);
    if (args.json_path)
        write_file(args.json_path, &meta, rows, count, 1);

    for (int i = 0; i < args.reps; ++i) {
        CK(cudaEventDestroy(b.start[i]));
        CK(cudaEventDestroy(b.stop[i]));
    }
    free(b.start);
    free(b.stop);
    free(rows);
    CKB(cublasDestroy(b.cublas));
    CK(cudaStreamDestroy(b.stream));
    tcgemm_destroy(b.tc);
    bench_args_free(&args);
    return wrong ? 1 : 0;
}
