/* bench_report.c — formatting of tcgemm-bench's results: table, summary, CSV, JSON. */
#include "bench_report.h"

#include <math.h>
#include <string.h>

#include "bench_args.h"

const char *bench_dtype_name(int f16)
{
    return f16 ? "f16" : "f32";
}

const char *bench_layout(const bench_row_t *row, char buf[8])
{
    snprintf(buf, 8, "%s %c%c", row->col_major ? "col" : "row", row->trans_a ? 'T' : 'N',
             row->trans_b ? 'T' : 'N');
    return buf;
}

/* TFLOPS with three significant digits or more: decode shapes run at hundredths. */
static const char *tflops_text(double tflops, char *buf, size_t size)
{
    snprintf(buf, size, tflops >= 100 ? "%.1f" : tflops >= 1 ? "%.2f" : "%.3g", tflops);
    return buf;
}

static int timed(const bench_row_t *row)
{
    return row->outcome != BENCH_NA && row->reps > 0;
}

double bench_row_tflops(const bench_row_t *row)
{
    return timed(row) ? bench_tflops(bench_flops(row->m, row->n, row->k), row->median_ms) : 0;
}

double bench_row_cublas_tflops(const bench_row_t *row)
{
    return timed(row) && row->cublas_reps > 0
               ? bench_tflops(bench_flops(row->m, row->n, row->k), row->cublas_median_ms)
               : 0;
}

double bench_row_pct(const bench_row_t *row)
{
    const double ours = bench_row_tflops(row), theirs = bench_row_cublas_tflops(row);
    return theirs > 0 ? 100.0 * ours / theirs : 0;
}

double bench_operand_bytes(int f16, int m, int n, int k)
{
    return (f16 ? 2.0 : 4.0) * ((double)m * k + (double)k * n + (double)m * n);
}

double bench_floor_ms(int f16, int m, int n, int k, double copy_bytes_per_s)
{
    return copy_bytes_per_s > 0 ? 1e3 * bench_operand_bytes(f16, m, n, k) / copy_bytes_per_s : 0;
}

double bench_row_x_floor(const bench_row_t *row)
{
    return timed(row) && row->floor_ms > 0 ? row->median_ms / row->floor_ms : 0;
}

const char *bench_check_text(const bench_row_t *row, char *buf, size_t size)
{
    switch (row->outcome) {
    case BENCH_OK:
        snprintf(buf, size, "ok %.1e", row->rel_err);
        break;
    case BENCH_WRONG:
        if (isnan(row->rel_err)) /* the call itself failed: no error to quote */
            snprintf(buf, size, "WRONG: %s", row->note);
        else
            snprintf(buf, size, "WRONG %.1e > %.0e%s%s", row->rel_err, row->tolerance,
                     row->note[0] ? ": " : "", row->note);
        break;
    case BENCH_UNCHECKED: /* --no-check, or the read probe (its note) */
        snprintf(buf, size, "%s", row->note[0] ? row->note : "unchecked");
        break;
    case BENCH_NA:
        snprintf(buf, size, "n/a: %s", row->note);
        break;
    }
    return buf;
}

/* ---- table -------------------------------------------------------------------------------- */

#define TABLE_FORMAT "%-22s %-5s %-19s %-6s %10s %8s %8s %8s %9s %7s  %s\n"

void bench_table_header(FILE *out)
{
    fprintf(out, TABLE_FORMAT, "variant", "dtype", "shape MxNxK", "layout", "median ms", "TFLOPS",
            "cuBLAS", "% cuBLAS", "floor ms", "x floor", "check");
}

