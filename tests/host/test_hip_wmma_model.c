/* test_hip_wmma_model.c — the HIP kernel's lane layout (kernels/hip/wmma_gfx11_lanes.h), run
 * through a CPU model of v_wmma_f32_16x16x16_f16 and compared with a plain CPU GEMM.
 *
 * No AMD GPU is at hand, so this is what checks that the kernel hands the instruction the right
 * elements: the kernel's walk (blocks, waves, lanes, K steps, the epilogue) is replayed here with
 * the same index functions, the instruction is modelled from the ISA guide's description of its
 * registers (written out below, not taken from the header), and the GEMM that comes out must
 * match a double-precision reference on ragged shapes, all four transpose pairs, padded leading
 * dimensions, alpha and beta (beta = 0 with NaN in C). Two deliberately wrong layouts must fail,
 * so that the comparison is known to catch a wrong one.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tcgemm.h"
#include "wmma_gfx11_lanes.h"

static int passed, failed;

#define CHECK(cond, ...)                                                                           \
    do {                                                                                           \
        if (cond) {                                                                                \
            ++passed;                                                                              \
        } else {                                                                                   \
            ++failed;                                                                              \
            printf("FAIL %s:%d: ", __FILE__, __LINE__);                                            \
            printf(__VA_ARGS__);                                                                   \
            printf("\n");                                                                          \
        }                                                                                          \
    } while (0)

/* What one lane hands the instruction in wave32: 8 VGPRs of A and 8 of B, each packing two fp16
 * values (vector element 2v in the low 16 bits of VGPR v, 2v + 1 in the high ones, as clang lays
 * out the builtin's 16 x _Float16 arguments), and 8 VGPRs of fp32 C/D. */
typedef struct {
    uint32_t a[8], b[8];
    float c[8];
} lane_regs_t;

static float half_bits(uint32_t vgpr, int high)
{
    return tcgemm_half_to_float((tcgemm_half_t)(high ? vgpr >> 16 : vgpr & 0xffff));
}

/* v_wmma_f32_16x16x16_f16, wave32, from the RDNA3 ISA guide: lane l < 16 holds row l of A (VGPR
 * v: k = 2v low, 2v + 1 high) and column l of B (VGPR v: k = 2v, 2v + 1); lanes 16..31 must hold
 * the same; VGPR v of lane l holds D(2v + l / 16, l % 16). D = A * B + C, the fp16 products exact
 * and summed in fp32 (the hardware's summation order is not documented: the GEMM is compared
 * within a tolerance). Returns -1, leaving C, when the two halves of the wave disagree. */
static int model_wmma(lane_regs_t w[32])
{
    for (int l = 16; l < 32; ++l)
        if (memcmp(w[l].a, w[l - 16].a, sizeof w[l].a) ||
            memcmp(w[l].b, w[l - 16].b, sizeof w[l].b))
            return -1;
    float a[16][16], b[16][16], c[16][16];
    for (int l = 0; l < 16; ++l)
        for (int v = 0; v < 8; ++v)
            for (int h = 0; h < 2; ++h) {
                a[l][2 * v + h] = half_bits(w[l].a[v], h);
                b[2 * v + h][l] = half_bits(w[l].b[v], h);
            }
    for (int l = 0; l < 32; ++l)
        for (int v = 0; v < 8; ++v)
            c[2 * v + l / 16][l % 16] = w[l].c[v];
    for (int l = 0; l < 32; ++l)
        for (int v = 0; v < 8; ++v) {
            const int i = 2 * v + l / 16, j = l % 16;
            float sum = c[i][j];
            for (int p = 0; p < 16; ++p)
                sum += a[i][p] * b[p][j];
            w[l].c[v] = sum;
        }
    return 0;
}

/* The layout under test: the header's functions, or a deliberately wrong one. */
typedef struct {
    long long (*a)(int lane, int e, int i0, int q, int m, int k, int trans, int lda);
    long long (*b)(int lane, int e, int q, int j0, int k, int n, int trans, int ldb);
    long long (*c)(int lane, int v, int i0, int j0, int m, int n, int ldc);
} layout_t;

typedef struct {
    int m, n, k, trans_a, trans_b, lda, ldb, ldc;
    float alpha, beta;
} shape_t;

