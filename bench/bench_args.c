/* bench_args.c — command-line parsing, the suite table and FLOP counting for tcgemm-bench. */
#include "bench_args.h"

#include <errno.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>

/* ---- the suites: the one table -----------------------------------------------------------
 *
 * Shapes are M x N x K of C = op(A) op(B) (C is M x N). Rows of a suite are contiguous and run
 * in table order. DeepBench shapes are a representative subset of Baidu DeepBench's
 * gemm_problems.h (training and server-inference sets), full size: K = 500000 included, with
 * its transposes left to --trans. */
typedef struct {
    const char *suite;
    int m, n, k;
    int pad, offset; /* as in bench_shape_t */
} suite_row_t;

/* Most rows are dense and aligned: they leave pad and offset out (zero). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
static const suite_row_t kSuites[] = {
    /* default: what a plain `tcgemm-bench` runs, a few minutes on an H100 */
    {"default", 1024, 1024, 1024},
    {"default", 2048, 2048, 2048},
    {"default", 4096, 4096, 4096},
    {"default", 8192, 8192, 8192},
    /* square: the classic sweep */
    {"square", 256, 256, 256},
    {"square", 512, 512, 512},
    {"square", 768, 768, 768},
    {"square", 1024, 1024, 1024},
    {"square", 1536, 1536, 1536},
    {"square", 2048, 2048, 2048},
    {"square", 3072, 3072, 3072},
    {"square", 4096, 4096, 4096},
    {"square", 6144, 6144, 6144},
    {"square", 8192, 8192, 8192},
    {"square", 12288, 12288, 12288},
    {"square", 16384, 16384, 16384},
    /* irregular: sizes one off a tile multiple, round decimals and primes */
    {"irregular", 1000, 1000, 1000},
    {"irregular", 1021, 1021, 1021},
    {"irregular", 2039, 2039, 2039},
    {"irregular", 3000, 3000, 3000},
    {"irregular", 4093, 4093, 4093},
    {"irregular", 4095, 4095, 4095},
    {"irregular", 4097, 4097, 4097},
    {"irregular", 8191, 8191, 8191},
    {"irregular", 3001, 4099, 1999},
    {"irregular", 127, 8191, 4093},
    {"irregular", 4097, 257, 6151},
    /* irregular: 4096^3 with an odd leading dimension (+1), one 6 bytes (fp16) off 16 (+3),
     * and sub-matrix views whose A and B start 1 and 3 elements past an aligned address */
    {"irregular", 4096, 4096, 4096, 1, 0},
    {"irregular", 4096, 4096, 4096, 3, 0},
    {"irregular", 4096, 4096, 4096, 0, 1},
    {"irregular", 4096, 4096, 4096, 0, 3},
    /* deepbench: training */
    {"deepbench", 1760, 16, 1760},
    {"deepbench", 1760, 128, 1760},
    {"deepbench", 1760, 7000, 1760},
    {"deepbench", 2048, 7000, 2048},
    {"deepbench", 2560, 64, 2560},
    {"deepbench", 2560, 7000, 2560},
    {"deepbench", 4096, 16, 4096},
    {"deepbench", 4096, 7000, 4096},
    {"deepbench", 4096, 7133, 4096},
    {"deepbench", 5124, 9124, 2560},
    {"deepbench", 35, 8457, 4096},
    {"deepbench", 7680, 128, 2560},
    {"deepbench", 3072, 7435, 1024},
    {"deepbench", 7680, 5481, 2560},
    {"deepbench", 6144, 32, 2048},
    {"deepbench", 1024, 700, 512},
    {"deepbench", 512, 24000, 2816},
    {"deepbench", 7680, 24000, 2560},
    {"deepbench", 512, 8, 500000},
    {"deepbench", 1024, 16, 500000},
    /* deepbench: server inference */
    {"deepbench", 5124, 700, 2048},
    {"deepbench", 35, 700, 2048},
    {"deepbench", 7680, 1, 2560},
    {"deepbench", 3072, 4, 1024},
    {"deepbench", 6144, 2, 2048},
    {"deepbench", 512, 1, 500000},
    {"deepbench", 1024, 4, 500000},
    {"deepbench", 7680, 1500, 2560},
    {"deepbench", 8448, 6000, 2816},
    {"deepbench", 512, 3000, 1536},
    {"deepbench", 64, 1, 1216},
    {"deepbench", 4224, 1500, 176},
    /* llm: prefill projections (M = tokens) of 7B/8B-class transformers */
    {"llm", 4096, 4096, 4096},
    {"llm", 8192, 2048, 8192},
    {"llm", 4096, 12288, 4096},
    {"llm", 4096, 11008, 4096},
    {"llm", 4096, 4096, 11008},
    {"llm", 2048, 14336, 4096},
    {"llm", 2048, 4096, 14336},
    /* llm: decode (M = batch of tokens, N = K = hidden) */
    {"llm", 1, 4096, 4096},
    {"llm", 2, 4096, 4096},
    {"llm", 4, 4096, 4096},
    {"llm", 8, 4096, 4096},
    {"llm", 16, 4096, 4096},
    {"llm", 32, 4096, 4096},
    {"llm", 64, 4096, 4096},
    {"llm", 128, 4096, 4096},
    {"llm", 1, 11008, 4096},
    {"llm", 16, 14336, 4096},
    {"llm", 32, 4096, 14336},
    {"llm", 128, 14336, 4096},
};
#pragma GCC diagnostic pop