void bench_table_row(FILE *out, const bench_row_t *row)
{
    char shape[40], layout[8], ms[24] = "", tf[24] = "", cb[24] = "", pct[24] = "", check[400];
    char floor[24] = "", x_floor[24] = "";
    if (row->floor_ms > 0)
        snprintf(floor, sizeof floor, "%.4f", row->floor_ms);
    if (bench_row_x_floor(row) > 0)
        snprintf(x_floor, sizeof x_floor, "%.2f", bench_row_x_floor(row));
    bench_shape_text(row->m, row->n, row->k, row->pad, row->offset, shape, sizeof shape);
    if (timed(row)) {
        snprintf(ms, sizeof ms, "%.4f", row->median_ms);
        tflops_text(bench_row_tflops(row), tf, sizeof tf);
        if (row->cublas_reps > 0) {
            tflops_text(bench_row_cublas_tflops(row), cb, sizeof cb);
            snprintf(pct, sizeof pct, "%.1f", bench_row_pct(row));
        }
    }
    fprintf(out, TABLE_FORMAT, row->variant, bench_dtype_name(row->f16), shape,
            bench_layout(row, layout), ms, tf, cb, pct, floor, x_floor,
            bench_check_text(row, check, sizeof check));
}

static int same_problem(const bench_row_t *a, const bench_row_t *b)
{
    return a->f16 == b->f16 && a->m == b->m && a->n == b->n && a->k == b->k && a->pad == b->pad &&
           a->offset == b->offset && a->col_major == b->col_major && a->trans_a == b->trans_a &&
           a->trans_b == b->trans_b;
}

/* AUTO is a dispatcher, not a kernel: it does not compete for "best". */
static int named(const bench_row_t *row)
{
    return strcmp(row->variant, "auto") != 0;
}

/* A row that may be reported as a result: a named variant, timed, and not known to be wrong. */
static int contender(const bench_row_t *row)
{
    return timed(row) && row->outcome != BENCH_WRONG && named(row);
}

void bench_summary(FILE *out, const bench_row_t *rows, int count)
{
    int wrong = 0, na = 0, unchecked = 0, any_named = 0;
    for (int i = 0; i < count; ++i)
        any_named |= named(&rows[i]);
    /* A run of AUTO alone (--variants auto) has nothing to rank: saying "no correct timed
     * variant" for each of its problems would read as a failure. */
    fprintf(out, any_named ? "\nfastest named variant per problem (WRONG results never count):\n"
                           : "\nonly AUTO was timed: no named variant to rank\n");
    for (int i = 0; i < count; ++i) {
        wrong += rows[i].outcome == BENCH_WRONG;
        na += rows[i].outcome == BENCH_NA;
        unchecked += rows[i].outcome == BENCH_UNCHECKED;
        int first = 1; /* summarise each problem once, at its first row */
        for (int j = 0; j < i && first; ++j)
            first = !same_problem(&rows[i], &rows[j]);
        if (!first)
            continue;
        const bench_row_t *best = NULL;
        int problem_named = 0;
        for (int j = i; j < count; ++j) {
            if (!same_problem(&rows[i], &rows[j]))
                continue;
            problem_named |= named(&rows[j]);
            if (contender(&rows[j]) && (!best || rows[j].median_ms < best->median_ms))
                best = &rows[j];
        }
        if (!problem_named)
            continue;
        char layout[8], tf[24], shape[64];
        bench_shape_text(rows[i].m, rows[i].n, rows[i].k, rows[i].pad, rows[i].offset, shape,
                         sizeof shape);
        if (best)
            fprintf(out, "  %-5s %s %s: %s, %s TFLOPS, %.1f%% of cuBLAS\n",
                    bench_dtype_name(best->f16), shape, bench_layout(best, layout), best->variant,
                    tflops_text(bench_row_tflops(best), tf, sizeof tf), bench_row_pct(best));
        else
            fprintf(out, "  %-5s %s %s: no correct timed variant\n", bench_dtype_name(rows[i].f16),
                    shape, bench_layout(&rows[i], layout));
    }
    fprintf(out, "%d results: %d checked ok, %d WRONG, %d unchecked, %d n/a\n", count,
            count - wrong - na - unchecked, wrong, unchecked, na);
}

/* ---- CSV ---------------------------------------------------------------------------------- */

static void csv_number(FILE *out, int present, double value)
{
    if (present && isfinite(value))
        fprintf(out, "%.6g", value);
    fputc(',', out);
}

static const char *status_word(bench_outcome_t outcome)
{
    switch (outcome) {
    case BENCH_OK:
        return "ok";
    case BENCH_WRONG:
        return "WRONG";
    case BENCH_UNCHECKED:
        return "unchecked";
    case BENCH_NA:
        return "n/a";
    }
    return "?";
}