static void put_half(uint32_t *vgpr, int e, tcgemm_half_t h)
{
    const int shift = e % 2 ? 16 : 0;
    *vgpr = (*vgpr & ~(0xffffu << shift)) | ((uint32_t)h << shift);
}

/* The kernel's walk, element for element (kernels/hip/hgemm_wmma_gfx11.hip), with the model in
 * place of the instruction. Returns -1 if the model refused a fragment. */
static int run_kernel_model(const layout_t *lay, const shape_t *s, const tcgemm_half_t *A,
                            const tcgemm_half_t *B, tcgemm_half_t *C)
{
    const int tile_m = WMMA_GFX11_WAVES_M * WMMA_GFX11_TILE;
    const int tile_n = WMMA_GFX11_WAVES_N * WMMA_GFX11_TILE;
    const tcgemm_half_t zero = tcgemm_float_to_half(0.0f);
    for (int by = 0; by < (s->m + tile_m - 1) / tile_m; ++by)
        for (int bx = 0; bx < (s->n + tile_n - 1) / tile_n; ++bx)
            for (int wave = 0; wave < WMMA_GFX11_WAVES_M * WMMA_GFX11_WAVES_N; ++wave) {
                const int i0 = wmma_gfx11_tile_i0(by, wave), j0 = wmma_gfx11_tile_j0(bx, wave);
                if (i0 >= s->m || j0 >= s->n)
                    continue;
                lane_regs_t w[WMMA_GFX11_WAVE];
                memset(w, 0, sizeof w);
                for (int q = 0; q < s->k; q += WMMA_GFX11_TILE) {
                    for (int lane = 0; lane < WMMA_GFX11_WAVE; ++lane)
                        for (int e = 0; e < WMMA_GFX11_TILE; ++e) {
                            const long long ia =
                                lay->a(lane, e, i0, q, s->m, s->k, s->trans_a, s->lda);
                            const long long ib =
                                lay->b(lane, e, q, j0, s->k, s->n, s->trans_b, s->ldb);
                            put_half(&w[lane].a[e / 2], e, ia >= 0 ? A[ia] : zero);
                            put_half(&w[lane].b[e / 2], e, ib >= 0 ? B[ib] : zero);
                        }
                    if (model_wmma(w))
                        return -1;
                }
                for (int lane = 0; lane < WMMA_GFX11_WAVE; ++lane)
                    for (int v = 0; v < WMMA_GFX11_ACC; ++v) {
                        const long long ic = lay->c(lane, v, i0, j0, s->m, s->n, s->ldc);
                        if (ic < 0)
                            continue;
                        const float old =
                            s->beta == 0.0f ? 0.0f : s->beta * tcgemm_half_to_float(C[ic]);
                        C[ic] = tcgemm_float_to_half(s->alpha * w[lane].c[v] + old);
                    }
            }
    return 0;
}

static float next_value(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) / (float)(1u << 24) * 2.0f - 1.0f;
}

/* The largest error of the modelled kernel against a double-precision GEMM of the same fp16
 * inputs, relative to max(1, |reference|); -1 if the model refused a fragment; 1e30 if C's
 * padding changed or NaN from C leaked. */