#define SUITE_ROWS ((int)(sizeof kSuites / sizeof kSuites[0]))

const char *bench_suite_name(int index)
{
    /* Suites are the distinct names of the table, in order of first appearance. */
    int seen = -1;
    for (int r = 0; r < SUITE_ROWS; ++r)
        if (r == 0 || strcmp(kSuites[r].suite, kSuites[r - 1].suite) != 0)
            if (++seen == index)
                return kSuites[r].suite;
    return NULL;
}

int bench_suite_size(const char *suite)
{
    int count = 0;
    for (int r = 0; r < SUITE_ROWS; ++r)
        count += strcmp(kSuites[r].suite, suite) == 0;
    return count;
}

static int push_shape(bench_args_t *args, bench_shape_t shape)
{
    bench_shape_t *grown = realloc(args->shapes, (size_t)(args->n_shapes + 1) * sizeof *grown);
    if (!grown)
        return -1;
    args->shapes = grown;
    args->shapes[args->n_shapes++] = shape;
    return 0;
}

int bench_suite_append(bench_args_t *args, const char *suite)
{
    if (bench_suite_size(suite) == 0)
        return -1;
    for (int r = 0; r < SUITE_ROWS; ++r)
        if (strcmp(kSuites[r].suite, suite) == 0) {
            bench_shape_t s = {kSuites[r].m, kSuites[r].n, kSuites[r].k, kSuites[r].pad,
                               kSuites[r].offset};
            if (push_shape(args, s))
                return -1;
        }
    return 0;
}

void bench_suites_print(FILE *out)
{
    for (int i = 0; bench_suite_name(i); ++i) {
        const char *name = bench_suite_name(i);
        fprintf(out, "  %-10s %2d shapes:", name, bench_suite_size(name));
        for (int r = 0; r < SUITE_ROWS; ++r)
            if (strcmp(kSuites[r].suite, name) == 0) {
                char text[64];
                fprintf(out, " %s",
                        bench_shape_text(kSuites[r].m, kSuites[r].n, kSuites[r].k, kSuites[r].pad,
                                         kSuites[r].offset, text, sizeof text));
            }
        fputc('\n', out);
    }
}

/* ---- numbers ------------------------------------------------------------------------------ */

double bench_flops(int m, int n, int k)
{
    return 2.0 * (double)m * (double)n * (double)k;
}

double bench_tflops(double flops, double ms)
{
    return ms > 0 ? flops / (ms * 1e-3) / 1e12 : 0;
}

