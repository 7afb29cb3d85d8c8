/* test_api.c — host-side tests of the API, run in CI without a GPU.
 *
 * A handle made for a described device (tcgemm_internal_create_for_device) drives the real
 * public entry points. Every rejected call must return its status with a message, enqueue
 * nothing (the handle's launch count is unchanged) and leave C, here a host buffer that a
 * launch could not even address, byte for byte as it was.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static int passed, failed;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (cond) {                                                                                \
            ++passed;                                                                              \
        } else {                                                                                   \
            ++failed;                                                                              \
            printf("FAIL %s:%d: %s: ", __FILE__, __LINE__, #cond);                                 \
            printf(__VA_ARGS__);                                                                   \
            printf("\n");                                                                          \
        }                                                                                          \
    } while (0)

static const tcgemm_device_t kHopper = {0, 90, 132, 227 * 1024, 50u << 20, 0.0};
static const tcgemm_device_t kTuring = {0, 75, 40, 64 * 1024, 4u << 20, 0.0};

/* Host matrices: big enough for every call below, filled with a pattern C must keep. */
enum { kElems = 64 * 64 };
/* 256-byte aligned like cudaMalloc's memory: AUTO's choices depend on the rows' alignment. */
static float fa[kElems] __attribute__((aligned(256))), fb[kElems] __attribute__((aligned(256))),
    fc[kElems] __attribute__((aligned(256))), fc_before[kElems];
/* AUTO's choice as on a handle that has its workspace; nothing here launches, so nothing
 * touches it. */
static char workspace_stub;
static void *const kWorkspace = &workspace_stub;
/* The repack scratch as tcgemm_set_workspace takes it: 256-byte aligned (never dereferenced). */
static char kScratch[1 << 20] __attribute__((aligned(256)));
static tcgemm_half_t ha[kElems], hb[kElems], hc[kElems], hc_before[kElems];

static void fill_buffers(void)
{
    for (int i = 0; i < kElems; ++i) {
        fa[i] = fb[i] = fc[i] = fc_before[i] = (float)(i % 17) - 8.0f;
        ha[i] = hb[i] = hc[i] = hc_before[i] = tcgemm_float_to_half(fc[i]);
    }
}

typedef struct {
    int order, transa, transb, m, n, k, lda, ldb, ldc;
    float alpha, beta;
    int null_a, null_b, null_c, misalign; /* misalign: offset every pointer by one element */
} call_t;

static tcgemm_status_t run_call(tcgemm_handle_t h, int f16, const call_t *c)
{
    const int off = c->misalign;
    if (f16)
        return tcgemm_hgemm(h, (tcgemm_order_t)c->order, (tcgemm_op_t)c->transa,
                            (tcgemm_op_t)c->transb, c->m, c->n, c->k, c->alpha,
                            c->null_a ? NULL : ha + off, c->lda, c->null_b ? NULL : hb + off,
                            c->ldb, c->beta, c->null_c ? NULL : hc + off, c->ldc);
    return tcgemm_sgemm(h, (tcgemm_order_t)c->order, (tcgemm_op_t)c->transa, (tcgemm_op_t)c->transb,
                        c->m, c->n, c->k, c->alpha, c->null_a ? NULL : fa + off, c->lda,
                        c->null_b ? NULL : fb + off, c->ldb, c->beta, c->null_c ? NULL : fc + off,
                        c->ldc);
}

/* A call that must be rejected with `want`, a message containing `needle`, no launch, C kept. */
static void expect_rejected(tcgemm_handle_t h, int f16, const call_t *c, tcgemm_status_t want,
                            const char *needle, const char *label)
{
    const unsigned long launches = tcgemm_internal_launch_count(h);
    const tcgemm_status_t got = run_call(h, f16, c);
    const char *msg = tcgemm_last_error(h);
    CHECK(got == want, "%s (%s): status %d, want %d; message \"%s\"", label, f16 ? "f16" : "f32",
          (int)got, (int)want, msg);
    CHECK(msg && strstr(msg, needle), "%s: message \"%s\" does not mention \"%s\"", label, msg,
          needle);
    CHECK(tcgemm_internal_launch_count(h) == launches, "%s: a rejected call launched", label);
    CHECK(memcmp(fc, fc_before, sizeof fc) == 0 && memcmp(hc, hc_before, sizeof hc) == 0,
          "%s: C was modified", label);
}

static call_t valid_call(void)
{
    call_t c = {
        TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 16, 16, 16, 16, 16, 16, 1.0f, 0.0f, 0, 0, 0, 0};
    return c;
}

static void test_argument_checks(void)
{
    tcgemm_handle_t h;
    CHECK(tcgemm_internal_create_for_device(&h, &kHopper) == TCGEMM_STATUS_SUCCESS, "create");
    for (int f16 = 0; f16 <= 1; ++f16) {
        call_t c = valid_call();
        CHECK(run_call(NULL, f16, &c) == TCGEMM_STATUS_NOT_INITIALIZED, "null handle");

        c = valid_call(), c.order = 2;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "order", "bad order");
        c = valid_call(), c.transa = 2;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "transa", "bad transa");
        c = valid_call(), c.transb = -1;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "transb", "bad transb");
        c = valid_call(), c.m = -1;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "m=-1", "negative m");
        c = valid_call(), c.n = -3;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "n=-3", "negative n");
        c = valid_call(), c.k = -2;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "k=-2", "negative k");
        c = valid_call(), c.null_a = 1;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "A is NULL", "null A");
        c = valid_call(), c.null_b = 1;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "B is NULL", "null B");
        c = valid_call(), c.null_c = 1;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "C is NULL", "null C");

        /* Leading dimensions, CBLAS rules: a matrix stored rows x cols needs
         * ld >= max(1, cols) row-major and ld >= max(1, rows) column-major. With m, n, k
         * distinct, each case names which size the bound must follow. m = 5, n = 7, k = 11. */
        struct {
            int order, transa, transb, lda, ldb, ldc;
        } lds[] = {
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 11, 7, 7},
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 5, 11, 7},
            {TCGEMM_COL_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 5, 11, 5},
            {TCGEMM_COL_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 11, 7, 5},
        };
        for (size_t i = 0; i < sizeof lds / sizeof lds[0]; ++i) {
            call_t base = {
                lds[i].order, lds[i].transa, lds[i].transb, 0, 7, 11, lds[i].lda, lds[i].ldb,
                lds[i].ldc,   1.0f,          0.0f,          0, 0, 0,  0};
            /* With m = 0 nothing runs, so the exact minimum must be accepted here... */
            base.m = 0;
            base.lda = lds[i].transa == TCGEMM_OP_N ? (lds[i].order == 0 ? 11 : 1)
                                                    : (lds[i].order == 0 ? 1 : 11);
            base.ldc = lds[i].order == 0 ? 7 : 1;
            CHECK(run_call(h, f16, &base) == TCGEMM_STATUS_SUCCESS, "minimum ld case %zu: %s", i,
                  tcgemm_last_error(h));
            /* ...and with m = 5, one less than each minimum is rejected. */
            call_t ok = base;
            ok.m = 5, ok.lda = lds[i].lda, ok.ldc = lds[i].ldc;
            call_t c2 = ok;
            c2.lda -= 1;
            expect_rejected(h, f16, &c2, TCGEMM_STATUS_INVALID_VALUE, "lda", "lda too small");
            c2 = ok, c2.ldb -= 1;
            expect_rejected(h, f16, &c2, TCGEMM_STATUS_INVALID_VALUE, "ldb", "ldb too small");
            c2 = ok, c2.ldc -= 1;
            expect_rejected(h, f16, &c2, TCGEMM_STATUS_INVALID_VALUE, "ldc", "ldc too small");
        }
        /* k == 0 still needs ld >= 1. */
        c = valid_call(), c.k = 0, c.lda = 0;
        expect_rejected(h, f16, &c, TCGEMM_STATUS_INVALID_VALUE, "lda", "lda = 0 with k = 0");

        /* Quick returns that need no launch. */
        unsigned long launches = tcgemm_internal_launch_count(h);
        c = valid_call(), c.m = 0, c.null_a = c.null_b = c.null_c = 1;
        CHECK(run_call(h, f16, &c) == TCGEMM_STATUS_SUCCESS, "m = 0 with NULLs: %s",
              tcgemm_last_error(h));
        c = valid_call(), c.n = 0, c.null_a = c.null_b = c.null_c = 1;
        CHECK(run_call(h, f16, &c) == TCGEMM_STATUS_SUCCESS, "n = 0 with NULLs");
        c = valid_call(), c.k = 0, c.beta = 1.0f, c.null_a = c.null_b = 1;
        CHECK(run_call(h, f16, &c) == TCGEMM_STATUS_SUCCESS, "k = 0, beta = 1: %s",
              tcgemm_last_error(h));
        c = valid_call(), c.alpha = 0.0f, c.beta = 1.0f, c.null_a = c.null_b = 1;
        CHECK(run_call(h, f16, &c) == TCGEMM_STATUS_SUCCESS, "alpha = 0, beta = 1");
        CHECK(tcgemm_internal_launch_count(h) == launches, "a quick return launched");
        CHECK(strcmp(tcgemm_last_error(h), "") == 0, "message not cleared after success");
    }
    CHECK(tcgemm_set_algo(h, (tcgemm_algo_t)-1) == TCGEMM_STATUS_INVALID_VALUE, "algo -1");
    CHECK(tcgemm_set_algo(h, TCGEMM_ALGO_COUNT) == TCGEMM_STATUS_INVALID_VALUE, "algo COUNT");
    CHECK(strstr(tcgemm_last_error(h), "out of range") != NULL, "set_algo message");
    CHECK(tcgemm_set_stream(h, (cudaStream_t)0) == TCGEMM_STATUS_SUCCESS, "set_stream");
    tcgemm_destroy(h);

    CHECK(tcgemm_set_algo(NULL, TCGEMM_ALGO_AUTO) == TCGEMM_STATUS_NOT_INITIALIZED, "set_algo");
    CHECK(tcgemm_set_stream(NULL, 0) == TCGEMM_STATUS_NOT_INITIALIZED, "set_stream null");
    CHECK(tcgemm_destroy(NULL) == TCGEMM_STATUS_NOT_INITIALIZED, "destroy null");
    CHECK(tcgemm_create(NULL) == TCGEMM_STATUS_INVALID_VALUE, "create(NULL)");
    CHECK(tcgemm_last_error(NULL) != NULL, "last_error(NULL)");
}

