/* test_bench_host.c — tcgemm-bench's host side without a GPU: argument parsing, the suites,
 * FLOP counting, the table and the CSV/JSON files.
 *
 *   test_bench_host            runs the checks; exit 0 when all pass
 *   test_bench_host --write D  also writes D/rows.csv and D/rows.json for the parse-back test
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench_args.h"
#include "bench_report.h"

static int failures;

#define EXPECT(cond)                                                                               \
    do {                                                                                           \
        if (!(cond)) {                                                                             \
            printf("FAIL %s:%d: %s\n", __FILE__, __LINE__, #cond);                                 \
            failures++;                                                                            \
        }                                                                                          \
    } while (0)

/* Parses a command line given as one string of space-separated words. */
static int parse(bench_args_t *args, const char *line)
{
    static char buf[512];
    char *argv[32] = {"tcgemm-bench"};
    int argc = 1;
    snprintf(buf, sizeof buf, "%s", line);
    for (char *w = strtok(buf, " "); w && argc < 32; w = strtok(NULL, " "))
        argv[argc++] = w;
    FILE *null = fopen("/dev/null", "w");
    const int rc = bench_args_parse(args, argc, argv, null ? null : stderr);
    if (null)
        fclose(null);
    return rc;
}

static void test_defaults(void)
{
    bench_args_t a;
    EXPECT(parse(&a, "") == 0);
    EXPECT(a.f16 && a.f32 && a.all_variants && a.check && !a.col_major);
    EXPECT(!a.trans_a && !a.trans_b && a.alpha == 1.0f && a.beta == 0.0f);
    EXPECT(a.n_shapes == bench_suite_size("default") && a.n_shapes >= 3);
    EXPECT(a.shapes[0].m == 1024 && a.shapes[a.n_shapes - 1].m == 8192);
    bench_args_free(&a);
}

static void test_options(void)
{
    bench_args_t a;
    EXPECT(parse(&a, "--dtype f32 --variants hgemm_naive,auto --order col --trans TN "
                     "--alpha 0.5 --beta -2 --warmup 0 --reps 7 --no-check --csv x.csv "
                     "--json y.json --max-run-s 0.5") == 0);
    EXPECT(!a.f16 && a.f32 && !a.all_variants && a.n_names == 2);
    EXPECT(!strcmp(a.names[0], "hgemm_naive") && !strcmp(a.names[1], "auto"));
    EXPECT(a.col_major && a.trans_a && !a.trans_b);
    EXPECT(a.alpha == 0.5f && a.beta == -2.0f && a.warmup == 0 && a.reps == 7);
    EXPECT(!a.check && !strcmp(a.csv_path, "x.csv") && !strcmp(a.json_path, "y.json"));
    EXPECT(a.max_run_s == 0.5);
    bench_args_free(&a);

    /* Suite, then explicit shapes, then square sizes, in that order. */
    EXPECT(parse(&a, "--sizes 100,200 --shapes 1x2x3,4095x4097x5 --suite llm") == 0);
    const int llm = bench_suite_size("llm");
    EXPECT(a.n_shapes == llm + 4);
    EXPECT(a.shapes[0].m == 4096 && a.shapes[0].n == 4096 && a.shapes[0].k == 4096);
    EXPECT(a.shapes[llm].m == 1 && a.shapes[llm].n == 2 && a.shapes[llm].k == 3);
    EXPECT(a.shapes[llm + 1].m == 4095 && a.shapes[llm + 1].n == 4097);
    EXPECT(a.shapes[llm + 3].m == 200 && a.shapes[llm + 3].k == 200);
    bench_args_free(&a);

    EXPECT(parse(&a, "--variants auto") == 0 && a.n_names == 1 && !a.all_variants && !a.alone &&
           !a.read_probe);
    bench_args_free(&a);
    EXPECT(parse(&a, "--read-probe --sizes 64") == 0 && a.read_probe && a.n_shapes == 1);
    bench_args_free(&a);
    EXPECT(parse(&a, "--alone --sizes 64") == 0 && a.alone && a.n_shapes == 1 && a.cycles == 1);
    bench_args_free(&a);
    EXPECT(parse(&a, "--alone --cycles 8") == 0 && a.alone && a.cycles == 8);
    EXPECT(parse(&a, "--heat 1.5") == 0 && a.heat_s == 1.5);
    EXPECT(parse(&a, "--heat -1") == 2);
    bench_args_free(&a);
    EXPECT(parse(&a, "--list") == 0 && a.list);
    bench_args_free(&a);
    EXPECT(parse(&a, "--help") == 0 && a.help);
    bench_args_free(&a);
}