/* A positive int spanning the whole of [text, end); strtol alone accepts "12abc" and "-3". */
static int parse_positive(const char *text, const char *end, int *value)
{
    if (text == end || *text < '0' || *text > '9')
        return -1;
    char *stop;
    errno = 0;
    long v = strtol(text, &stop, 10);
    if (errno || stop != end || v <= 0 || v > INT_MAX)
        return -1;
    *value = (int)v;
    return 0;
}

/* A count >= 0 spanning [text, end). */
static int parse_count(const char *text, const char *end, int *value)
{
    if (end - text == 1 && *text == '0') {
        *value = 0;
        return 0;
    }
    return parse_positive(text, end, value);
}

int bench_parse_shape(const char *text, bench_shape_t *shape)
{
    const char *x1 = strchr(text, 'x');
    const char *x2 = x1 ? strchr(x1 + 1, 'x') : NULL;
    if (!x2)
        return -1;
    const char *end = x2 + strlen(x2);
    const char *at = strchr(x2, '@');
    const char *plus = strchr(x2, '+');
    if (at && plus && plus > at)
        return -1;
    const char *k_end = plus ? plus : at ? at : end;
    int m, n, k, pad = 0, offset = 0;
    if (parse_positive(text, x1, &m) || parse_positive(x1 + 1, x2, &n) ||
        parse_positive(x2 + 1, k_end, &k))
        return -1;
    if (plus && parse_count(plus + 1, at ? at : end, &pad))
        return -1;
    if (at && parse_count(at + 1, end, &offset))
        return -1;
    shape->m = m, shape->n = n, shape->k = k, shape->pad = pad, shape->offset = offset;
    return 0;
}

const char *bench_shape_text(int m, int n, int k, int pad, int offset, char *buf, size_t size)
{
    int used = snprintf(buf, size, "%dx%dx%d", m, n, k);
    if (pad && used >= 0 && (size_t)used < size)
        used += snprintf(buf + used, size - (size_t)used, "+%d", pad);
    if (offset && used >= 0 && (size_t)used < size)
        snprintf(buf + used, size - (size_t)used, "@%d", offset);
    return buf;
}

static int parse_number(const char *text, double *value)
{
    char *stop;
    errno = 0;
    double v = strtod(text, &stop);
    if (errno || stop == text || *stop)
        return -1;
    *value = v;
    return 0;
}

/* ---- the command line --------------------------------------------------------------------- */

void bench_args_usage(FILE *out)
{
    fputs("usage: tcgemm-bench [options]\n"
          "Times every tcgemm variant against cuBLAS, checking each result against cuBLAS.\n"
          "\n"
          "  --dtype f16|f32|both      data types to run (default both)\n"
          "  --variants all|auto|a,b   variants by name; all = every variant plus auto (default)\n"
          "  --suite NAME              default|square|irregular|deepbench|llm (see --list)\n"
          "  --shapes MxNxK,...        explicit shapes (C is M x N, the inner dimension is K);\n"
          "                            MxNxK+P: lda, ldb P above the minimum; MxNxK@O: A and B\n"
          "                            O elements past an aligned address (both: MxNxK+P@O)\n"
          "  --sizes S,...             square shapes S x S x S\n"
          "  --order row|col           storage order of A, B and C (default row)\n"
          "  --trans NN|NT|TN|TT       op(A) and op(B) (default NN)\n"
          "  --alpha A --beta B        scalars (default 1 and 0)\n"
          "  --warmup N                at most N untimed runs before timing (default 5)\n"
          "  --reps N                  at most N timed runs per kernel and shape (default 50);\n"
          "                            slow kernels get fewer, at least 3, about 0.3 s in all\n"
          "  --max-run-s S             skip a kernel whose estimated run exceeds S s (default 2)\n"
          "  --heat S                  before the first timed row, run cuBLAS on its shape for\n"
          "                            about S s untimed, so that timing starts at the board's\n"
          "                            steady clock under its power cap (default 0)\n"
          "  --no-check                do not compare results with cuBLAS\n"
          "  --alone                   time the variant and cuBLAS in blocks of their own, each\n"
          "                            after its own warm-up, in the order variant, cuBLAS,\n"
          "                            cuBLAS, variant (default: alternating short blocks)\n"
          "  --cycles C                with --alone, that sequence C times, each kernel timed\n"
          "                            for about 0.3 s per cycle (default 1)\n"
          "  --read-probe              after each shape's rows, time a kernel that only reads A\n"
          "                            and B and writes C once, the same way: the least time\n"
          "                            any kernel moving those bytes shows here\n"
          "  --csv FILE --json FILE    also write the results there\n"
          "  --list                    list variants and suites, then exit\n"
          "  --help                    this text\n"
          "\n"
          "Shapes from --suite, --shapes and --sizes are run in that order; with none of them,\n"
          "the default suite. Exit status: 0 all checked results right, 1 a result was WRONG or\n"
          "a CUDA call failed, 2 bad arguments, 77 no CUDA device.\n",
          out);
}