static void clock_text(int khz, char *buf, size_t size)
{
    if (khz > 0)
        snprintf(buf, size, "%d MHz", khz / 1000);
    else
        snprintf(buf, size, "not reported");
}

int bench_write_csv(FILE *out, const bench_meta_t *meta, const bench_row_t *rows, int count)
{
    char sm_clock[32], mem_clock[32];
    clock_text(meta->sm_clock_khz, sm_clock, sizeof sm_clock);
    clock_text(meta->mem_clock_khz, mem_clock, sizeof mem_clock);
    fprintf(out,
            "# tcgemm-bench results\n# device: %s\n# compute capability: %d.%d\n# SMs: %d\n"
            "# peak SM clock: %s\n# peak memory clock: %s\n# L2 bytes: %ld\n"
            "# CUDA runtime: %d\n# CUDA driver: %d\n# date (UTC): %s\n# git commit: %s\n"
            "# command: %s\n# copy bandwidth (read + write): %.4g GB/s\n",
            meta->device, meta->cc_major, meta->cc_minor, meta->sm_count, sm_clock, mem_clock,
            meta->l2_bytes, meta->runtime_version, meta->driver_version, meta->date_utc,
            meta->commit, meta->command, meta->copy_bytes_per_s * 1e-9);
    fputs("variant,dtype,m,n,k,order,trans,alpha,beta,status,median_ms,min_ms,max_ms,reps,"
          "tflops,cublas_median_ms,cublas_min_ms,cublas_max_ms,cublas_reps,cublas_tflops,"
          "pct_of_cublas,rel_err,tolerance,buffer_sets,pad,offset,floor_ms,x_floor,note\n",
          out);
    for (int i = 0; i < count; ++i) {
        const bench_row_t *r = &rows[i];
        const int t = timed(r), cb = t && r->cublas_reps > 0;
        const int checked = r->outcome == BENCH_OK || r->outcome == BENCH_WRONG;
        fprintf(out, "%s,%s,%d,%d,%d,%s,%c%c,%g,%g,%s,", r->variant, bench_dtype_name(r->f16), r->m,
                r->n, r->k, r->col_major ? "col" : "row", r->trans_a ? 'T' : 'N',
                r->trans_b ? 'T' : 'N', r->alpha, r->beta, status_word(r->outcome));
        csv_number(out, t, r->median_ms);
        csv_number(out, t, r->min_ms);
        csv_number(out, t, r->max_ms);
        csv_number(out, t, r->reps);
        csv_number(out, t, bench_row_tflops(r));
        csv_number(out, cb, r->cublas_median_ms);
        csv_number(out, cb, r->cublas_min_ms);
        csv_number(out, cb, r->cublas_max_ms);
        csv_number(out, cb, r->cublas_reps);
        csv_number(out, cb, bench_row_cublas_tflops(r));
        csv_number(out, cb, bench_row_pct(r));
        csv_number(out, checked, r->rel_err);
        csv_number(out, checked, r->tolerance);
        csv_number(out, t, r->buffer_sets);
        fprintf(out, "%d,%d,", r->pad, r->offset);
        csv_number(out, r->floor_ms > 0, r->floor_ms);
        csv_number(out, bench_row_x_floor(r) > 0, bench_row_x_floor(r));
        fputc('"', out);
        for (const char *c = r->note; *c; ++c) {
            if (*c == '"')
                fputc('"', out); /* CSV doubles a quote inside a quoted field */
            fputc(*c == '\n' ? ' ' : *c, out);
        }
        fputs("\"\n", out);
    }
    return ferror(out) ? -1 : 0;
}

/* ---- JSON --------------------------------------------------------------------------------- */

static void json_string(FILE *out, const char *s)
{
    fputc('"', out);
    for (; *s; ++s) {
        const unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            fprintf(out, "\\%c", c);
        else if (c < 0x20)
            fprintf(out, "\\u%04x", c);
        else
            fputc(c, out);
    }
    fputc('"', out);
}