/* Per variant: the wrong data type, a too-old architecture, and its own shape/alignment
 * limits are all NOT_SUPPORTED, with nothing launched. */
static void test_variant_limits(void)
{
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (!v) /* not in this build: test_not_built */
            continue;
        const int f16 = v->dtype == TCGEMM_F16;
        tcgemm_handle_t h;
        tcgemm_internal_create_for_device(&h, &kHopper);
        CHECK(tcgemm_set_algo(h, (tcgemm_algo_t)a) == TCGEMM_STATUS_SUCCESS, "set %s", v->name);
        call_t c = valid_call();
        expect_rejected(h, !f16, &c, TCGEMM_STATUS_NOT_SUPPORTED, v->name, "wrong data type");

        /* Ragged, misaligned row-major calls (row-major is the normalised form, so the call
         * is the problem): whatever supports() refuses must come back as NOT_SUPPORTED with
         * its sentence, and nothing launched. */
        const call_t ragged[] = {
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, 17, 13, 7, 7, 13, 13, 1.0f, 0.5f, 0, 0, 0,
             1},
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_T, TCGEMM_OP_N, 33, 9, 31, 33, 9, 9, 2.0f, 0.0f, 0, 0, 0,
             1},
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_T, TCGEMM_OP_T, 1, 1, 1, 1, 1, 1, 1.0f, 0.0f, 0, 0, 0, 1},
            {TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_T, 16, 16, 16, 17, 17, 17, 1.0f, 0.0f, 0, 0,
             0, 0},
        };
        for (size_t i = 0; i < sizeof ragged / sizeof ragged[0]; ++i) {
            const call_t *r = &ragged[i];
            const size_t off = (size_t)r->misalign * (f16 ? 2 : 4);
            tcgemm_problem_t p = {v->dtype,
                                  r->m,
                                  r->n,
                                  r->k,
                                  r->transa,
                                  r->transb,
                                  r->alpha,
                                  r->beta,
                                  (char *)(f16 ? (void *)ha : (void *)fa) + off,
                                  (char *)(f16 ? (void *)hb : (void *)fb) + off,
                                  (char *)(f16 ? (void *)hc : (void *)fc) + off,
                                  r->lda,
                                  r->ldb,
                                  r->ldc,
                                  0,
                                  &kHopper,
                                  NULL, /* as the described handle: no workspace */
                                  NULL,
                                  0,
                                  0};
            const char *limit = v->supports(&p);
            if (limit)
                expect_rejected(h, f16, r, TCGEMM_STATUS_NOT_SUPPORTED, limit, "variant limit");
        }
        tcgemm_destroy(h);

        if (v->min_sm > kTuring.sm) {
            tcgemm_internal_create_for_device(&h, &kTuring);
            tcgemm_set_algo(h, (tcgemm_algo_t)a);
            expect_rejected(h, f16, &c, TCGEMM_STATUS_NOT_SUPPORTED, "compute capability",
                            "architecture too old");
            tcgemm_destroy(h);
        }
    }
}

/* AUTO must serve every valid call: on every architecture in the default build, for both
 * types, aligned or not, it finds a variant of the right type that accepts the problem. */
static void test_auto(void)
{
    const tcgemm_device_t *devices[] = {&kTuring, &kHopper};
    const int shapes[][3] = {
        {1, 1, 1}, {17, 13, 7}, {128, 128, 128}, {4096, 4096, 4096}, {1024, 16, 500000}};
    for (size_t d = 0; d < 2; ++d)
        for (int dtype = 0; dtype <= 1; ++dtype)
            for (size_t s = 0; s < sizeof shapes / sizeof shapes[0]; ++s)
                for (int misalign = 0; misalign <= 1; ++misalign)
                    for (int t = 0; t < 8; ++t) {
                        const int scratch = t >> 2;
                        const int m = shapes[s][0], n = shapes[s][1], k = shapes[s][2];
                        const int ta = t & 1, tb = t >> 1 & 1;
                        tcgemm_problem_t p = {(tcgemm_dtype_t)dtype,
                                              m,
                                              n,
                                              k,
                                              ta,
                                              tb,
                                              1.0f,
                                              0.0f,
                                              (char *)fa + misalign * (dtype ? 4 : 2),
                                              (char *)fb + misalign * (dtype ? 4 : 2),
                                              (char *)fc + misalign * (dtype ? 4 : 2),
                                              (ta ? m : k) + misalign,
                                              (tb ? k : n) + misalign,
                                              n + misalign,
                                              0,
                                              devices[d],
                                              kWorkspace,
                                              scratch ? kScratch : NULL,
                                              scratch ? sizeof kScratch : 0,
                                              0};
                        const tcgemm_variant_t *v = tcgemm_internal_select_auto(&p);
                        CHECK(
                            v && (int)v->dtype == dtype && !v->supports(&p) &&
                                v->min_sm <= devices[d]->sm,
                            "AUTO on sm %d, dtype %d, %dx%dx%d, misalign %d, t %d, scratch %d: %s",
                            devices[d]->sm, dtype, m, n, k, misalign, t, scratch,
                            v ? v->name : "none");
                    }
}

/* AUTO weighs speed against occupancy: on a problem that fills the device it takes the fastest
 * variant that serves the call, and it only ever accepts a grid that keeps fewer SMs busy than
 * another candidate's in exchange for a variant that is faster on a full device, or one whose
 * k-loop latency it knows (k_ns: hgemm_wgmma_128x128's one tile at 256^3 took 6.9 us, the
 * cluster row's two 10.0, bench/results/2026-11-24-h100-s13/call2), or where the other's own
 * k-loop is what rules it out (2048^3: the 192 x 192 rows' one round, 29.4-30.3 us against the
 * lone 128 x 256 row's 27.7-27.8, bench/results/2026-11-29-s50/call5). */
static void test_auto_speed_and_occupancy(void)
{
    const int sizes[] = {64, 256, 1024, 1536, 2048, 8192};
    for (int dtype = 0; dtype <= 1; ++dtype)
        for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
            const int m = sizes[s], n = sizes[s], k = sizes[s];
            tcgemm_problem_t p = {(tcgemm_dtype_t)dtype,
                                  m,
                                  n,
                                  k,
                                  0,
                                  0,
                                  1.0f,
                                  0.0f,
                                  fa,
                                  fb,
                                  fc,
                                  k,
                                  n,
                                  n,
                                  0,
                                  &kHopper,
                                  kWorkspace,
                                  NULL,
                                  0,
                                  0};
            const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
            CHECK(pick != NULL, "AUTO found nothing for %dx%dx%d", m, n, k);
            if (!pick)
                continue;
            const double pick_busy = tcgemm_internal_busy_share(pick, &p);
            for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
                const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
                if (!v || v == pick || v->dtype != (tcgemm_dtype_t)dtype ||
                    v->auto_tflops <= 0.0f || v->min_sm > kHopper.sm || v->supports(&p))
                    continue;
                const double busy = tcgemm_internal_busy_share(v, &p);
                if (pick_busy == 1.0 && busy == 1.0)
                    CHECK(pick->auto_tflops >= v->auto_tflops,
                          "%dx%dx%d fills the device, yet AUTO took %s over the faster %s", m, n, k,
                          pick->name, v->name);
                if (busy > pick_busy && pick->k_ns <= 0.0f && v->k_ns <= 0.0f)
                    CHECK(pick->auto_tflops > v->auto_tflops,
                          "%dx%dx%d: AUTO took %s (%.2f of the SMs busy) over %s (%.2f) without a "
                          "speed reason",
                          m, n, k, pick->name, pick_busy, v->name, busy);
            }
        }
}

/* The stream-K rung: a grid of one block per SM whatever the tile count (fewer only when there
 * are fewer k iterations than SMs), one partial tile and one flag per SM of workspace, and a
 * clear refusal on a handle without it. */