static void test_rejects(void)
{
    const char *bad[] = {
        "--dtype f64",      "--variants",         "--variants ,",     "--suite nope",
        "--shapes 1x2",     "--shapes 0x1x1",     "--shapes 1x2x3x4", "--shapes 1x-2x3",
        "--shapes 12ax3x4", "--sizes 1024,,2048", "--sizes -5",       "--order diag",
        "--trans NX",       "--trans N",          "--alpha 1.5x",     "--reps 0",
        "--warmup -1",      "--max-run-s 0",      "--frobnicate",     "stray",
        "--cycles 0",
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i) {
        bench_args_t a;
        const int rc = parse(&a, bad[i]);
        if (rc != 2)
            printf("FAIL: \"%s\" was accepted\n", bad[i]);
        failures += rc != 2;
        bench_args_free(&a);
    }
}

static void test_suites(void)
{
    const char *expected[] = {"default", "square", "irregular", "deepbench", "llm"};
    int n = 0;
    while (bench_suite_name(n))
        ++n;
    EXPECT(n == 5);
    for (int i = 0; i < 5 && i < n; ++i)
        EXPECT(!strcmp(bench_suite_name(i), expected[i]));
    EXPECT(bench_suite_size("nope") == 0);

    /* Each suite holds what issue 4 asks of it. */
    bench_args_t a;
    struct {
        const char *suite;
        int m, n, k;
    } must[] = {
        {"square", 256, 256, 256},       {"square", 16384, 16384, 16384},
        {"irregular", 4095, 4095, 4095}, {"irregular", 4097, 4097, 4097},
        {"irregular", 1000, 1000, 1000}, {"irregular", 3000, 3000, 3000},
        {"irregular", 4093, 4093, 4093}, {"deepbench", 1024, 16, 500000},
        {"deepbench", 512, 8, 500000},   {"llm", 4096, 4096, 4096},
        {"llm", 8192, 2048, 8192},       {"llm", 1, 4096, 4096},
        {"llm", 128, 4096, 4096},
    };
    for (size_t i = 0; i < sizeof must / sizeof must[0]; ++i) {
        memset(&a, 0, sizeof a);
        EXPECT(bench_suite_append(&a, must[i].suite) == 0);
        int found = 0;
        for (int s = 0; s < a.n_shapes; ++s)
            found |= a.shapes[s].m == must[i].m && a.shapes[s].n == must[i].n &&
                     a.shapes[s].k == must[i].k;
        if (!found)
            printf("FAIL: suite %s lacks %dx%dx%d\n", must[i].suite, must[i].m, must[i].n,
                   must[i].k);
        failures += !found;
        bench_args_free(&a);
    }
    /* Shapes are positive, and no suite repeats a shape. */
    for (int i = 0; bench_suite_name(i); ++i) {
        memset(&a, 0, sizeof a);
        bench_suite_append(&a, bench_suite_name(i));
        for (int s = 0; s < a.n_shapes; ++s) {
            EXPECT(a.shapes[s].m > 0 && a.shapes[s].n > 0 && a.shapes[s].k > 0);
            for (int t = 0; t < s; ++t)
                EXPECT(!(a.shapes[s].m == a.shapes[t].m && a.shapes[s].n == a.shapes[t].n &&
                         a.shapes[s].k == a.shapes[t].k && a.shapes[s].pad == a.shapes[t].pad &&
                         a.shapes[s].offset == a.shapes[t].offset));
        }
        bench_args_free(&a);
    }
}

/* Leading-dimension pads and pointer offsets: "MxNxK+P@O", in the suite table and on the
 * command line, printed back the way they are read. */