/* Splits a comma-separated list in place and calls take(item) for each item; an empty item
 * ("1024,,2048") or a nonzero return from take is an error. */
static int for_each_item(char *list, int (*take)(bench_args_t *, const char *), bench_args_t *a)
{
    for (char *item = list;;) {
        char *comma = strchr(item, ',');
        if (comma)
            *comma = '\0';
        if (!*item || take(a, item))
            return -1;
        if (!comma)
            return 0;
        item = comma + 1;
    }
}

static int take_shape(bench_args_t *a, const char *item)
{
    bench_shape_t s;
    return bench_parse_shape(item, &s) || push_shape(a, s);
}

static int take_size(bench_args_t *a, const char *item)
{
    int v;
    return parse_positive(item, item + strlen(item), &v) ||
           push_shape(a, (bench_shape_t){v, v, v, 0, 0});
}

static int take_name(bench_args_t *a, const char *item)
{
    if (a->n_names == BENCH_MAX_NAMES)
        return -1;
    a->names[a->n_names++] = item;
    return 0;
}

/* Lists are split in place and variant names point into them, so each value is copied into
 * storage that lives as long as the args: a chain of copies freed by bench_args_free. */
typedef struct kept_s {
    struct kept_s *next;
    char text[];
} kept_t;

static char *keep(bench_args_t *args, const char *text)
{
    size_t len = strlen(text) + 1;
    kept_t *copy = malloc(sizeof *copy + len);
    if (!copy)
        return NULL;
    memcpy(copy->text, text, len);
    copy->next = args->kept;
    args->kept = copy;
    return copy->text;
}

static void set_defaults(bench_args_t *a)
{
    memset(a, 0, sizeof *a);
    a->f16 = a->f32 = 1;
    a->all_variants = 1;
    a->alpha = 1.0f;
    a->beta = 0.0f;
    a->warmup = 5;
    a->reps = 50;
    a->max_run_s = 2.0;
    a->cycles = 1;
    a->check = 1;
}

static int bad(FILE *err, const char *option, const char *value, const char *why)
{
    fprintf(err, "tcgemm-bench: %s %s: %s (try --help)\n", option, value ? value : "", why);
    return 2;
}