static void test_stream_k(void)
{
    const tcgemm_variant_t *v = tcgemm_variant(TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK);
    tcgemm_problem_t p = {TCGEMM_F32, 4096, 4096, 4096, 0, 0,        1.0f,       0.0f, fa, fb,
                          fc,         4096, 4096, 4096, 0, &kHopper, kWorkspace, NULL, 0,  0};
    /* Every SM busy, less each block's time on its 4-5 tiles or pieces besides the FFMAs (6 us
     * each in ~2.9 ms). */
    double busy = tcgemm_internal_busy_share(v, &p);
    CHECK(busy > 0.98 && busy < 1.0, "stream-K at 4096^3 keeps every SM busy: %g", busy);
    p.m = 4224; /* 33 x 16 tiles, 4 whole waves on 132 SMs */
    busy = tcgemm_internal_busy_share(v, &p);
    CHECK(busy > 0.98 && busy < 1.0, "stream-K with whole waves: %g", busy);
    p.m = p.n = p.k = 1; /* one block: its one iteration, and its piece's own 6 us */
    busy = tcgemm_internal_busy_share(v, &p);
    CHECK(busy > 0.0 && busy < 0.1 / kHopper.num_sms,
          "stream-K on one iteration runs one block: %g", busy);
    /* One tile, 100 iterations: 100 blocks, and its owner reads 99 partial tiles one after
     * another (~240 us) for ~1.5 us of arithmetic: AUTO must see the SMs mostly waiting. */
    p.m = 128, p.n = 256, p.k = 8 * 100;
    const double one_tile = tcgemm_internal_busy_share(v, &p);
    CHECK(one_tile > 0.0 && one_tile < 0.01 * 100.0 / kHopper.num_sms,
          "stream-K on one tile of 100 iterations: %g of the SMs busy", one_tile);
    CHECK(v->workspace_bytes &&
              v->workspace_bytes(&kHopper) == (size_t)kHopper.num_sms * (128 * 256 * 4 + 4),
          "stream-K workspace: a 128 x 256 fp32 tile and a flag per SM");
    /* The rows of smaller tiles keep their flags where this one does: a call of one never finds
     * another's partial sums where it expects zero flags. */
    const tcgemm_algo_t smaller[] = {TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK_64X256,
                                     TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK_48X256,
                                     TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK_256X32};
    for (size_t i = 0; i < sizeof smaller / sizeof smaller[0]; ++i) {
        const tcgemm_variant_t *w = tcgemm_variant(smaller[i]);
        CHECK(w && w->workspace_bytes &&
                  w->workspace_bytes(&kHopper) == v->workspace_bytes(&kHopper),
              "%s: the stream-K workspace layout", w ? w->name : "a smaller stream-K row");
    }
    CHECK(v->supports(&p) == NULL, "stream-K serves a handle with its workspace");
    p.workspace = NULL;
    CHECK(v->supports(&p) != NULL && strstr(v->supports(&p), "workspace"),
          "stream-K without the workspace says so");
}

/* The Hopper rows: AUTO sends every aligned fp16 call that fills an sm_90 device to one of
 * them and never to them elsewhere; each refuses, in words, what TMA cannot read and any other
 * architecture (their machine code is sm_90a only). */
static void test_wgmma_rows(void)
{
    static const tcgemm_device_t ampere = {0, 80, 108, 163 * 1024, 40u << 20, 0.0};
    static const tcgemm_device_t blackwell = {0, 100, 148, 227 * 1024, 126u << 20, 0.0};
    const tcgemm_algo_t rows[] = {TCGEMM_ALGO_HGEMM_WGMMA_128X256,
                                  TCGEMM_ALGO_HGEMM_WGMMA_128X256_C2,
                                  TCGEMM_ALGO_HGEMM_WGMMA_128X128};
    if (!tcgemm_variant(rows[0])) { /* a portable build holds none of them */
        for (size_t r = 0; r < sizeof rows / sizeof rows[0]; ++r)
            CHECK(!tcgemm_variant(rows[r]), "portable build: %s is left out",
                  tcgemm_algo_name(rows[r]));
        return;
    }
    tcgemm_problem_t p = {TCGEMM_F16, 4096, 4096, 4096, 0, 0,        1.0f,       0.0f, ha, hb,
                          hc,         4096, 4096, 4096, 0, &kHopper, kWorkspace, NULL, 0,  0};
    for (int t = 0; t < 4; ++t) {
        p.trans_a = t & 1, p.trans_b = t >> 1;
        const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
        CHECK(pick && strncmp(pick->name, "hgemm_wgmma_", 12) == 0,
              "AUTO on sm_90 at 4096^3, transposes %d: %s", t, pick ? pick->name : "none");
    }
    p.trans_a = p.trans_b = 0;
    for (size_t r = 0; r < sizeof rows / sizeof rows[0]; ++r) {
        const tcgemm_variant_t *v = tcgemm_variant(rows[r]);
        CHECK(v->min_sm == 90 && v->supports(&p) == NULL, "%s serves aligned sm_90 calls", v->name);
        /* Residue maps (chapter 07): a misaligned A is read in place when neither operand is
         * transposed (its k shift is then a row offset of B); anything else misaligned is
         * refused, with hgemm_repack named. */
        p.lda = 4097;
        CHECK(v->supports(&p) == NULL, "%s: NN with lda 4097", v->name);
        p.m = 7;
        CHECK(v->supports(&p) && strstr(v->supports(&p), ">= 8"), "%s: lda 4097, m = 7", v->name);
        p.m = 4096;
        p.trans_a = 1, p.trans_b = 1;
        CHECK(v->supports(&p) && strstr(v->supports(&p), "hgemm_repack"), "%s: TT with lda 4097",
              v->name);
        p.trans_b = 0;
        CHECK(v->supports(&p) && strstr(v->supports(&p), "hgemm_repack"), "%s: TN with lda 4097",
              v->name);
        p.lda = 4096, p.trans_a = 0;
        p.B = (const char *)hb + 8;
        /* B stored k rows of n, every row 8 bytes off (ldb a multiple of 8): read from the 16
         * bytes before it where beta = 0 (the staged epilogue skips the columns before C's);
         * refused with beta != 0, or transposed. */
        CHECK(v->supports(&p) == NULL, "%s: NN, B off by 8 bytes, beta = 0", v->name);
        p.beta = 1.0f;
        CHECK(v->supports(&p) && strstr(v->supports(&p), "16-byte"),
              "%s: NN, B off by 8 bytes, beta = 1", v->name);
        p.beta = 0.0f;
        p.trans_b = 1;
        CHECK(v->supports(&p) && strstr(v->supports(&p), "16-byte"), "%s: NT, B off by 8 bytes",
              v->name);
        p.B = (const char *)hb + 1;
        CHECK(v->supports(&p) && strstr(v->supports(&p), "2-byte"), "%s: B off by 1 byte", v->name);
        p.trans_b = 0;
        p.B = hb;
        p.C = (char *)hc + 2, p.ldc = 4097; /* C: any alignment */
        CHECK(v->supports(&p) == NULL, "%s: C at any alignment and ldc", v->name);
        p.C = hc, p.ldc = 4096;
        const tcgemm_device_t *others[] = {&ampere, &blackwell};
        for (int d = 0; d < 2; ++d) {
            p.device = others[d];
            CHECK(v->supports(&p) && strstr(v->supports(&p), "9.0"), "%s on sm_%d: %s", v->name,
                  others[d]->sm, v->supports(&p) ? v->supports(&p) : "served");
            const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
            CHECK(pick && strncmp(pick->name, "hgemm_wgmma_", 12) != 0, "AUTO on sm_%d: %s",
                  others[d]->sm, pick ? pick->name : "none");
        }
        p.device = &kHopper;
    }
    p.lda = 4097; /* the stream-K row has no residue path */
    const tcgemm_variant_t *sk = tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X256_C2_SK);
    CHECK(sk->supports(&p) && strstr(sk->supports(&p), "stream-K"), "%s: lda 4097", sk->name);
    p.lda = 4100; /* not a multiple of 8: A through residue maps */
    const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
    CHECK(pick && strncmp(pick->name, "hgemm_wgmma_", 12) == 0, "AUTO with lda %d: %s", p.lda,
          pick ? pick->name : "none");
    p.lda = 4096, p.ldb = 4100; /* NN, B along k: no scratch here, so an in-place variant */
    pick = tcgemm_internal_select_auto(&p);
    CHECK(pick && strncmp(pick->name, "hgemm_wgmma_", 12) != 0, "AUTO with ldb %d: %s", p.ldb,
          pick ? pick->name : "none");
    p.ldb = 4096, p.B = (const char *)hb + 2; /* a sub-matrix view of B: read in place */
    pick = tcgemm_internal_select_auto(&p);
    CHECK(pick && strncmp(pick->name, "hgemm_wgmma_", 12) == 0, "AUTO with B one half off: %s",
          pick ? pick->name : "none");
}