static void test_pad_offset(void)
{
    bench_shape_t sh;
    EXPECT(bench_parse_shape("4096x4096x4096+1@3", &sh) == 0 && sh.m == 4096 && sh.pad == 1 &&
           sh.offset == 3);
    EXPECT(bench_parse_shape("7x8x9+3", &sh) == 0 && sh.k == 9 && sh.pad == 3 && sh.offset == 0);
    EXPECT(bench_parse_shape("7x8x9@5", &sh) == 0 && sh.k == 9 && sh.pad == 0 && sh.offset == 5);
    EXPECT(bench_parse_shape("7x8x9+0@0", &sh) == 0 && sh.pad == 0 && sh.offset == 0);
    EXPECT(bench_parse_shape("7x8x9", &sh) == 0 && sh.pad == 0 && sh.offset == 0);
    const char *bad[] = {"7x8x9+",   "7x8x9@",  "7x8x9@1+2", "7x8x9+-1",
                         "7x8x9+1x", "7x8+1x9", "7x8x9++1"};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; ++i)
        EXPECT(bench_parse_shape(bad[i], &sh) == -1);
    char text[64];
    EXPECT(!strcmp(bench_shape_text(1, 2, 3, 0, 0, text, sizeof text), "1x2x3"));
    EXPECT(!strcmp(bench_shape_text(1, 2, 3, 4, 0, text, sizeof text), "1x2x3+4"));
    EXPECT(!strcmp(bench_shape_text(1, 2, 3, 0, 5, text, sizeof text), "1x2x3@5"));
    EXPECT(
        !strcmp(bench_shape_text(4095, 4095, 4095, 1, 3, text, sizeof text), "4095x4095x4095+1@3"));
    EXPECT(bench_parse_shape(text, &sh) == 0 && sh.m == 4095 && sh.pad == 1 && sh.offset == 3);

    bench_args_t a;
    EXPECT(parse(&a, "--shapes 64x64x64+1,64x64x64@2") == 0 && a.n_shapes == 2);
    EXPECT(a.shapes[0].pad == 1 && a.shapes[0].offset == 0);
    EXPECT(a.shapes[1].pad == 0 && a.shapes[1].offset == 2);
    bench_args_free(&a);
    /* The irregular suite holds 4096^3 with an odd ld, a 6-byte-off ld and two views. */
    memset(&a, 0, sizeof a);
    EXPECT(bench_suite_append(&a, "irregular") == 0);
    int found = 0;
    for (int s = 0; s < a.n_shapes; ++s)
        if (a.shapes[s].m == 4096 && a.shapes[s].n == 4096 && a.shapes[s].k == 4096)
            found |= (a.shapes[s].pad == 1) | (a.shapes[s].pad == 3) << 1 |
                     (a.shapes[s].offset == 1) << 2 | (a.shapes[s].offset == 3) << 3;
    EXPECT(found == 15);
    bench_args_free(&a);
}

static void test_flops(void)
{
    EXPECT(bench_flops(1, 1, 1) == 2.0);
    EXPECT(bench_flops(4096, 4096, 4096) == 2.0 * 4096.0 * 4096.0 * 4096.0);
    /* 16384^3 overflows 32 and nearly 64-bit integer products of ints; doubles hold it. */
    EXPECT(bench_flops(16384, 16384, 16384) == 8796093022208.0);
    EXPECT(bench_flops(1024, 16, 500000) == 16384000000.0);
    /* 2 * 4096^3 FLOP in 1 ms is 137.44 TFLOPS. */
    EXPECT(fabs(bench_tflops(bench_flops(4096, 4096, 4096), 1.0) - 137.438953472) < 1e-9);
    EXPECT(bench_tflops(1e12, 0) == 0);
    /* The memory floor: decode 1 x 4096 x 4096 in fp16 reads 33.5 MB, 11.2 us at 3 TB/s;
     * 1024 x 16 x 500000 in fp16 reads 1.04 GB, 0.347 ms. */
    EXPECT(bench_operand_bytes(1, 1, 4096, 4096) == 2.0 * (4096 + 4096.0 * 4096 + 4096));
    EXPECT(fabs(bench_floor_ms(1, 1, 4096, 4096, 3e12) - 0.0111903) < 1e-6);
    EXPECT(fabs(bench_floor_ms(1, 1024, 16, 500000, 3e12) - 0.3467) < 1e-3);
    EXPECT(bench_floor_ms(0, 1, 1, 1, 0) == 0); /* bandwidth unknown: no floor */
}

