/* bench_report.h — tcgemm-bench's results: the table, the summary, CSV and JSON.
 *
 * Pure formatting, no CUDA: the host tests drive it with made-up rows.
 */
#ifndef TCGEMM_BENCH_REPORT_H
#define TCGEMM_BENCH_REPORT_H

#include <stdio.h>

/* What the bench learned about the machine, once, for the CSV and JSON headers. */
typedef struct {
    char device[256];
    int sm_count;
    int cc_major, cc_minor;
    int sm_clock_khz; /* peak clocks as the runtime reports them; 0: not reported */
    int mem_clock_khz;
    long l2_bytes;
    int runtime_version, driver_version; /* as CUDA encodes them: 1000 * major + 10 * minor */
    char date_utc[32];                   /* ISO 8601 */
    const char *commit;                  /* short hash, "unknown" outside a git checkout */
    char command[1024];                  /* the command line, to rerun the same bench */
    /* Bytes read plus bytes written per second by a device-to-device cudaMemcpy, measured once
     * per run: the streaming bandwidth the memory floor of each row is taken at. 0: unknown. */
    double copy_bytes_per_s;
} bench_meta_t;

typedef enum {
    BENCH_OK,        /* timed and checked: within tolerance */
    BENCH_WRONG,     /* timed, but the result is off: never a win, and the exit status is 1 */
    BENCH_UNCHECKED, /* timed with --no-check */
    BENCH_NA         /* not timed: note says why (the API's message, too slow, no memory) */
} bench_outcome_t;

typedef struct {
    const char *variant; /* as tcgemm_algo_name gives it; "auto" for AUTO */
    int f16;             /* 1: HGEMM, 0: SGEMM */
    int m, n, k;
    int pad, offset; /* lda, ldb above their minimum; A, B past an aligned address (elements) */
    int col_major, trans_a, trans_b;
    float alpha, beta;
    bench_outcome_t outcome;
    char note[320];
    /* Timings in milliseconds over `reps` runs (variant) and `cublas_reps` runs (cuBLAS). */
    double median_ms, min_ms, max_ms;
    int reps;
    double cublas_median_ms, cublas_min_ms, cublas_max_ms;
    int cublas_reps;
    double rel_err, tolerance; /* ||C - C_cublas||_F / ||C_cublas||_F and its limit */
    int buffer_sets;           /* input sets rotated through so L2 cannot hold them all */
    /* The memory floor: A, B and C read or written once at the copy bandwidth, in ms (0:
     * unknown). A GEMM cannot run faster; a skinny one should come close. */
    double floor_ms;
} bench_row_t;

const char *bench_dtype_name(int f16);
/* "row NN", "col TN", ... */
const char *bench_layout(const bench_row_t *row, char buf[8]);
double bench_row_tflops(const bench_row_t *row);
double bench_row_cublas_tflops(const bench_row_t *row);
/* The variant's TFLOPS as a percentage of cuBLAS's in the same row. */
double bench_row_pct(const bench_row_t *row);
/* Bytes of A + B + C once, and the floor in ms they give at copy_bytes_per_s (0 if that is 0). */
double bench_operand_bytes(int f16, int m, int n, int k);
double bench_floor_ms(int f16, int m, int n, int k, double copy_bytes_per_s);
/* The variant's median over the floor (1.0 = at the memory limit); 0 if either is missing. */
double bench_row_x_floor(const bench_row_t *row);
/* The check column: "ok 3.1e-04", "WRONG 2.0e-01 > 2e-03", "unchecked" or "n/a: why". */
const char *bench_check_text(const bench_row_t *row, char *buf, size_t size);

void bench_table_header(FILE *out);
void bench_table_row(FILE *out, const bench_row_t *row);
/* Per data type and shape, the fastest named variant whose result is not WRONG, with its % of
 * cuBLAS; then the counts of results. */
void bench_summary(FILE *out, const bench_row_t *rows, int count);

/* CSV: '#'-comment lines with the metadata, a header line, one line per row; the free-text
 * note is the last column (quoted), so tools that split on commas read the rest safely. */
int bench_write_csv(FILE *out, const bench_meta_t *meta, const bench_row_t *rows, int count);
/* JSON: {"meta": {...}, "results": [{...}, ...]}; absent numbers are null. */
int bench_write_json(FILE *out, const bench_meta_t *meta, const bench_row_t *rows, int count);

#endif