/* Among the Hopper rows AUTO counts a persistent grid's rounds (busy_share): 4096^3 fills 66
 * clusters in 3.88 rounds and goes to the cluster row; 3072^3 (2.18 rounds of 128 x 256 units) to
 * the 192 x 192 row, whose 256 tiles take 1.94 (82.0-83.9 us NN, 82.2 TN, against the 128 x 192
 * row's 84.2-84.4, whose 384 tiles take 2.9, and stream-K's 93-94, H200, bench/results/2026-11-29-
 * s50/call2; before the 128 x 192 row, stream-K beat the cluster row there: 632 against 555
 * TFLOPS, bench/results/2026-11-23-h100-wgmma2/run1_knobs.txt); 2048^3, whose 128 tiles fit one
 * round, to the lone 128 x 256 row (cluster_share: 28.8 against 30.3 us, bench/results/
 * 2026-11-28-s38/call8). */
static void test_wgmma_rounds(void)
{
    if (!tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X256_C2))
        return;
    const struct {
        int size;
        const char *row;
    } cases[] = {{4096, "hgemm_wgmma_128x256_c2"},
                 {8192, "hgemm_wgmma_128x256_c2"},
                 {3072, "hgemm_wgmma_192x192"},
                 {2048, "hgemm_wgmma_128x256"}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const int s = cases[i].size;
        tcgemm_problem_t p = {TCGEMM_F16, s, s, s, 0, 0,        1.0f,       0.0f, ha, hb,
                              hc,         s, s, s, 0, &kHopper, kWorkspace, NULL, 0,  0};
        const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
        CHECK(pick && strcmp(pick->name, cases[i].row) == 0, "AUTO at %d^3: %s (want %s)", s,
              pick ? pick->name : "none", cases[i].row);
    }
}

/* AUTO's pick for aligned row-major NN fp16 calls on a device: each case's row. */
struct pick_case {
    int m, n, k;
    const char *row;
};
static void check_picks(const tcgemm_device_t *device, const struct pick_case *cases, size_t count)
{
    void *const aligned = (void *)(uintptr_t)0x100000; /* never dereferenced */
    for (size_t i = 0; i < count; ++i) {
        const int m = cases[i].m, n = cases[i].n, k = cases[i].k;
        tcgemm_problem_t p = {TCGEMM_F16, m, n, k, 0, 0,      1.0f,       0.0f, aligned, aligned,
                              aligned,    k, n, n, 0, device, kWorkspace, NULL, 0,       0};
        const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
        CHECK(pick && strcmp(pick->name, cases[i].row) == 0, "AUTO at %dx%dx%d: %s (want %s)", m, n,
              k, pick ? pick->name : "none", cases[i].row);
    }
}

/* Grids that leave SMs idle: the Hopper rows state their k-loop's latency (k_ns), and AUTO takes
 * the row measured fastest (bench/results/2026-11-24-h100-s14/call7, us: hgemm_wgmma_64x64, the
 * 128 x 128 row, the skinny path): 128 x 4096 x 4096 20.6, 24.9; 6144 x 32 x 2048 17.2, 19.6,
 * 28.1; 2560 x 64 x 2560 13.0, 18.6; 32 x 4096 x 4096 17.6, 24.0, 17.8; 128 x 14336 x 4096 60.6,
 * 47.9; 1024^3 12.6, 11.3; 7680 x 128 x 2560 21.6, 21.7 (a tie; the model says 22.3, 21.9);
 * 1760 x 16 x 1760 10.5, 12.1, 9.2 (bench/results/2026-11-26-s20/call1); 35 x 704 x 2048 10.2, -,
 * 11.3 and 35 x 700 x 2048 (ldb = 700: only the repack and the skinny path) 12.8 on the skinny
 * path (bench/results/2026-11-26-s21/call12). 1024^3 went to the 128 x 64 row once it existed
 * (10.0 us against the 128 x 128 row's 11.6 on the H200: bench/results/2026-11-29-s47/call3). */
static void test_wgmma_small_grids(void)
{
    if (!tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X128))
        return;
    static const struct pick_case cases[] = {
        {128, 4096, 4096, "hgemm_wgmma_64x64"},   {6144, 32, 2048, "hgemm_wgmma_64x64"},
        {2560, 64, 2560, "hgemm_wgmma_64x64"},    {32, 4096, 4096, "hgemm_wgmma_64x64"},
        {7680, 128, 2560, "hgemm_wgmma_128x128"}, {128, 14336, 4096, "hgemm_wgmma_128x128"},
        {1024, 1024, 1024, "hgemm_wgmma_128x64"}, {1760, 16, 1760, "hgemm_skinny"},
        {35, 704, 2048, "hgemm_wgmma_64x64"},     {35, 700, 2048, "hgemm_skinny"}};
    check_picks(&kHopper, cases, sizeof cases / sizeof cases[0]);
}

/* The H200 as AUTO sees it (its streaming rate read as 4308 GB/s), for the picks measured there. */
static const tcgemm_device_t kH200 = {0, 90, 132, 227 * 1024, 50u << 20, 4.308e12};

/* The 128 x 64 and 128 x 192 rows, measured on the H200 (whose streaming rate AUTO reads as 4308
 * GB/s) against the rows AUTO took before (bench/results/2026-11-29-s47/calls 2-3, us: 128 x 64,
 * 128 x 192, 128 x 128, 128 x 256): 256 x 4096 x 4096 22.3, -, 28.6, 47.1; 1536^3 24.0, 18.0,
 * 22.3, 21.5; 11008 x 192 x 4096 43.8, 39.5, 54.9, 49.3; 11008 x 256 x 1024, where the 128 x 64
 * row's tiles take three rounds, 21.1, 21.6, 19.8, 19.1. With stream-K charged its hand-over and
 * the 128 x 128 row its H200 k-loop (bench/results/2026-11-29-s48/call2, us, the pick named
 * first): 128 x 8192 x 4096 25.6 (128 x 64) against 32.2 (128 x 128); 2304^3 44.4 (128 x 192)
 * against 51.8 (stream-K); 1536 x 4096 x 1536 33.4 against 45.6 (stream-K); 3072 x 2304 x 1024 30.2
 * (cluster row) against 39.7 (stream-K). 11008 x 256 x 1024 stays on the lone 128 x 256 row since
 * the 192 x 192 rows' k-loop was refitted to 14.0 ns (fifty-first session) because that row states
 * its one-round k-loop too (12.0 ns): 81.9-83.6% of cuBLAS there against the lone 192 x 192 row's
 * 77.0-79.0% (bench/results/2026-11-29-s51/call7). */
static void test_wgmma_middle_sizes(void)
{
    if (!tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X192))
        return;
    static const struct pick_case cases[] = {
        {256, 4096, 4096, "hgemm_wgmma_128x64"},   {1536, 1536, 1536, "hgemm_wgmma_128x192"},
        {11008, 192, 4096, "hgemm_wgmma_128x192"}, {11008, 256, 1024, "hgemm_wgmma_128x256"},
        {128, 8192, 4096, "hgemm_wgmma_128x64"},   {2304, 2304, 2304, "hgemm_wgmma_128x192"},
        {1536, 4096, 1536, "hgemm_wgmma_128x192"}, {3072, 2304, 1024, "hgemm_wgmma_128x256_c2"}};
    check_picks(&kH200, cases, sizeof cases / sizeof cases[0]);
}

/* Rows off 32-byte sectors (n and k 8 mod 16 halves): stream-K at 0.96 of its speed there, from
 * same-run ratios to the cluster row (bench/results/2026-11-29-s49/call1). The old and the new
 * pick named in one run (call 6 there, us): 3000^3 103.9 (stream-K) against 114.8 (cluster row),
 * 1536 x 3000 x 2024 41.9 against 48.8, 5000 x 2376 x 3000 133.2 against 150.7. Since the 192 x
 * 192 rows (bench/results/2026-11-29-s50, calls 2-3, us): 3000^3 and 1536 x 3000 x 2024 on their
 * pairs, 86.5-87.4 against stream-K's 94.4, and 34.5-35.2 against 40.7-40.8; 3008^3, on lines,
 * on the lone 192 x 192 row, level with the 128 x 192 row (80.6-88.7 against 82.1-89.6, call 2).
 * With their k-loop refitted (14.0 ns, bench/results/2026-11-29-s51/call1) calls of several rounds
 * off the sectors go to the pairs too: 6144 x 2304 x 3000 at 100.1% of cuBLAS against stream-K's
 * 91.9%, 2560 x 7000 x 2560 (on lines) 101.4% against the cluster row's 94.6% (fiftieth session,
 * calls 2 and 9); 5000 x 2376 x 3000, which stream-K ran at 92.3% against their 89.7%, goes with
 * them. */
static void test_wgmma_off_sectors(void)
{
    if (!tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X256_C2_SK))
        return;
    static const struct pick_case cases[] = {{3000, 3000, 3000, "hgemm_wgmma_192x192_c2"},
                                             {1536, 3000, 2024, "hgemm_wgmma_192x192_c2"},
                                             {6144, 2304, 3000, "hgemm_wgmma_192x192_c2"},
                                             {2560, 7000, 2560, "hgemm_wgmma_192x192_c2"},
                                             {3008, 3008, 3008, "hgemm_wgmma_192x192"}};
    check_picks(&kH200, cases, sizeof cases / sizeof cases[0]);
}