/* Three rows covering every outcome, the last with text that needs quoting and escaping. */
static int sample_rows(bench_row_t rows[4], bench_meta_t *meta)
{
    memset(rows, 0, 4 * sizeof rows[0]);
    memset(meta, 0, sizeof *meta);
    snprintf(meta->device, sizeof meta->device, "Test \"GPU\" \\ 80GB");
    meta->sm_count = 132, meta->cc_major = 9, meta->cc_minor = 0;
    meta->sm_clock_khz = 1980000, meta->mem_clock_khz = 0;
    meta->l2_bytes = 52428800, meta->runtime_version = 13000, meta->driver_version = 13000;
    snprintf(meta->date_utc, sizeof meta->date_utc, "2026-01-01T00:00:00Z");
    meta->commit = "abc1234";
    snprintf(meta->command, sizeof meta->command, "tcgemm-bench --sizes 4096");
    meta->copy_bytes_per_s = 3e12;
    const bench_row_t base = {
        .variant = "hgemm_naive", .f16 = 1, .m = 4096, .n = 4096, .k = 4096, .alpha = 1, .beta = 0};
    rows[0] = base;
    rows[0].outcome = BENCH_OK;
    rows[0].median_ms = 100, rows[0].min_ms = 99, rows[0].max_ms = 101, rows[0].reps = 3;
    rows[0].cublas_median_ms = 1, rows[0].cublas_min_ms = 0.9, rows[0].cublas_max_ms = 1.1;
    rows[0].cublas_reps = 50, rows[0].rel_err = 3e-4, rows[0].tolerance = 2e-3;
    rows[0].buffer_sets = 2;
    rows[0].floor_ms = bench_floor_ms(1, 4096, 4096, 4096, meta->copy_bytes_per_s);
    rows[1] = rows[0];
    rows[1].variant = "auto", rows[1].outcome = BENCH_WRONG, rows[1].rel_err = 0.5;
    rows[1].median_ms = 0.5; /* faster than cuBLAS's 1 ms, but wrong: never the best */
    snprintf(rows[1].note, sizeof rows[1].note, "7 non-finite values");
    rows[2] = base;
    rows[2].variant = "sgemm_naive", rows[2].f16 = 0, rows[2].col_major = 1;
    rows[2].trans_a = 1, rows[2].outcome = BENCH_NA;
    rows[2].pad = 3, rows[2].offset = 1;
    snprintf(rows[2].note, sizeof rows[2].note, "limit: \"K %% 8\", needs\tK\n aligned");
    return 3;
}

