/* bench_args.h — tcgemm-bench's command line, its suites of shapes and FLOP counting.
 *
 * Nothing here touches CUDA or the library's kernels, so the host tests link it on machines
 * without a GPU.
 */
#ifndef TCGEMM_BENCH_ARGS_H
#define TCGEMM_BENCH_ARGS_H

#include <stdio.h>

#define BENCH_MAX_NAMES 64

/* pad: lda and ldb exceed their minimum by pad elements; offset: A and B start offset elements
 * past an aligned address (a sub-matrix view). Both 0 for a dense, aligned call. */
typedef struct {
    int m, n, k;
    int pad, offset;
} bench_shape_t;

typedef struct {
    int f16, f32;     /* which data types run */
    int all_variants; /* --variants all: every registered variant plus auto */
    int n_names;      /* otherwise: these names ("auto" included) */
    const char *names[BENCH_MAX_NAMES];
    int col_major;        /* --order col */
    int trans_a, trans_b; /* --trans XY: X for A, Y for B */
    float alpha, beta;
    int warmup;       /* at most this many untimed runs before timing */
    int reps;         /* at most this many timed runs per kernel and shape */
    double max_run_s; /* a kernel estimated slower than this per run is skipped */
    double heat_s;    /* --heat: seconds of untimed cuBLAS runs before the first timed row */
    int check;        /* 0 with --no-check */
    int alone;        /* --alone: each kernel warmed up and timed in blocks of its own */
    int cycles;       /* --cycles: with --alone, the variant-cuBLAS-cuBLAS-variant sequence
                         runs this many times, each kernel ~0.3 s per cycle (default 1) */
    int read_probe;   /* --read-probe: also time a kernel that only moves each shape's bytes */
    const char *csv_path, *json_path;
    int list, help;
    bench_shape_t *shapes; /* the shapes to run, in order; owned, see bench_args_free */
    int n_shapes;
    struct kept_s *kept; /* copies of argument text the fields above point into */
} bench_args_t;

/* Fills *args from argv. Returns 0 on success; on a bad argument writes one line to err and
 * returns 2 (the exit status for usage errors). *args must be freed with bench_args_free
 * either way. */
int bench_args_parse(bench_args_t *args, int argc, char **argv, FILE *err);
void bench_args_free(bench_args_t *args);
void bench_args_usage(FILE *out);

/* Appends the named suite's shapes to args->shapes; returns 0, or -1 for an unknown name. */
int bench_suite_append(bench_args_t *args, const char *suite);
/* The number of shapes in a suite (0 for an unknown name), and the i-th suite's name or NULL
 * past the last: the one suite table is the only place suites are defined. */
int bench_suite_size(const char *suite);
const char *bench_suite_name(int index);
/* Prints every suite with its shapes (for --list). */
void bench_suites_print(FILE *out);

/* Parses "MxNxK" with positive sizes, optionally followed by "+P" (pad, P >= 0) and "@O"
 * (offset, O >= 0) in that order; returns 0 or -1. */
int bench_parse_shape(const char *text, bench_shape_t *shape);
/* The shape as bench_parse_shape reads it: "4096x4096x4096", "4095x4095x4095+1@3". */
const char *bench_shape_text(int m, int n, int k, int pad, int offset, char *buf, size_t size);

/* Floating-point operations of one GEMM: a multiply and an add per (i, j, p), as 2MNK. The
 * alpha/beta epilogue is left out, as everyone who quotes GEMM TFLOPS does. */
double bench_flops(int m, int n, int k);
/* TFLOPS for `flops` done in `ms` milliseconds. */
double bench_tflops(double flops, double ms);

#endif