/* AUTO's remembered choices (api.c): calls that differ in one thing the model reads (a pointer's
 * alignment, a leading dimension, beta, alpha, the scratch, the device), all but the one with
 * another ldb in the same slot of the thread's memory, each get the choice AUTO makes afresh,
 * whichever call came before. */
static void test_auto_memo(void)
{
    const uintptr_t base = 0x100000; /* never dereferenced */
    tcgemm_problem_t calls[7];
    for (int i = 0; i < 7; ++i) {
        /* scratch for a copy of B (its size is all AUTO reads; it is never dereferenced) */
        tcgemm_problem_t p = {TCGEMM_F16,
                              4095,
                              4095,
                              4095,
                              0,
                              0,
                              1.0f,
                              0.0f,
                              (const void *)base,
                              (const void *)(base + (64u << 20)),
                              (void *)(base + (128u << 20)),
                              4096,
                              4096,
                              4096,
                              0,
                              &kHopper,
                              kWorkspace,
                              kScratch,
                              (size_t)1 << 30,
                              0};
        calls[i] = p;
    }
    calls[1].B = (const void *)(base + (64u << 20) + 2); /* B's rows 2 bytes off: copied */
    calls[2] = calls[1], calls[2].scratch = NULL, calls[2].scratch_bytes = 0; /* no copy */
    calls[3] = calls[1], calls[3].beta = 1.0f, calls[3].alpha = 2.0f;
    calls[4].A = (const void *)(base + 2); /* A 2 bytes off: read in place */
    calls[5].ldb = 4095;
    static const tcgemm_device_t kAmpere = {0, 80, 108, 163 * 1024, 40u << 20, 0.0};
    calls[6].device = &kAmpere; /* the Hopper rows are not there */
    int distinct = 0;
    const tcgemm_variant_t *first = tcgemm_internal_choose_auto(&calls[0]);
    /* every ordered pair one after the other, so each call follows each other one */
    for (int pair = 0; pair < 49; ++pair)
        for (int side = 0; side < 2; ++side) {
            const int i = side ? pair % 7 : pair / 7;
            const tcgemm_variant_t *fresh = tcgemm_internal_choose_auto(&calls[i]);
            const tcgemm_variant_t *kept = tcgemm_internal_select_auto(&calls[i]);
            CHECK(fresh && kept == fresh, "call %d after call %d: remembered %s, AUTO says %s", i,
                  side ? pair / 7 : pair % 7, kept ? kept->name : "none",
                  fresh ? fresh->name : "none");
            distinct += fresh != first;
        }
    CHECK(distinct > 0, "the calls should not all take one variant (the test would see nothing)");
}

/* AUTO's memory and launch terms: a small M or a small N goes to the skinny path (it reads the
 * big operand once, at the full bandwidth), big shapes keep their tiled variants, and a skinny
 * call still finds a variant without the workspace or with rows that are not 16-byte aligned.
 * Nothing launches: the pointers only need the alignment they claim. */
/* AUTO's streaming rate follows the device's memory: the reference H100's peak (2619 MHz x
 * 5120 bits) gives the 3.0 TB/s its model was fitted at, the H200's (3201 MHz x 6016 bits, as it
 * reports them) 4.31, a device that reports neither the reference rate. On the H200 the skinny path
 * beat the 64 x 64 Hopper row at 32 x 4096 x 14336 NT (34.8 against 38.7 us,
 * bench/results/2026-11-28-s40/call3), which AUTO picks at the reference rate and not at the
 * H200's. */
static void test_stream_rate(void)
{
    const double h100 = tcgemm_internal_stream_rate(2619000, 5120);
    const double h200 = tcgemm_internal_stream_rate(3201000, 6016);
    CHECK(h100 > 2.999e12 && h100 < 3.001e12, "H100: %.4g bytes/s", h100);
    CHECK(h200 > 4.30e12 && h200 < 4.32e12, "H200: %.4g bytes/s", h200);
    CHECK(tcgemm_internal_stream_rate(0, 5120) == 0.0 &&
              tcgemm_internal_stream_rate(2619000, 0) == 0.0,
          "no rate without a clock and a bus width");
    CHECK(tcgemm_internal_bytes_per_s(&kHopper) == 3.0e12,
          "a described device without a rate: 3.0e12");
    const tcgemm_device_t h200_device = {0, 90, 132, 227 * 1024, 50u << 20, h200};
    CHECK(tcgemm_internal_bytes_per_s(&h200_device) == h200, "the H200's own rate");
    if (!tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_64X64)) /* a portable build holds no Hopper row */
        return;
    tcgemm_problem_t p = {TCGEMM_F16, 32,    4096,  14336, 0, 1,        1.0f,       0.0f, ha, hb,
                          hc,         14336, 14336, 4096,  0, &kHopper, kWorkspace, NULL, 0,  0};
    const tcgemm_variant_t *ref = tcgemm_internal_choose_auto(&p);
    p.device = &h200_device;
    const tcgemm_variant_t *fast = tcgemm_internal_choose_auto(&p);
    CHECK(ref && !strcmp(ref->name, "hgemm_wgmma_64x64"), "32 x 4096 x 14336 NT at 3.0 TB/s: %s",
          ref ? ref->name : "none");
    CHECK(fast && !strcmp(fast->name, "hgemm_skinny"),
          "32 x 4096 x 14336 NT at the H200's rate: %s", fast ? fast->name : "none");
    /* A memory-bound estimate shrinks with the faster memory (its bytes' term by 3.0 / 4.31, its
     * launch and head not); an arithmetic-bound one does not. */
    const tcgemm_variant_t *skinny = tcgemm_variant(TCGEMM_ALGO_HGEMM_SKINNY);
    const double on_h200 = tcgemm_internal_auto_seconds(skinny, &p);
    p.device = &kHopper;
    const double on_ref = tcgemm_internal_auto_seconds(skinny, &p);
    CHECK(on_h200 < 0.85 * on_ref, "hgemm_skinny at 32 x 4096 x 14336: %.1f us against %.1f",
          on_h200 * 1e6, on_ref * 1e6);
    const tcgemm_variant_t *wide = tcgemm_variant(TCGEMM_ALGO_HGEMM_WGMMA_128X256);
    p.m = p.n = p.k = 8192, p.trans_b = 0, p.lda = p.ldb = p.ldc = 8192;
    const double big_ref = tcgemm_internal_auto_seconds(wide, &p);
    p.device = &h200_device;
    CHECK(tcgemm_internal_auto_seconds(wide, &p) == big_ref, "8192^3 on the 128 x 256 row: %.1f us",
          big_ref * 1e6);
}