static void test_report(void)
{
    bench_row_t rows[4];
    bench_meta_t meta;
    const int n = sample_rows(rows, &meta);
    char buf[400], layout[8];
    EXPECT(!strcmp(bench_layout(&rows[2], layout), "col TN"));
    EXPECT(!strcmp(bench_layout(&rows[0], layout), "row NN"));
    EXPECT(fabs(bench_row_tflops(&rows[0]) - 1.37438953472) < 1e-9);
    EXPECT(fabs(bench_row_pct(&rows[0]) - 1.0) < 1e-9);
    EXPECT(bench_row_tflops(&rows[2]) == 0);
    EXPECT(fabs(rows[0].floor_ms - 0.0335544) < 1e-6);
    EXPECT(fabs(bench_row_x_floor(&rows[0]) - 100 / rows[0].floor_ms) < 1e-9);
    EXPECT(bench_row_x_floor(&rows[2]) == 0); /* not timed */
    EXPECT(!strncmp(bench_check_text(&rows[0], buf, sizeof buf), "ok 3.0e-04", 10));
    EXPECT(!strncmp(bench_check_text(&rows[1], buf, sizeof buf), "WRONG", 5));
    EXPECT(!strncmp(bench_check_text(&rows[2], buf, sizeof buf), "n/a: limit", 10));

    /* Table rows line up with the header: the check column starts at the same offset. */
    FILE *f = tmpfile();
    EXPECT(f != NULL);
    if (!f)
        return;
    bench_table_header(f);
    for (int i = 0; i < n; ++i)
        bench_table_row(f, &rows[i]);
    bench_summary(f, rows, n);
    rewind(f);
    char line[600];
    long check_at = -1;
    int lines = 0, best_is_naive = 0, counts_ok = 0;
    while (fgets(line, sizeof line, f)) {
        if (lines == 0)
            check_at = strstr(line, "check") - line;
        else if (lines <= n)
            EXPECT(strlen(line) > (size_t)check_at && line[check_at - 1] == ' ' &&
                   line[check_at] != ' ');
        best_is_naive |= strstr(line, "4096x4096x4096 row NN: hgemm_naive") != NULL;
        if (lines == 0)
            EXPECT(strstr(line, "floor ms") && strstr(line, "x floor"));
        counts_ok |= strstr(line, "3 results: 1 checked ok, 1 WRONG, 0 unchecked, 1 n/a") != NULL;
        ++lines;
    }
    fclose(f);
    EXPECT(best_is_naive);
    EXPECT(counts_ok);

    /* A run of AUTO alone ranks nothing, and says so once instead of "no correct timed variant"
     * for every problem. */
    bench_row_t auto_only = rows[0];
    auto_only.variant = "auto";
    f = tmpfile();
    EXPECT(f != NULL);
    if (!f)
        return;
    bench_summary(f, &auto_only, 1);
    rewind(f);
    int says_only_auto = 0, says_none = 0;
    while (fgets(line, sizeof line, f)) {
        says_only_auto |= strstr(line, "only AUTO was timed") != NULL;
        says_none |= strstr(line, "no correct timed variant") != NULL;
    }
    fclose(f);
    EXPECT(says_only_auto && !says_none);

    /* CSV: metadata comments, a header, and one line per row with the same field count
     * before the quoted note. */
    f = tmpfile();
    EXPECT(f && bench_write_csv(f, &meta, rows, n) == 0);
    if (!f)
        return;
    rewind(f);
    int header_fields = 0, data_lines = 0, saw_device = 0, saw_clock = 0;
    while (fgets(line, sizeof line, f)) {
        if (line[0] == '#') {
            saw_device |= strstr(line, "# device: Test \"GPU\"") != NULL;
            saw_clock |= strstr(line, "peak memory clock: not reported") != NULL;
            continue;
        }
        int fields = 1;
        for (char *c = line; *c && *c != '"'; ++c)
            fields += *c == ',';
        if (!header_fields) {
            header_fields = fields;
            EXPECT(!strncmp(line, "variant,dtype,m,n,k,", 20));
        } else {
            EXPECT(fields == header_fields);
            ++data_lines;
        }
    }
    fclose(f);
    EXPECT(saw_device && saw_clock && data_lines == n && header_fields == 29);
}

static int write_files(const char *dir)
{
    bench_row_t rows[4];
    bench_meta_t meta;
    const int n = sample_rows(rows, &meta);
    char path[1024];
    snprintf(path, sizeof path, "%s/rows.csv", dir);
    FILE *f = fopen(path, "w");
    if (!f || bench_write_csv(f, &meta, rows, n) || fclose(f))
        return 1;
    snprintf(path, sizeof path, "%s/rows.json", dir);
    f = fopen(path, "w");
    if (!f || bench_write_json(f, &meta, rows, n) || fclose(f))
        return 1;
    snprintf(path, sizeof path, "%s/empty.json", dir);
    f = fopen(path, "w");
    if (!f || bench_write_json(f, &meta, rows, 0) || fclose(f))
        return 1;
    return 0;
}

int main(int argc, char **argv)
{
    test_defaults();
    test_options();
    test_rejects();
    test_suites();
    test_pad_offset();
    test_flops();
    test_report();
    if (argc == 3 && !strcmp(argv[1], "--write") && write_files(argv[2])) {
        printf("FAIL: cannot write into %s\n", argv[2]);
        failures++;
    }
    printf("bench host tests: %s (%d failures)\n", failures ? "FAILED" : "passed", failures);
    return failures ? 1 : 0;
}