/* JSON has no NaN or infinity, and an absent measurement is not a zero: both become null. */
static void json_number(FILE *out, const char *key, int present, double value, int last)
{
    fprintf(out, "\"%s\": ", key);
    if (present && isfinite(value))
        fprintf(out, "%.6g", value);
    else
        fputs("null", out);
    fputs(last ? "" : ", ", out);
}

static void json_key_string(FILE *out, const char *key, const char *value)
{
    fprintf(out, "\"%s\": ", key);
    json_string(out, value);
    fputs(", ", out);
}

int bench_write_json(FILE *out, const bench_meta_t *meta, const bench_row_t *rows, int count)
{
    char sm_clock[32], mem_clock[32];
    clock_text(meta->sm_clock_khz, sm_clock, sizeof sm_clock);
    clock_text(meta->mem_clock_khz, mem_clock, sizeof mem_clock);
    fputs("{\n  \"meta\": {", out);
    json_key_string(out, "tool", "tcgemm-bench");
    json_key_string(out, "device", meta->device);
    fprintf(out, "\"compute_capability\": \"%d.%d\", \"sm_count\": %d, ", meta->cc_major,
            meta->cc_minor, meta->sm_count);
    json_key_string(out, "peak_sm_clock", sm_clock);
    json_key_string(out, "peak_memory_clock", mem_clock);
    fprintf(out, "\"l2_bytes\": %ld, \"cuda_runtime\": %d, \"cuda_driver\": %d, ", meta->l2_bytes,
            meta->runtime_version, meta->driver_version);
    json_key_string(out, "date_utc", meta->date_utc);
    json_key_string(out, "git_commit", meta->commit);
    json_number(out, "copy_bytes_per_s", meta->copy_bytes_per_s > 0, meta->copy_bytes_per_s, 0);
    fputs("\"command\": ", out);
    json_string(out, meta->command);
    fputs("},\n  \"results\": [", out);
    for (int i = 0; i < count; ++i) {
        const bench_row_t *r = &rows[i];
        const int t = timed(r), cb = t && r->cublas_reps > 0;
        const int checked = r->outcome == BENCH_OK || r->outcome == BENCH_WRONG;
        char layout[8];
        fputs(i ? ",\n    {" : "\n    {", out);
        json_key_string(out, "variant", r->variant);
        json_key_string(out, "dtype", bench_dtype_name(r->f16));
        fprintf(out, "\"m\": %d, \"n\": %d, \"k\": %d, \"pad\": %d, \"offset\": %d, ", r->m, r->n,
                r->k, r->pad, r->offset);
        json_key_string(out, "layout", bench_layout(r, layout));
        json_number(out, "alpha", 1, r->alpha, 0);
        json_number(out, "beta", 1, r->beta, 0);
        json_key_string(out, "status", status_word(r->outcome));
        json_number(out, "median_ms", t, r->median_ms, 0);
        json_number(out, "min_ms", t, r->min_ms, 0);
        json_number(out, "max_ms", t, r->max_ms, 0);
        json_number(out, "reps", t, r->reps, 0);
        json_number(out, "tflops", t, bench_row_tflops(r), 0);
        json_number(out, "cublas_median_ms", cb, r->cublas_median_ms, 0);
        json_number(out, "cublas_min_ms", cb, r->cublas_min_ms, 0);
        json_number(out, "cublas_max_ms", cb, r->cublas_max_ms, 0);
        json_number(out, "cublas_reps", cb, r->cublas_reps, 0);
        json_number(out, "cublas_tflops", cb, bench_row_cublas_tflops(r), 0);
        json_number(out, "pct_of_cublas", cb, bench_row_pct(r), 0);
        json_number(out, "rel_err", checked, r->rel_err, 0);
        json_number(out, "tolerance", checked, r->tolerance, 0);
        json_number(out, "buffer_sets", t, r->buffer_sets, 0);
        json_number(out, "floor_ms", r->floor_ms > 0, r->floor_ms, 0);
        json_number(out, "x_floor", bench_row_x_floor(r) > 0, bench_row_x_floor(r), 0);
        fputs("\"note\": ", out);
        json_string(out, r->note);
        fputc('}', out);
    }
    fputs(count ? "\n  ]\n}\n" : "]\n}\n", out);
    return ferror(out) ? -1 : 0;
}