static void test_auto_skinny(void)
{
    void *const aligned = (void *)(uintptr_t)0x100000;
    /* As measured on the H100 (bench/results/2026-11-23-h100-skinny/run3, run6): the skinny
     * path wins fp32 decode and every deep-K shape, and fp16 decode up to 16 rows through the
     * ring of skinny_stream.cuh (tensor cores), except fp16 1 x 11008 x 4096 (the ring's 344
     * blocks take 2.6 waves: 41.9 us, the wgmma rows 35.7-38.7 since they read A in boxes of its
     * one row, bench/results/2026-11-24-h100-s14/call7); 2: skinny where that ring is
     * built, either in a portable build (there the CUDA-core kernels compete with the WMMA tiles
     * at 8-16 rows). fp16 4096 x 16 x 4096 NN: the ring since it reads X as rows of B (a
     * prediction: 128 blocks of one wave, ~21 us modelled against the tiles' ~32 us). Deep K,
     * either way round and with B transposed: the ring's deep-K grid. fp32 35 x 700 x 2048 and
     * 64 x 1 x 1216: skinny's kernels (44 and 9.5 us; 28.4 with the ring's row groups, 19.5-23.6
     * with its row halves, tenth session), not the stream-K rung, whose owners' reads of partial
     * tiles took 123 and 316 us (bench/results/2026-11-23-h100-s7). fp16 6144 x 32 x 2048 stays
     * with the tiles (test_wgmma_small_grids; the ring with two m16 tiles of X took 30.3, eighth
     * session). fp32 6144 x 32 x 2048 went to the stream-K rung's 256 x 32 tile (52.4 us against
     * the skinny path's 56.2, bench/results/2026-11-25-h100-s15/call2) until the ring's stages came
     * by TMA: 47.9 against 52.1 (bench/results/2026-11-26-s23/call3); a portable build, which has
     * no ring, keeps the tile (2). */
    const struct {
        int m, n, k, tb, skinny[2]; /* expected for fp16, fp32 */
    } cases[] = {
        {1, 4096, 4096, 0, {1, 1}},    {1, 4096, 4096, 1, {1, 1}},
        {8, 4096, 4096, 0, {2, 1}},    {1, 11008, 4096, 0, {0, 1}},
        {16, 4096, 4096, 0, {2, 1}},   {16, 4096, 4096, 1, {2, 1}},
        {1024, 16, 500000, 0, {1, 1}}, {512, 8, 500000, 0, {1, 1}},
        {512, 1, 500000, 0, {1, 1}},   {1024, 4, 500000, 0, {1, 1}},
        {7680, 1, 2560, 0, {1, 1}},    {4096, 16, 4096, 0, {2, 1}},
        {16, 1024, 500000, 0, {1, 1}}, {1024, 16, 500000, 1, {1, 1}},
        {6144, 32, 2048, 0, {0, 0}},   {4096, 4096, 4096, 0, {0, 0}},
        {2048, 2048, 2048, 0, {0, 0}}, {4096, 12288, 4096, 0, {0, 0}},
        {128, 4096, 4096, 0, {0, 0}},  {35, 700, 2048, 0, {2, 1}},
        {64, 1, 1216, 0, {1, 1}},
    };
    for (int dtype = 0; dtype <= 1; ++dtype)
        for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
            const int m = cases[i].m, n = cases[i].n, k = cases[i].k, tb = cases[i].tb;
            tcgemm_problem_t p = {(tcgemm_dtype_t)dtype,
                                  m,
                                  n,
                                  k,
                                  0,
                                  tb,
                                  1.0f,
                                  0.0f,
                                  aligned,
                                  aligned,
                                  aligned,
                                  k,
                                  tb ? k : n,
                                  n,
                                  0,
                                  &kHopper,
                                  kWorkspace,
                                  NULL,
                                  0,
                                  0};
            const tcgemm_variant_t *v = tcgemm_internal_select_auto(&p);
            const int skinny = v && strstr(v->name, "skinny") != NULL;
            /* The tiled fp16 choices were measured against the mma.sync and wgmma tiles, which a
             * portable build leaves out: there AUTO need only serve those calls. */
            const int portable = !tcgemm_variant(TCGEMM_ALGO_HGEMM_MMA_64X64);
            const int want = cases[i].skinny[dtype] == 1 ||
                             (cases[i].skinny[dtype] == 2 && !portable) ||
                             (portable && dtype == 0 && skinny);
            CHECK(v && skinny == want, "AUTO on %s %dx%dx%d N%c took %s", dtype ? "fp32" : "fp16",
                  m, n, k, tb ? 'T' : 'N', v ? v->name : "none");
            p.workspace = NULL; /* no split-K then, but the path still serves the call */
            v = tcgemm_internal_select_auto(&p);
            CHECK(v && !v->supports(&p), "AUTO without workspace on %dx%dx%d", m, n, k);
        }
    /* The skinny rows: min(m, n) <= 48, any alignment, a workspace of their own size. */
    const tcgemm_variant_t *h = tcgemm_variant(TCGEMM_ALGO_HGEMM_SKINNY);
    tcgemm_problem_t p = {TCGEMM_F16, 48,   4096, 4096, 0, 0,        1.0f, 0.0f, aligned, aligned,
                          aligned,    4096, 4096, 4096, 0, &kHopper, NULL, NULL, 0,       0};
    CHECK(h->supports(&p) == NULL, "hgemm_skinny takes m = 48 without workspace");
    p.m = 49;
    CHECK(h->supports(&p) && strstr(h->supports(&p), "48"), "hgemm_skinny refuses m = n = 49+");
    p.m = 16, p.B = (char *)aligned + 2, p.ldb = 4097;
    CHECK(h->supports(&p) == NULL, "hgemm_skinny serves unaligned rows");
    CHECK(h->workspace_bytes(&kHopper) >=
              tcgemm_variant(TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK)->workspace_bytes(&kHopper),
          "the skinny counters lie past stream-K's partials and flags");
}

/* An fp32 row-major NN call on the reference H100 with aligned operands, and the row AUTO must take
 * for it. */
typedef struct {
    int m, n, k;
    const char *row;
} f32_pick_t;

static tcgemm_problem_t f32_aligned_nn(int m, int n, int k)
{
    void *const aligned = (void *)(uintptr_t)0x100000; /* never dereferenced */
    const tcgemm_problem_t p = {TCGEMM_F32, m,        n,          k,       0, 0, 1.0f,
                                0.0f,       aligned,  aligned,    aligned, k, n, n,
                                0,          &kHopper, kWorkspace, NULL,    0, 0};
    return p;
}

static void check_f32_picks(const f32_pick_t *cases, size_t count)
{
    for (size_t i = 0; i < count; ++i) {
        const tcgemm_problem_t p = f32_aligned_nn(cases[i].m, cases[i].n, cases[i].k);
        const tcgemm_variant_t *pick = tcgemm_internal_select_auto(&p);
        CHECK(pick && strcmp(pick->name, cases[i].row) == 0, "AUTO at %dx%dx%d fp32: %s (want %s)",
              p.m, p.n, p.k, pick ? pick->name : "none", cases[i].row);
    }
}

/* The split-K row (kernels/sgemm_splitk.cu): AUTO takes it where it measured fastest, fp32 calls
 * of 32 to 128 columns and a few thousand rows, and leaves 16 columns to the skinny path (us on
 * the H100, bench/results/2026-11-27-s27/call3-4: split-K, then the 256 x 32 stream-K tile or the
 * skinny path: 7680 x 128 x 2560 211, 232 (the 128 x 256 stream-K tile AUTO took before this row:
 * 252, twenty-sixth session); 2560 x 64 x 2560 41.8, 54.9; 8192 x 64 x 4096 172, 202; 6144 x 32 x
 * 2048 42.1, 46.2 on the skinny path; 6144 x 16 x 2048 45.4, 31.3 on the skinny path). Its
 * counters lie past the skinny path's, and without the workspace it still serves the call,
 * unsplit. */
static void test_splitk_row(void)
{
    const tcgemm_variant_t *v = tcgemm_variant(TCGEMM_ALGO_SGEMM_SPLITK_64X32);
    CHECK(v != NULL, "sgemm_splitk_64x32 is built (portable too)");
    if (!v)
        return;
    const f32_pick_t cases[] = {{7680, 128, 2560, "sgemm_splitk_64x32"},
                                {2560, 64, 2560, "sgemm_splitk_64x32"},
                                {8192, 64, 4096, "sgemm_splitk_64x32"},
                                {6144, 32, 2048, "sgemm_splitk_64x32"},
                                {6144, 16, 2048, "sgemm_skinny"}};
    check_f32_picks(cases, sizeof cases / sizeof cases[0]);
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        tcgemm_problem_t p = f32_aligned_nn(cases[i].m, cases[i].n, cases[i].k);
        p.workspace = NULL;
        CHECK(v->supports(&p) == NULL, "split-K row without workspace at %dx%dx%d", p.m, p.n, p.k);
    }
    CHECK(v->workspace_bytes &&
              v->workspace_bytes(&kHopper) >
                  tcgemm_variant(TCGEMM_ALGO_SGEMM_SKINNY)->workspace_bytes(&kHopper),
          "the split-K counters lie past the skinny path's");
}

/* AUTO among the fp32 tiled rows where tiles come in rounds and K is short: the picks that the
 * rounds, the tiles' own time and the stream-K pieces' give, each the fastest row measured there
 * or within 3% of it (bench/results/2026-11-27-s28/call1 and call3). */
static void test_fp32_rounds(void)
{
    const f32_pick_t cases[] = {{8192, 8192, 176, "sgemm_warptile"},
                                {2048, 2048, 128, "sgemm_warptile"},
                                {1024, 700, 512, "sgemm_warptile_streamk_48x256"},
                                {4224, 1500, 704, "sgemm_warptile_streamk"},
                                {8448, 6000, 2816, "sgemm_warptile_nbc"},
                                {4096, 4096, 4096, "sgemm_warptile_streamk"}};
    check_f32_picks(cases, sizeof cases / sizeof cases[0]);
    /* 198 tiles of 128 x 256 on 132 SMs run in two rounds, the second a half. */
    const tcgemm_problem_t p = f32_aligned_nn(4224, 1500, 2816);
    const double busy =
        tcgemm_internal_busy_share(tcgemm_variant(TCGEMM_ALGO_SGEMM_WARPTILE_NBC), &p);
    CHECK(busy > 0.7 && busy < 0.8, "nbc's 198 tiles in two rounds: %g of the SMs busy", busy);
}