int bench_args_parse(bench_args_t *a, int argc, char **argv, FILE *err)
{
    set_defaults(a);
    const char *suite = NULL;
    char *shapes = NULL, *sizes = NULL;
    for (int i = 1; i < argc; ++i) {
        const char *opt = argv[i];
        /* Flags without a value first. */
        if (!strcmp(opt, "--no-check")) {
            a->check = 0;
            continue;
        }
        if (!strcmp(opt, "--alone")) {
            a->alone = 1;
            continue;
        }
        if (!strcmp(opt, "--read-probe")) {
            a->read_probe = 1;
            continue;
        }
        if (!strcmp(opt, "--list")) {
            a->list = 1;
            continue;
        }
        if (!strcmp(opt, "--help") || !strcmp(opt, "-h")) {
            a->help = 1;
            continue;
        }
        if (i + 1 >= argc)
            return bad(err, opt, NULL,
                       strncmp(opt, "--", 2) ? "unknown argument"
                                             : "unknown option or missing value");
        const char *val = argv[++i];
        double num;
        if (!strcmp(opt, "--dtype")) {
            a->f16 = !strcmp(val, "f16") || !strcmp(val, "both");
            a->f32 = !strcmp(val, "f32") || !strcmp(val, "both");
            if (!a->f16 && !a->f32)
                return bad(err, opt, val, "expected f16, f32 or both");
        } else if (!strcmp(opt, "--variants")) {
            a->all_variants = !strcmp(val, "all");
            a->n_names = 0;
            char *copy = keep(a, val);
            if (!a->all_variants && (!copy || for_each_item(copy, take_name, a) || !a->n_names))
                return bad(err, opt, val, "expected all, auto or a comma-separated list");
        } else if (!strcmp(opt, "--suite")) {
            if (bench_suite_size(val) == 0)
                return bad(err, opt, val, "no such suite (see --list)");
            suite = val;
        } else if (!strcmp(opt, "--shapes")) {
            shapes = keep(a, val);
            if (!shapes || !*val)
                return bad(err, opt, val, "expected MxNxK,...");
        } else if (!strcmp(opt, "--sizes")) {
            sizes = keep(a, val);
            if (!sizes || !*val)
                return bad(err, opt, val, "expected S,...");
        } else if (!strcmp(opt, "--order")) {
            if (strcmp(val, "row") && strcmp(val, "col"))
                return bad(err, opt, val, "expected row or col");
            a->col_major = !strcmp(val, "col");
        } else if (!strcmp(opt, "--trans")) {
            if (strlen(val) != 2 || !strchr("NT", val[0]) || !strchr("NT", val[1]))
                return bad(err, opt, val, "expected NN, NT, TN or TT");
            a->trans_a = val[0] == 'T';
            a->trans_b = val[1] == 'T';
        } else if (!strcmp(opt, "--alpha") || !strcmp(opt, "--beta")) {
            if (parse_number(val, &num))
                return bad(err, opt, val, "expected a number");
            *(opt[2] == 'a' ? &a->alpha : &a->beta) = (float)num;
        } else if (!strcmp(opt, "--warmup") || !strcmp(opt, "--reps")) {
            const int is_reps = opt[2] == 'r';
            int v = 0;
            if (strcmp(val, "0") && parse_positive(val, val + strlen(val), &v))
                return bad(err, opt, val, "expected a count");
            if (is_reps && v < 1)
                return bad(err, opt, val, "at least one timed run is needed");
            *(is_reps ? &a->reps : &a->warmup) = v;
        } else if (!strcmp(opt, "--cycles")) {
            int v = 0;
            if (parse_positive(val, val + strlen(val), &v))
                return bad(err, opt, val, "expected a count >= 1");
            a->cycles = v;
        } else if (!strcmp(opt, "--max-run-s")) {
            if (parse_number(val, &num) || !(num > 0))
                return bad(err, opt, val, "expected seconds > 0");
            a->max_run_s = num;
        } else if (!strcmp(opt, "--heat")) {
            if (parse_number(val, &num) || !(num >= 0))
                return bad(err, opt, val, "expected seconds >= 0");
            a->heat_s = num;
        } else if (!strcmp(opt, "--csv")) {
            a->csv_path = val;
        } else if (!strcmp(opt, "--json")) {
            a->json_path = val;
        } else {
            return bad(err, opt, NULL, "unknown option");
        }
    }
    if (suite && bench_suite_append(a, suite))
        return bad(err, "--suite", suite, "out of memory");
    if (shapes && for_each_item(shapes, take_shape, a))
        return bad(err, "--shapes", "", "expected MxNxK,... with sizes > 0");
    if (sizes && for_each_item(sizes, take_size, a))
        return bad(err, "--sizes", "", "expected S,... with sizes > 0");
    if (a->n_shapes == 0 && bench_suite_append(a, "default"))
        return bad(err, "--suite", "default", "out of memory");
    return 0;
}

void bench_args_free(bench_args_t *a)
{
    free(a->shapes);
    a->shapes = NULL;
    a->n_shapes = 0;
    a->n_names = 0;
    for (kept_t *copy = a->kept, *next; copy; copy = next) {
        next = copy->next;
        free(copy);
    }
    a->kept = NULL;
}