static double gemm_error(const layout_t *lay, const shape_t *s)
{
    const int a_rows = s->trans_a ? s->k : s->m, b_rows = s->trans_b ? s->n : s->k;
    const size_t na = (size_t)a_rows * s->lda, nb = (size_t)b_rows * s->ldb;
    const size_t nc = (size_t)s->m * s->ldc;
    tcgemm_half_t *A = malloc(na * 2), *B = malloc(nb * 2), *C = malloc(nc * 2);
    tcgemm_half_t *C0 = malloc(nc * 2);
    uint32_t state = 20261123u + (uint32_t)(s->m * 7919 + s->n * 31 + s->k);
    for (size_t i = 0; i < na; ++i)
        A[i] = tcgemm_float_to_half(next_value(&state));
    for (size_t i = 0; i < nb; ++i)
        B[i] = tcgemm_float_to_half(next_value(&state));
    for (size_t i = 0; i < nc; ++i) /* beta == 0: NaN, which must not reach the result */
        C[i] = s->beta == 0.0f ? 0x7e00 : tcgemm_float_to_half(next_value(&state));
    memcpy(C0, C, nc * 2);
    double worst = run_kernel_model(lay, s, A, B, C) ? -1.0 : 0.0;
    for (int i = 0; i < s->m && worst >= 0; ++i)
        for (int j = 0; j < s->ldc; ++j) {
            const size_t at = (size_t)i * s->ldc + j;
            if (j >= s->n) { /* padding past each row of C: untouched */
                if (C[at] != C0[at])
                    worst = 1e30;
                continue;
            }
            double sum = 0.0;
            for (int p = 0; p < s->k; ++p) {
                const size_t ia = s->trans_a ? (size_t)p * s->lda + i : (size_t)i * s->lda + p;
                const size_t ib = s->trans_b ? (size_t)j * s->ldb + p : (size_t)p * s->ldb + j;
                sum += (double)tcgemm_half_to_float(A[ia]) * tcgemm_half_to_float(B[ib]);
            }
            const double want =
                s->alpha * sum + (s->beta == 0.0f ? 0.0 : s->beta * tcgemm_half_to_float(C0[at]));
            const double got = tcgemm_half_to_float(C[at]);
            const double err = isnan(got) ? 1e30 : fabs(got - want) / fmax(1.0, fabs(want));
            worst = err > worst ? err : worst;
        }
    free(A);
    free(B);
    free(C);
    free(C0);
    return worst;
}

/* Wrong layouts the test must catch: an accumulator whose first half-wave holds the top 8 rows
 * (instead of the even ones), and A's rows spread over all 32 lanes. */
static long long c_rows_in_halves(int lane, int v, int i0, int j0, int m, int n, int ldc)
{
    const int i = i0 + v + 8 * (lane / 16), j = j0 + lane % 16;
    return i < m && j < n ? (long long)i * ldc + j : -1;
}
static long long a_row_per_lane(int lane, int e, int i0, int q, int m, int k, int trans, int lda)
{
    const int i = i0 + lane / 2, p = q + e;
    return i < m && p < k ? wmma_gfx11_op_offset(trans, lda, i, p) : -1;
}

int main(void)
{
    const layout_t header = {wmma_gfx11_a_offset, wmma_gfx11_b_offset, wmma_gfx11_c_offset};
    const layout_t wrong_c = {wmma_gfx11_a_offset, wmma_gfx11_b_offset, c_rows_in_halves};
    const layout_t wrong_a = {a_row_per_lane, wmma_gfx11_b_offset, wmma_gfx11_c_offset};
    const int sizes[][3] = {{1, 1, 1},    {16, 16, 16},  {17, 13, 7},  {33, 9, 31},
                            {32, 48, 64}, {100, 70, 45}, {5, 130, 17}, {64, 1, 200}};
    const float scalars[][2] = {{1.0f, 0.0f}, {1.5f, -0.5f}};
    for (size_t z = 0; z < sizeof sizes / sizeof sizes[0]; ++z)
        for (int t = 0; t < 4; ++t)
            for (int pad = 0; pad <= 3; pad += 3)
                for (int ab = 0; ab < 2; ++ab) {
                    shape_t s = {sizes[z][0], sizes[z][1], sizes[z][2],    t & 1,         t >> 1, 0,
                                 0,           0,           scalars[ab][0], scalars[ab][1]};
                    s.lda = (s.trans_a ? s.m : s.k) + pad;
                    s.ldb = (s.trans_b ? s.k : s.n) + pad;
                    s.ldc = s.n + pad;
                    const double err = gemm_error(&header, &s);
                    CHECK(err >= 0 && err < 2e-3,
                          "%dx%dx%d trans %d%d pad %d alpha %.1f beta %.1f: error %.3g", s.m, s.n,
                          s.k, s.trans_a, s.trans_b, pad, s.alpha, s.beta, err);
                }
    /* 2 x 2 tiles and K of 3 steps: enough for a wrong layout to show. */
    const shape_t probe = {32, 32, 48, 0, 1, 48, 48, 32, 1.0f, 0.0f};
    const double c_err = gemm_error(&wrong_c, &probe), a_err = gemm_error(&wrong_a, &probe);
    CHECK(c_err > 0.1, "a wrong accumulator layout went unnoticed (error %.3g)", c_err);
    CHECK(a_err < 0 || a_err > 0.1, "a wrong A layout went unnoticed (error %.3g)", a_err);
    CHECK(a_err < 0, "the model did not refuse halves of the wave that disagree");
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