static void test_names_and_registry(void)
{
    CHECK(strcmp(tcgemm_algo_name(TCGEMM_ALGO_AUTO), "auto") == 0, "auto name");
    CHECK(tcgemm_algo_name(TCGEMM_ALGO_COUNT) == NULL, "name out of range");
    CHECK(tcgemm_algo_name((tcgemm_algo_t)-1) == NULL, "name of -1");
    CHECK(tcgemm_algo_from_name("no_such_variant") == TCGEMM_ALGO_COUNT, "unknown name");
    CHECK(tcgemm_algo_from_name(NULL) == TCGEMM_ALGO_COUNT, "NULL name");
    CHECK(tcgemm_algo_from_name("auto") == TCGEMM_ALGO_AUTO, "auto by name");
    CHECK(tcgemm_algo_limits(TCGEMM_ALGO_COUNT) == NULL, "limits out of range");
    CHECK(tcgemm_variant(TCGEMM_ALGO_AUTO) == NULL, "AUTO has no registry row");
    int autos[2] = {0, 0};
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (!v) /* not in this build: test_not_built */
            continue;
        const char *name = tcgemm_algo_name((tcgemm_algo_t)a);
        CHECK(name && strcmp(name, v->name) == 0, "row %d name", a);
        CHECK(tcgemm_algo_from_name(v->name) == (tcgemm_algo_t)a, "%s does not round-trip",
              v->name);
        const char *prefix = v->dtype == TCGEMM_F16 ? "hgemm_" : "sgemm_";
        CHECK(strncmp(v->name, prefix, 6) == 0, "%s: name does not start with %s", v->name, prefix);
        CHECK(v->dtype == TCGEMM_F16 || !strstr(v->name, "f16acc"), "%s: f16acc on fp32", v->name);
        CHECK(v->dtype == TCGEMM_F32 || !strstr(v->name, "tf32"), "%s: tf32 on fp16", v->name);
        CHECK(v->min_sm >= 75, "%s: min_sm %d is below the oldest built architecture", v->name,
              v->min_sm);
        CHECK(v->supports && v->launch && v->limits && v->limits[0], "%s: incomplete row", v->name);
        CHECK(tcgemm_algo_limits((tcgemm_algo_t)a) == v->limits, "%s: limits lookup", v->name);
        CHECK(v->tile_m > 0 && v->tile_n > 0, "%s: no block tile for AUTO's estimate", v->name);
        CHECK(v->auto_tflops >= 0.0f, "%s: negative auto_tflops", v->name);
        if (v->auto_tflops > 0.0f && v->min_sm <= 75)
            autos[v->dtype]++;
        for (int b = 1; b < a; ++b)
            CHECK(strcmp(tcgemm_algo_name((tcgemm_algo_t)b), v->name) != 0, "duplicate name %s",
                  v->name);
    }
    CHECK(autos[0] > 0 && autos[1] > 0, "AUTO needs a variant of each type on every arch");
}

/* The rows of the enum this build leaves out (a TCGEMM_PORTABLE build: those with inline PTX;
 * the full build has none): every portable row is built, each row left out keeps its name,
 * its limits say why, and a call forced onto it is NOT_SUPPORTED with that reason, nothing
 * launched and C kept. AUTO never needs one (test_auto covers the same build). */
static void test_not_built(void)
{
    int portable[TCGEMM_ALGO_COUNT] = {0}, left_out = 0;
#define TCGEMM_MARK_PORTABLE(id, name) portable[TCGEMM_ALGO_##id] = 1;
    TCGEMM_FOR_EACH_PORTABLE_ALGO(TCGEMM_MARK_PORTABLE)
#undef TCGEMM_MARK_PORTABLE
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const char *name = tcgemm_algo_name((tcgemm_algo_t)a);
        CHECK(name != NULL, "row %d has no name", a);
        CHECK(!portable[a] || tcgemm_variant((tcgemm_algo_t)a), "portable row %s not built", name);
        if (tcgemm_variant((tcgemm_algo_t)a) || !name)
            continue;
        ++left_out;
        CHECK(tcgemm_algo_from_name(name) == (tcgemm_algo_t)a, "%s does not round-trip", name);
        CHECK(strstr(tcgemm_algo_limits((tcgemm_algo_t)a), "not in this build"),
              "%s: limits \"%s\"", name, tcgemm_algo_limits((tcgemm_algo_t)a));
        tcgemm_handle_t h;
        tcgemm_internal_create_for_device(&h, &kHopper);
        CHECK(tcgemm_set_algo(h, (tcgemm_algo_t)a) == TCGEMM_STATUS_SUCCESS, "set %s", name);
        for (int f16 = 0; f16 <= 1; ++f16) {
            const call_t c = valid_call();
            expect_rejected(h, f16, &c, TCGEMM_STATUS_NOT_SUPPORTED, "not in this build", name);
        }
        tcgemm_destroy(h);
    }
#ifdef TCGEMM_PORTABLE
    CHECK(left_out > 0, "a portable build that leaves nothing out");
#else
    CHECK(left_out == 0, "the full build left out %d rows", left_out);
#endif
}

static void test_status_strings(void)
{
    for (int s = TCGEMM_STATUS_SUCCESS; s <= TCGEMM_STATUS_CUDA_ERROR; ++s) {
        const char *str = tcgemm_status_string((tcgemm_status_t)s);
        CHECK(str && strncmp(str, "TCGEMM_STATUS_", 14) == 0, "status %d string", s);
        for (int t = TCGEMM_STATUS_SUCCESS; t < s; ++t)
            CHECK(strcmp(str, tcgemm_status_string((tcgemm_status_t)t)) != 0, "dup %d", s);
    }
    CHECK(strstr(tcgemm_status_string((tcgemm_status_t)999), "unknown") != NULL, "unknown");
}

static float bits_to_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static void test_half_conversion(void)
{
    /* Every half: half -> float -> half is the identity (NaN stays NaN). */
    int bad = 0;
    for (uint32_t u = 0; u <= 0xffffu; ++u) {
        const float f = tcgemm_half_to_float((tcgemm_half_t)u);
        const tcgemm_half_t back = tcgemm_float_to_half(f);
        const int nan = (u & 0x7c00u) == 0x7c00u && (u & 0x3ffu);
        if (nan ? !(isnan(f) && (back & 0x7c00u) == 0x7c00u && (back & 0x3ffu)) : back != u)
            ++bad;
    }
    CHECK(bad == 0, "%d halves do not round-trip", bad);

    struct {
        float in;
        uint16_t out;
    } cases[] = {
        {0.0f, 0x0000},
        {-0.0f, 0x8000},
        {1.0f, 0x3c00},
        {-2.0f, 0xc000},
        {65504.0f, 0x7bff},
        {65519.0f, 0x7bff},
        {65520.0f, 0x7c00},
        {1e9f, 0x7c00},
        {-1e9f, 0xfc00},
        {INFINITY, 0x7c00},
        {-INFINITY, 0xfc00},
        {0x1p-24f, 0x0001},   /* smallest subnormal */
        {0x1p-25f, 0x0000},   /* half of it: tie, rounds to even (zero) */
        {0x1.8p-24f, 0x0002}, /* 1.5 steps: tie, rounds to even (2) */
        {0x1.4p-24f, 0x0001},
        {0x1p-14f, 0x0400},        /* smallest normal */
        {0x1.ff8p-15f, 0x03ff},    /* largest subnormal */
        {0x1.ffcp-15f, 0x0400},    /* tie above it: rounds to even, the smallest normal */
        {1.0f + 0x1p-11f, 0x3c00}, /* tie below: even */
        {1.0f + 0x3p-11f, 0x3c02}, /* tie above: even */
        {1e-30f, 0x0000},
        {bits_to_float(0x00000001u), 0x0000}, /* float subnormal */
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; ++i) {
        const tcgemm_half_t got = tcgemm_float_to_half(cases[i].in);
        CHECK(got == cases[i].out, "float_to_half(%a) = 0x%04x, want 0x%04x", cases[i].in, got,
              cases[i].out);
    }
    CHECK(isnan(tcgemm_half_to_float(tcgemm_float_to_half(NAN))), "NaN to half and back");
    CHECK(tcgemm_half_to_float(0x0001) == 0x1p-24f, "subnormal to float");
    CHECK(tcgemm_half_to_float(0xfbff) == -65504.0f, "lowest to float");

    /* Random floats in range: the chosen half is the nearest one (ties to even). */
    unsigned state = 12345u;
    bad = 0;
    for (int i = 0; i < 200000; ++i) {
        state = state * 1664525u + 1013904223u;
        const float f =
            ((float)(state >> 8) / 16777216.0f - 0.5f) * powf(2.0f, (float)(i % 40) - 24);
        const tcgemm_half_t h = tcgemm_float_to_half(f);
        const double err = fabs((double)tcgemm_half_to_float(h) - f);
        for (int d = -1; d <= 1; d += 2) {
            const tcgemm_half_t other = (tcgemm_half_t)(h + d);
            if ((other & 0x7c00u) == 0x7c00u || ((h ^ other) & 0x8000u))
                continue;
            const double e2 = fabs((double)tcgemm_half_to_float(other) - f);
            if (e2 < err || (e2 == err && (other & 1u) == 0))
                ++bad;
        }
    }
    CHECK(bad == 0, "%d random floats not rounded to the nearest half", bad);

    float in[3] = {1.0f, -0.5f, 3.0f}, out[3];
    tcgemm_half_t mid[3];
    tcgemm_floats_to_halves(in, mid, 3);
    tcgemm_halves_to_floats(mid, out, 3);
    CHECK(memcmp(in, out, sizeof in) == 0, "array helpers");
}

/* tcgemm_set_workspace's misuse, the size rule, and AUTO's routing of misaligned calls to the
 * repack variants when the scratch is there (and only then). */
static void test_workspace(void)
{
    CHECK(tcgemm_set_workspace(NULL, kScratch, 256) == TCGEMM_STATUS_NOT_INITIALIZED,
          "set_workspace on a null handle");
    tcgemm_handle_t h;
    tcgemm_internal_create_for_device(&h, &kHopper);
    CHECK(tcgemm_set_workspace(h, NULL, 1024) == TCGEMM_STATUS_INVALID_VALUE &&
              strstr(tcgemm_last_error(h), "NULL"),
          "NULL with bytes: %s", tcgemm_last_error(h));
    CHECK(tcgemm_set_workspace(h, kScratch + 16, 1024) == TCGEMM_STATUS_INVALID_VALUE &&
              strstr(tcgemm_last_error(h), "256-byte"),
          "misaligned workspace: %s", tcgemm_last_error(h));
    CHECK(tcgemm_set_workspace(h, kScratch, sizeof kScratch) == TCGEMM_STATUS_SUCCESS,
          "a 256-byte aligned workspace: %s", tcgemm_last_error(h));
    CHECK(tcgemm_set_workspace(h, NULL, 0) == TCGEMM_STATUS_SUCCESS, "no workspace");
    tcgemm_destroy(h);

    /* The size rule: both operands, rows padded to 128 bytes, the larger orientation. */
    CHECK(tcgemm_workspace_size(4095, 4095, 4095, 2) == 2 * (size_t)4095 * 4096 * 2,
          "4095^3 fp16: %zu", tcgemm_workspace_size(4095, 4095, 4095, 2));
    CHECK(tcgemm_workspace_size(4097, 257, 6151, 4) ==
              ((size_t)6151 * 4128 * 4 + 255) / 256 * 256 +
                  ((size_t)6151 * 288 * 4 + 255) / 256 * 256,
          "4097x257x6151 fp32: %zu", tcgemm_workspace_size(4097, 257, 6151, 4));
    CHECK(tcgemm_workspace_size(0, 5, 5, 2) == 0 && tcgemm_workspace_size(5, 5, 5, 3) == 0,
          "no size for an empty call or an unknown element size");
    const int sizes[][3] = {{1, 1, 1}, {17, 13, 7}, {3000, 3000, 3000}, {127, 8191, 4093}};
    for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; ++s) {
        const size_t m = sizes[s][0], n = sizes[s][1], k = sizes[s][2];
        for (size_t e = 2; e <= 4; e += 2)
            CHECK(tcgemm_workspace_size((int)m, (int)n, (int)k, e) <=
                      e * ((m + 64) * (k + 64) + (k + 64) * (n + 64)) + 512,
                  "the documented bound at %zux%zux%zu", m, n, k);
    }

    /* AUTO: a misaligned 4095^3 goes through the repack when the scratch holds both copies,
     * to the in-place variants when it does not; an aligned call never does. */
    for (int dtype = 0; dtype <= 1; ++dtype) {
        const size_t e = dtype ? 4 : 2;
        const int big = 4095;
        tcgemm_problem_t p = {(tcgemm_dtype_t)dtype,
                              big,
                              big,
                              big,
                              0,
                              0,
                              1.0f,
                              0.0f,
                              fa,
                              fb,
                              fc,
                              big,
                              big,
                              big,
                              0,
                              &kHopper,
                              kWorkspace,
                              (void *)256,
                              tcgemm_workspace_size(big, big, big, e),
                              0};
        const tcgemm_variant_t *repack =
            tcgemm_variant(dtype ? TCGEMM_ALGO_SGEMM_REPACK : TCGEMM_ALGO_HGEMM_REPACK);
        const tcgemm_variant_t *v = tcgemm_internal_select_auto(&p);
        CHECK(v == repack, "AUTO, %s 4095^3 with workspace: %s", dtype ? "f32" : "f16",
              v ? v->name : "none");
        /* fp16 copies B alone: the Hopper rows read A through residue maps. */
        p.scratch_bytes = dtype ? p.scratch_bytes - 1 : (size_t)big * 4096 * e - 1;
        v = tcgemm_internal_select_auto(&p);
        CHECK(v && v != repack && !v->supports(&p), "AUTO, %s 4095^3, workspace one byte short: %s",
              dtype ? "f32" : "f16", v ? v->name : "none");
        CHECK(repack->supports(&p) && strstr(repack->supports(&p), "workspace"),
              "the repack says the workspace is short");
        p.scratch = NULL;
        p.scratch_bytes = 0;
        v = tcgemm_internal_select_auto(&p);
        CHECK(v && v != repack, "AUTO, %s 4095^3 without workspace: %s", dtype ? "f32" : "f16",
              v ? v->name : "none");
        /* Aligned 4096^3: nothing to repack. */
        p.m = p.n = p.k = p.lda = p.ldb = p.ldc = 4096;
        p.scratch = (void *)256;
        p.scratch_bytes = (size_t)1 << 40;
        v = tcgemm_internal_select_auto(&p);
        CHECK(v && v != repack, "AUTO, aligned %s 4096^3: %s", dtype ? "f32" : "f16",
              v ? v->name : "none");
        CHECK(repack->supports(&p) && strstr(repack->supports(&p), "nothing to repack"),
              "the repack refuses an aligned call");
        /* Its estimate: the aligned kernel's, less the copy's share. */
        p.lda = p.ldb = 4095;
        p.k = 4095;
        p.m = p.n = 4095;
        const tcgemm_variant_t *aligned = NULL;
        {
            tcgemm_problem_t q = p;
            q.lda = q.ldb = 4096;
            q.scratch = NULL;
            aligned = tcgemm_internal_select_auto(&q);
            CHECK(aligned && tcgemm_internal_auto_seconds(repack, &p) >
                                 tcgemm_internal_auto_seconds(aligned, &q),
                  "the repack's estimated time is above the aligned kernel's");
        }
    }
    /* Rows 16- but not 32-byte aligned in fp16: with hgemm_mma as the aligned kernel the copy
     * paid at 3000^3 and 4104^3 (bench/results/2026-11-23-h100-align/run3: 268.4 TFLOPS
     * repacked against 252.9 in place, 299.0 against 283.8) and not at 2040^3 (234.1 against
     * 255.8), 3008x4104x2000 (256.7 against 287.6), 1000^3 or 3008x3008x3000 (one operand
     * aligned). On sm_90 the wgmma rows read such rows with TMA, whose estimate carries no
     * alignment penalty, so every fp16 row here stays in place; fp32 127x8191x4093 stays in
     * place (0.238 ms against the copy's 0.343, bench/results/2026-11-25-h100-s16/call1) and
     * 4095^3 is copied (AUTO's estimates 3.10 ms in place, 3.02 copied; measured 3.23 and 3.34:
     * within 4%); fp32 2039^3 stays in place (433 us against the copy's 461: the copied rows
     * keep the last, ragged tile column in place too; bench/results/2026-11-29-s52/call3). */
    const struct {
        int dtype, m, n, k, repack;
    } choices[] = {{0, 3000, 3000, 3000, 0}, {0, 4104, 4104, 4104, 0}, {0, 2040, 2040, 2040, 0},
                   {0, 3008, 4104, 2000, 0}, {0, 1000, 1000, 1000, 0}, {0, 3008, 3008, 3000, 0},
                   {1, 127, 8191, 4093, 0},  {1, 4095, 4095, 4095, 1}, {1, 2039, 2039, 2039, 0}};
    for (size_t i = 0; i < sizeof choices / sizeof choices[0]; ++i) {
        const int m = choices[i].m, n = choices[i].n, k = choices[i].k;
        tcgemm_problem_t p = {(tcgemm_dtype_t)choices[i].dtype,
                              m,
                              n,
                              k,
                              0,
                              0,
                              1.0f,
                              0.0f,
                              fa,
                              fb,
                              fc,
                              k,
                              n,
                              n,
                              0,
                              &kHopper,
                              kWorkspace,
                              (void *)256,
                              (size_t)1 << 32,
                              0};
        const tcgemm_variant_t *v = tcgemm_internal_select_auto(&p);
        const int repacked = v == tcgemm_variant(TCGEMM_ALGO_HGEMM_REPACK) ||
                             v == tcgemm_variant(TCGEMM_ALGO_SGEMM_REPACK);
        CHECK(v && repacked == choices[i].repack, "AUTO, %s %dx%dx%d: %s",
              choices[i].dtype ? "f32" : "f16", m, n, k, v ? v->name : "none");
    }
}

static void test_create_here(void)
{
    tcgemm_handle_t h = (tcgemm_handle_t)1;
    const tcgemm_status_t s = tcgemm_create(&h);
    CHECK(s == TCGEMM_STATUS_SUCCESS || s == TCGEMM_STATUS_NO_DEVICE, "create: %s",
          tcgemm_status_string(s));
    CHECK((s == TCGEMM_STATUS_SUCCESS) == (h != NULL), "handle set iff created");
    if (h)
        tcgemm_destroy(h);
}

int main(void)
{
    fill_buffers();
    test_status_strings();
    test_names_and_registry();
    test_not_built();
    test_half_conversion();
    test_argument_checks();
    test_variant_limits();
    test_auto();
    test_auto_speed_and_occupancy();
    test_stream_k();
    test_wgmma_rows();
    test_wgmma_rounds();
    test_workspace();
    test_wgmma_small_grids();
    test_wgmma_middle_sizes();
    test_wgmma_off_sectors();
    test_auto_skinny();
    test_stream_rate();
    test_splitk_row();
    test_fp32_rounds();
    test_auto_memo();
    test_create_here();
    printf("test_api: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
