// test_gemm.cpp — every registered variant (and AUTO) against cuBLAS on the GPU.
//
// For each variant: both storage orders x the four transpose pairs x irregular shapes (1x1x1,
// odd and prime sizes, skinny, long K, leading dimensions above the minimum) x alpha/beta cases,
// including beta = 0 over a C filled with NaN. Inputs are random; C is poisoned before every
// call (NaN when beta = 0, random otherwise) and the padding past each row of C must come back
// untouched. A call outside a variant's documented limits must return NOT_SUPPORTED and leave C
// as it was. The reference is cuBLAS with fp32 compute (pedantic math: no TF32), itself checked
// once against a double-precision CPU product. A variant with a workspace (stream-K) is also
// run back to back on two streams, to check that tcgemm_set_stream keeps the calls in order.
// Alignment (docs/07_alignment.md): shapes with odd leading dimensions, ones 2, 4, 6, 12 bytes
// off 16, and A, B, C starting 1..7 elements into their allocations, each matrix in an
// allocation of exactly its size (memcheck sees any read past its last row); AUTO and the
// repack variants again on a handle without workspace and with a user's workspace of
// tcgemm_workspace_size bytes.
//
// Tolerances, by ||out - ref||_F / ||ref||_F and max |out - ref| / max |ref|:
//   fp16 out, fp32 accumulate: 2e-3 and 4e-3 (a half rounds at 2^-11 ~ 4.9e-4 of its value);
//   fp32: 1e-5 and 1e-4 (reordered fp32 sums over K <= 1000 drift ~1e-6), x sqrt(K / 1000) above;
//   names with f16acc: 3e-2 and 6e-2; names with tf32: 5e-3 and 1e-2.
// NaN or infinity where the reference is finite always fails.
//
// Exits 77 (ctest: skipped) with "no CUDA device" when there is none.
#include <cublas_v2.h>
#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <chrono>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "internal.h"

#define CUDA_CHECK(call)                                                                           \
    do {                                                                                           \
        cudaError_t err_ = (call);                                                                 \
        if (err_ != cudaSuccess) {                                                                 \
            std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #call,                     \
                         cudaGetErrorString(err_));                                                \
            std::exit(1);                                                                          \
        }                                                                                          \
    } while (0)
#define CUBLAS_CHECK(call)                                                                         \
    do {                                                                                           \
        cublasStatus_t st_ = (call);                                                               \
        if (st_ != CUBLAS_STATUS_SUCCESS) {                                                        \
            std::fprintf(stderr, "%s:%d: %s: cuBLAS status %d\n", __FILE__, __LINE__, #call,       \
                         (int)st_);                                                                \
            std::exit(1);                                                                          \
        }                                                                                          \
    } while (0)

namespace {

struct Shape {
    int m, n, k, pad; // pad: extra elements on every leading dimension
    int off;          // A, B and C start this many elements into their allocations
    bool a_only;      // B aligned instead (ld a multiple of 8, at its allocation's start)
    bool c_aligned;   // with a_only: C aligned too
    bool b_only;      // A and C aligned instead, B alone `off` elements in
};

const Shape kShapes[] = {
    {1, 1, 1, 0},
    {7, 5, 3, 3},
    {17, 13, 29, 0},
    {16, 16, 16, 0},
    {64, 64, 64, 8},
    {127, 129, 67, 5},
    {1, 300, 77, 0},
    {300, 1, 77, 0},
    {33, 40, 1000, 8},
    {128, 256, 96, 0},
    {256, 256, 256, 0},
    {520, 392, 264, 8},
    {257, 263, 131, 1},
    // Ragged in m, n and k with every leading dimension a multiple of 8 (m = n = k mod 8), so
    // the TMA variants serve them; the second has more tiles than an H100 has SMs (several
    // tiles per block of a persistent grid).
    {121, 249, 97, 7},
    {2049, 4105, 65, 7},
    // The Hopper rows' edge units: m leaves the last 128-row tile's second 64-row slab empty,
    // n the last 256-wide tile two 64-column boxes (a 128-wide wgmma there).
    {1100, 4196, 136, 0},
    // One row of A (row-major, K-major A: the TMA variants read it in boxes of its one row).
    {1, 136, 264, 0},
    // n <= 32 with B stored k rows of n: hgemm_wgmma_64x64 reads B in 32-column boxes and, in
    // one round of tiles, starts tile row i at k-block i mod 8 (a K tail in the second).
    {704, 24, 1024, 0},
    {1000, 32, 2000, 8},
    // ... and B's rows 16 but not 32 bytes apart on 64 tiles or more: clusters of two tiles that
    // share B, the second's rows past m in the first shape's last cluster.
    {4100, 24, 300, 0},
    {4160, 16, 200, 8},
    // Few 64 x 64 tiles and a deep K: hgemm_wgmma_64x64 splits k over clusters of four
    // (splits_k), B's boxes narrow (n <= 32, B stored k rows of n) and not, K not a whole k-block
    // in the second.
    {1000, 24, 8000, 8},
    {200, 136, 8200, 8},
    // Alignment (docs/07_alignment.md): odd leading dimensions and leading dimensions 2, 4, 6
    // and 12 bytes off 16 in fp16, pointers 1..7 elements into their allocations (sub-matrix
    // views), rows 16- but not 32-byte aligned (k = 120), and one large enough for the copy's
    // interior path on every row.
    {45, 37, 53, 1, 1},
    {64, 72, 80, 3, 3},
    {130, 66, 100, 6, 7},
    {96, 40, 72, 2, 5},
    {77, 91, 61, 0, 2},
    {200, 136, 264, 8, 4},
    {136, 128, 120, 0, 0},
    {33, 17, 300, 5, 6},
    // Residue maps (hgemm_wgmma_*, chapter 07): A misaligned and B not (row-major NN runs in
    // place, the rest are refused or copied), with several tiles per map along m, tiles along
    // n and k-blocks; and both misaligned (NN: hgemm_repack copies B alone).
    {300, 520, 200, 3, 3, true},
    {1031, 777, 333, 5, 1, true},
    {2100, 600, 700, 1, 7, true},
    {1031, 777, 333, 7, 5},
    // m = 8 * 256 + 1: map 0's one row more needs a unit of its own on every Hopper row, after
    // all the other maps' units (class_tiles_of).
    {2049, 264, 136, 1, 3, true},
    // Every row of A off by the same 5 or 3 elements (lda a multiple of 8): the Hopper rows read
    // A through one residue map, C by TMA where it is aligned.
    {1031, 517, 336, 0, 5, true, true},
    {300, 264, 200, 0, 3, true, true},
    {1031, 517, 336, 0, 5, true},
    // B's rows all 6 elements off (ldb a multiple of 8) beside an A of 8 residue maps: the
    // Hopper rows read B from the 16 bytes before it, C as n + 6 columns, the first 6 skipped.
    {130, 300, 96, 4, 6},
    // B alone off, its rows by the same 3 or 5 elements (A and C aligned): the stream-K row too
    // reads it from the 16 bytes before it; 254 + 5 columns as read cut a second tile column.
    {300, 520, 264, 0, 3, false, false, true},
    {1100, 254, 136, 2, 5, false, false, true},
    // A, B and C all 4 elements off with lda, ldb, ldc multiples of 8 and n + 4 too: C as the
    // Hopper rows read it (4 elements early) is aligned, and still its first 4 columns, the row
    // before's padding, must not be written.
    {200, 132, 260, 4, 4},
};

struct Scalars {
    float alpha, beta;
};
const Scalars kScalars[] = {{1.0f, 0.0f}, {0.5f, -1.5f}, {-2.0f, 1.0f}};

struct Tolerance {
    double norm, max;
};

// fp32 sums of k products drift apart with the order of the additions by ~eps * sqrt(k) of their
// size (random signs): the fp32 bounds, set for k <= 1000, grow with sqrt(k / 1000).
Tolerance tolerance_for(const char *name, tcgemm_dtype_t dtype, int k)
{
    if (std::strstr(name, "f16acc"))
        return {3e-2, 6e-2};
    if (std::strstr(name, "tf32"))
        return {5e-3, 1e-2};
    const double grow = std::sqrt(std::max(1.0, k / 1000.0));
    return dtype == TCGEMM_F16 ? Tolerance{2e-3, 4e-3} : Tolerance{1e-5 * grow, 1e-4 * grow};
}

// A matrix as the user stores it: `rows x cols` logical, in `order`, leading dimension `ld`.
struct Stored {
    int rows, cols, ld;
    bool row_major;
    size_t size() const { return (size_t)(row_major ? rows : cols) * ld; }
    size_t at(int r, int c) const { return row_major ? (size_t)r * ld + c : (size_t)c * ld + r; }
};

Stored stored(bool row_major, int rows, int cols, int pad)
{
    return {rows, cols, (row_major ? cols : rows) + pad, row_major};
}

// Each matrix in an allocation of exactly its size (plus the offset in front), so that
// compute-sanitizer's memcheck sees any read past its last row. A, B, C, Cref point `off`
// elements into the allocations.
struct Buffers {
    void *A = nullptr, *B = nullptr, *C = nullptr, *Cref = nullptr;
    void *base[4] = {nullptr, nullptr, nullptr, nullptr};
    size_t bytes[4] = {0, 0, 0, 0};
    void fit(size_t a, size_t b, size_t c, size_t off, size_t off_b = SIZE_MAX,
             size_t off_c = SIZE_MAX)
    {
        if (off_b == SIZE_MAX)
            off_b = off;
        if (off_c == SIZE_MAX)
            off_c = off;
        const size_t offs[4] = {off, off_b, off_c, off_c};
        const size_t need[4] = {a + off, b + off_b, c + off_c, c + off_c};
        void **view[4] = {&A, &B, &C, &Cref};
        for (int i = 0; i < 4; ++i) {
            if (need[i] != bytes[i]) {
                if (base[i])
                    CUDA_CHECK(cudaFree(base[i]));
                CUDA_CHECK(cudaMalloc(&base[i], need[i]));
                bytes[i] = need[i];
            }
            *view[i] = static_cast<char *>(base[i]) + offs[i];
        }
    }
    ~Buffers()
    {
        for (void *p : base)
            if (p)
                cudaFree(p);
    }
};

struct Counts {
    int passed = 0, failed = 0, unsupported = 0;
    double worst = 0;
};

std::mt19937 rng(20261122);

// Values as doubles; the element type's bits go to the device.
std::vector<double> random_values(size_t count, double lo, double hi)
{
    std::uniform_real_distribution<double> dist(lo, hi);
    std::vector<double> v(count);
    for (double &x : v)
        x = dist(rng);
    return v;
}

struct Host {
    tcgemm_dtype_t dtype;
    size_t elem() const { return dtype == TCGEMM_F16 ? 2 : 4; }
    std::vector<unsigned char> encode(const std::vector<double> &v) const
    {
        std::vector<unsigned char> out(v.size() * elem());
        for (size_t i = 0; i < v.size(); ++i) {
            if (dtype == TCGEMM_F16) {
                tcgemm_half_t h = tcgemm_float_to_half((float)v[i]);
                std::memcpy(&out[i * 2], &h, 2);
            } else {
                float f = (float)v[i];
                std::memcpy(&out[i * 4], &f, 4);
            }
        }
        return out;
    }
    double decode(const std::vector<unsigned char> &bytes, size_t i) const
    {
        if (dtype == TCGEMM_F16) {
            tcgemm_half_t h;
            std::memcpy(&h, &bytes[i * 2], 2);
            return tcgemm_half_to_float(h);
        }
        float f;
        std::memcpy(&f, &bytes[i * 4], 4);
        return f;
    }
};

struct Case {
    bool row_major;
    bool ta, tb;
    Shape s;
    Scalars ab;
    std::string describe() const
    {
        char buf[160];
        std::snprintf(buf, sizeof buf, "%s %c%c m=%d n=%d k=%d pad=%d off=%d%s alpha=%g beta=%g",
                      row_major ? "row" : "col", ta ? 'T' : 'N', tb ? 'T' : 'N', s.m, s.n, s.k,
                      s.pad, s.off,
                      s.a_only   ? (s.c_aligned ? " (A only, C aligned)" : " (A only)")
                      : s.b_only ? " (B only)"
                                 : "",
                      ab.alpha, ab.beta);
        return buf;
    }
};

tcgemm_status_t call_api(tcgemm_handle_t h, tcgemm_dtype_t dtype, const Case &c, const Stored &sa,
                         const Stored &sb, const Stored &sc, const Buffers &buf)
{
    const tcgemm_order_t order = c.row_major ? TCGEMM_ROW_MAJOR : TCGEMM_COL_MAJOR;
    const tcgemm_op_t ta = c.ta ? TCGEMM_OP_T : TCGEMM_OP_N, tb = c.tb ? TCGEMM_OP_T : TCGEMM_OP_N;
    if (dtype == TCGEMM_F16)
        return tcgemm_hgemm(h, order, ta, tb, c.s.m, c.s.n, c.s.k, c.ab.alpha,
                            (const tcgemm_half_t *)buf.A, sa.ld, (const tcgemm_half_t *)buf.B,
                            sb.ld, c.ab.beta, (tcgemm_half_t *)buf.C, sc.ld);
    return tcgemm_sgemm(h, order, ta, tb, c.s.m, c.s.n, c.s.k, c.ab.alpha, (const float *)buf.A,
                        sa.ld, (const float *)buf.B, sb.ld, c.ab.beta, (float *)buf.C, sc.ld);
}

// cuBLAS is column-major: a row-major call is the column-major C^T = op(B)^T op(A)^T.
void call_cublas(cublasHandle_t cb, tcgemm_dtype_t dtype, const Case &c, const Stored &sa,
                 const Stored &sb, const Stored &sc, const Buffers &buf)
{
    const cudaDataType_t t = dtype == TCGEMM_F16 ? CUDA_R_16F : CUDA_R_32F;
    const cublasOperation_t oa = c.ta ? CUBLAS_OP_T : CUBLAS_OP_N;
    const cublasOperation_t ob = c.tb ? CUBLAS_OP_T : CUBLAS_OP_N;
    if (c.row_major)
        CUBLAS_CHECK(cublasGemmEx(cb, ob, oa, c.s.n, c.s.m, c.s.k, &c.ab.alpha, buf.B, t, sb.ld,
                                  buf.A, t, sa.ld, &c.ab.beta, buf.Cref, t, sc.ld,
                                  CUBLAS_COMPUTE_32F_PEDANTIC, CUBLAS_GEMM_DEFAULT));
    else
        CUBLAS_CHECK(cublasGemmEx(cb, oa, ob, c.s.m, c.s.n, c.s.k, &c.ab.alpha, buf.A, t, sa.ld,
                                  buf.B, t, sb.ld, &c.ab.beta, buf.Cref, t, sc.ld,
                                  CUBLAS_COMPUTE_32F_PEDANTIC, CUBLAS_GEMM_DEFAULT));
}

// Runs one case; returns false (and prints why) on a failure.
bool run_case(tcgemm_handle_t h, cublasHandle_t cb, const tcgemm_variant_t *v, tcgemm_dtype_t dtype,
              const Case &c, Buffers &buf, Counts &counts, bool cpu_check = false)
{
    const Host host{dtype};
    // The padding that makes a leading dimension a multiple of 8, for the aligned operands of the
    // a_only and b_only shapes.
    const auto to8 = [](int ld) { return (8 - ld % 8) % 8; };
    const int a_ld = c.row_major == c.ta ? c.s.m : c.s.k;
    const int a_pad = c.s.b_only ? to8(a_ld) : c.s.pad;
    const Stored sa =
        c.ta ? stored(c.row_major, c.s.k, c.s.m, a_pad) : stored(c.row_major, c.s.m, c.s.k, a_pad);
    const int b_rows = c.tb ? c.s.n : c.s.k, b_cols = c.tb ? c.s.k : c.s.n;
    const int b_ld = c.row_major ? b_cols : b_rows;
    const Stored sb = stored(c.row_major, b_rows, b_cols, c.s.a_only ? to8(b_ld) : c.s.pad);
    const bool c_aligned = (c.s.a_only && c.s.c_aligned) || c.s.b_only;
    const int c_ld = c.row_major ? c.s.n : c.s.m;
    const Stored sc = stored(c.row_major, c.s.m, c.s.n, c_aligned ? to8(c_ld) : c.s.pad);
    const size_t off = (size_t)c.s.off * host.elem();
    buf.fit(sa.size() * host.elem(), sb.size() * host.elem(), sc.size() * host.elem(),
            c.s.b_only ? 0 : off, c.s.a_only ? 0 : off, c_aligned ? 0 : off);

    const auto a_vals = random_values(sa.size(), -1, 1), b_vals = random_values(sb.size(), -1, 1);
    std::vector<double> c_vals = random_values(sc.size(), -1, 1);
    if (c.ab.beta == 0.0f)
        c_vals.assign(sc.size(), NAN); // must never be read
    const auto a_bytes = host.encode(a_vals), b_bytes = host.encode(b_vals);
    const auto c_bytes = host.encode(c_vals);
    CUDA_CHECK(cudaMemcpy(buf.A, a_bytes.data(), a_bytes.size(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(buf.B, b_bytes.data(), b_bytes.size(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(buf.C, c_bytes.data(), c_bytes.size(), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(buf.Cref, c_bytes.data(), c_bytes.size(), cudaMemcpyHostToDevice));

    const std::string what = std::string(v ? v->name : "auto") + " " + c.describe();
    const tcgemm_status_t st = call_api(h, dtype, c, sa, sb, sc, buf);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<unsigned char> out(c_bytes.size());
    CUDA_CHECK(cudaMemcpy(out.data(), buf.C, out.size(), cudaMemcpyDeviceToHost));

    if (st == TCGEMM_STATUS_NOT_SUPPORTED && v) {
        // Only a documented limit may refuse, and then C must be untouched.
        const bool documented = std::strstr(tcgemm_last_error(h), v->name) != nullptr;
        if (!documented || std::memcmp(out.data(), c_bytes.data(), out.size()) != 0) {
            std::printf("FAIL %s: NOT_SUPPORTED (%s) but %s\n", what.c_str(), tcgemm_last_error(h),
                        documented ? "C was modified" : "no reason given");
            counts.failed++;
            return false;
        }
        counts.unsupported++;
        return true;
    }
    if (st != TCGEMM_STATUS_SUCCESS) {
        std::printf("FAIL %s: %s: %s\n", what.c_str(), tcgemm_status_string(st),
                    tcgemm_last_error(h));
        counts.failed++;
        return false;
    }

    call_cublas(cb, dtype, c, sa, sb, sc, buf);
    CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<unsigned char> ref(c_bytes.size());
    CUDA_CHECK(cudaMemcpy(ref.data(), buf.Cref, ref.size(), cudaMemcpyDeviceToHost));

    const Tolerance tol = tolerance_for(v ? v->name : "", dtype, c.s.k);
    // A sum of k products of random signs is about |alpha| ||a_i|| ||b_j|| / sqrt(k) in size,
    // and its rounding error scales with that, not with the sum. Where the products of an element
    // cancel far below it, the element's error is judged against that size (m = n = 1, k =
    // 500000 once drew a C of ~2 where ~120 is typical: every variant and cuBLAS differed by
    // 0.3-1% of it).
    std::vector<double> a_norm(c.s.m, 0.0), b_norm(c.s.n, 0.0);
    for (int i = 0; i < c.s.m; ++i) {
        for (int p = 0; p < c.s.k; ++p) {
            const double a = a_vals[c.ta ? sa.at(p, i) : sa.at(i, p)];
            a_norm[i] += a * a;
        }
        a_norm[i] = std::sqrt(a_norm[i]);
    }
    for (int j = 0; j < c.s.n; ++j) {
        for (int p = 0; p < c.s.k; ++p) {
            const double b = b_vals[c.tb ? sb.at(j, p) : sb.at(p, j)];
            b_norm[j] += b * b;
        }
        b_norm[j] = std::sqrt(b_norm[j]);
    }
    const double typical = c.s.k > 0 ? std::fabs(c.ab.alpha) / std::sqrt((double)c.s.k) : 0.0;
    double diff2 = 0, ref2 = 0, max_diff = 0, max_ref = 0;
    long bad_values = 0, padding_touched = 0;
    for (int i = 0; i < c.s.m; ++i)
        for (int j = 0; j < c.s.n; ++j) {
            const size_t at = sc.at(i, j);
            const double o = host.decode(out, at), r = host.decode(ref, at);
            if (!std::isfinite(o) && std::isfinite(r)) {
                ++bad_values;
                continue;
            }
            if (cpu_check) {
                double exact = 0;
                for (int p = 0; p < c.s.k; ++p) {
                    const double av = host.decode(a_bytes, c.ta ? sa.at(p, i) : sa.at(i, p));
                    const double bv = host.decode(b_bytes, c.tb ? sb.at(j, p) : sb.at(p, j));
                    exact += av * bv;
                }
                exact = c.ab.alpha * exact +
                        (c.ab.beta == 0.0f ? 0.0 : c.ab.beta * host.decode(c_bytes, at));
                if (std::fabs(exact - r) > 1e-2 * (1 + std::fabs(exact)))
                    ++bad_values; // the reference itself is off: the harness is wrong
            }
            const double size = std::max(std::fabs(r), typical * a_norm[i] * b_norm[j]);
            diff2 += (o - r) * (o - r);
            ref2 += size * size;
            max_diff = std::max(max_diff, std::fabs(o - r));
            max_ref = std::max(max_ref, size);
        }
    // Elements of C's buffer outside the m x n matrix (the ld padding) must be untouched.
    for (size_t at = 0; at < out.size() / host.elem(); ++at) {
        const size_t outer = at / sc.ld, inner = at % sc.ld;
        const bool inside = (int)inner < (sc.row_major ? sc.cols : sc.rows);
        (void)outer;
        if (!inside &&
            std::memcmp(&out[at * host.elem()], &c_bytes[at * host.elem()], host.elem()) != 0)
            ++padding_touched;
    }
    const double rel = ref2 > 0 ? std::sqrt(diff2 / ref2) : std::sqrt(diff2);
    const double rel_max = max_ref > 0 ? max_diff / max_ref : max_diff;
    counts.worst = std::max(counts.worst, rel);
    if (bad_values || padding_touched || !(rel <= tol.norm) || !(rel_max <= tol.max)) {
        std::printf("FAIL %s: rel err %.3g (tol %.1g), max rel err %.3g (tol %.1g), %ld "
                    "non-finite or wrong-reference values, %ld padding elements written\n",
                    what.c_str(), rel, tol.norm, rel_max, tol.max, bad_values, padding_touched);
        counts.failed++;
        return false;
    }
    counts.passed++;
    return true;
}

// Every order x transpose pair x shape x alpha/beta for one variant (v == nullptr: AUTO).
Counts run_variant(tcgemm_handle_t h, cublasHandle_t cb, const tcgemm_variant_t *v,
                   tcgemm_dtype_t dtype, Buffers &buf)
{
    Counts counts;
    for (int row_major = 1; row_major >= 0; --row_major)
        for (int t = 0; t < 4; ++t)
            for (const Shape &s : kShapes)
                for (const Scalars &ab : kScalars) {
                    const Case c{row_major != 0, (t & 1) != 0, (t & 2) != 0, s, ab};
                    run_case(h, cb, v, dtype, c, buf, counts,
                             s.m == 17 && s.n == 13 && ab.beta != 0.0f);
                }
    return counts;
}

// The skinny path's own shapes (for the skinny variants and AUTO): M or N in 1..48 against deep
// K, several passes over W (S > 16), tails of L and K that are not whole 16-byte vectors, a
// leading dimension that breaks 16-byte rows (refused by the skinny variants, served by AUTO);
// then the decode branches (skinny_stream.cuh's ring, or skinny_decode.cuh where X is not
// contiguous along k: L fills the device): a tail of L inside a 16-byte piece, K not a whole
// number of 16-byte pieces or of ring stages, 8, 9 and 16 rows, a small N, pointers offset by
// 16 bytes. The last three are the ring's deep-K grid: 5, 11 and 10 slabs of 64, each split over
// several blocks and blocks over two slabs, K not a multiple of a stage, 12 rows (X's pieces
// past S zero-filled). Then the ring's wider rows and misaligned W: 35 rows against W rows of
// 700 (fp16: 8-byte aligned rows), 1002 and 3004 elements (odd ld: rows 2 or 4 bytes apart
// from alignment, read from their 16-byte boundary), 48 rows over 141 slabs, 33 rows in deep K;
// fp32 beyond 16 rows in two halves of the block. Last, 24 and 32 rows on the decode grid (fp16:
// two m16 tiles of X beside slabs of 32), one and two waves of blocks, K not a whole stage.
// 35 x 700 x 2048, 35 x 1001 x 1500 and 1760 x 16 x 1760 run the deep grid as clusters (sm_90: a
// slab's blocks add their parts through shared memory), 1760 x 16 x 1760 with K not a whole
// number of stages. Then the flat GEMV (skinny_flat.cuh: one row of X, fp32 up to four, K-major W):
// a K that is not a whole number of 16-byte pieces over padded rows (NT), and one column of B (NN:
// 3 and 5 chunks a row, read by twice the warps, flat::shape);
// then 3-4 columns of B (NN: rows of 6-8 bytes, staged in shared memory), K with a tail, padded ld.
// Last, X laid [k][s] in rows of exactly 32 and 16 halves read as 128-byte rows (sm_90's ring,
// Stage::kXPack), K not a whole number of stages.
const Shape kSkinnyShapes[] = {
    {1, 1, 500000, 0},   {3, 40, 100000, 8},  {40, 7, 65536, 0},   {16, 1000, 4096, 0},
    {17, 300, 2000, 8},  {1000, 33, 3000, 0}, {48, 129, 300, 0},   {1, 4097, 1000, 1},
    {1, 4100, 1000, 0},  {5, 4096, 4104, 0},  {16, 4096, 4096, 0}, {4096, 9, 777, 7},
    {2, 8192, 3000, 8},  {9, 4096, 520, 0},   {8, 4001, 1000, 7},  {3, 4100, 264, 0, 8},
    {300, 12, 40000, 8}, {8, 704, 30000, 0},  {1, 640, 100003, 0}, {35, 700, 2048, 0},
    {35, 1001, 1500, 1}, {20, 3001, 900, 3},  {48, 9000, 640, 1},  {33, 515, 30000, 1},
    {24, 4100, 1000, 0}, {32, 8200, 520, 8},  {1, 4100, 2562, 6},  {8200, 1, 2560, 0},
    {1760, 16, 1760, 0}, {3072, 4, 1024, 0},  {2300, 3, 777, 2},   {4100, 32, 1000, 0},
    {1536, 16, 4100, 0},
};

Counts run_skinny(tcgemm_handle_t h, cublasHandle_t cb, const tcgemm_variant_t *v,
                  tcgemm_dtype_t dtype, Buffers &buf)
{
    Counts counts;
    for (int row_major = 1; row_major >= 0; --row_major)
        for (int t = 0; t < 4; ++t)
            for (const Shape &s : kSkinnyShapes)
                for (const Scalars &ab : kScalars)
                    run_case(h, cb, v, dtype,
                             Case{row_major != 0, (t & 1) != 0, (t & 2) != 0, s, ab}, buf, counts);
    return counts;
}

// Split-K must not depend on timing: the same call twice gives the same bits (beta = 0, so the
// second call does not read the first one's C).
bool run_determinism(tcgemm_handle_t h, tcgemm_dtype_t dtype, Buffers &buf)
{
    const Host host{dtype};
    bool ok = true;
    for (const Shape s :
         {Shape{1024, 16, 500000, 0}, Shape{512, 8, 100000, 0}, Shape{16, 512, 300000, 0},
          Shape{4, 4096, 4096, 0}, Shape{35, 1024, 60000, 0}}) {
        const Case c{true, false, false, s, {1.0f, 0.0f}};
        const Stored sa = stored(true, s.m, s.k, 0), sb = stored(true, s.k, s.n, 0),
                     sc = stored(true, s.m, s.n, 0);
        buf.fit(sa.size() * host.elem(), sb.size() * host.elem(), sc.size() * host.elem(), 0);
        // Values in [-1, 1] from a hash of the index: a 512M-element operand without doubles.
        std::vector<unsigned char> bytes((std::max(sa.size(), sb.size()) + 7) * host.elem());
        for (size_t e = 0; e < bytes.size() / host.elem(); ++e) {
            const float f = (float)((e * 2654435761u >> 7) % 2001) / 1000.0f - 1.0f;
            const tcgemm_half_t hv = tcgemm_float_to_half(f);
            std::memcpy(&bytes[e * host.elem()], dtype == TCGEMM_F16 ? (const void *)&hv : &f,
                        host.elem());
        }
        CUDA_CHECK(
            cudaMemcpy(buf.A, bytes.data(), sa.size() * host.elem(), cudaMemcpyHostToDevice));
        CUDA_CHECK(cudaMemcpy(buf.B, bytes.data() + 7 * host.elem(), sb.size() * host.elem(),
                              cudaMemcpyHostToDevice));
        std::vector<unsigned char> first(sc.size() * host.elem()), second(first.size());
        for (std::vector<unsigned char> *out : {&first, &second}) {
            CUDA_CHECK(cudaMemset(buf.C, 0xff, out->size()));
            const tcgemm_status_t st = call_api(h, dtype, c, sa, sb, sc, buf);
            CUDA_CHECK(cudaDeviceSynchronize());
            CUDA_CHECK(cudaMemcpy(out->data(), buf.C, out->size(), cudaMemcpyDeviceToHost));
            if (st != TCGEMM_STATUS_SUCCESS) {
                std::printf("FAIL determinism %s: %s\n", c.describe().c_str(),
                            tcgemm_last_error(h));
                return false;
            }
        }
        if (first != second) {
            std::printf("FAIL determinism %s %s: two calls gave different bits\n",
                        dtype == TCGEMM_F16 ? "fp16" : "fp32", c.describe().c_str());
            ok = false;
        }
    }
    return ok;
}

} // namespace

// Arguments, if any, name the variants to test ("auto" for AUTO); none: all of them.
bool selected(int argc, char **argv, const char *name)
{
    if (argc < 2)
        return true;
    for (int i = 1; i < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return true;
    return false;
}

// AUTO's tests of one type: "auto" selects both, "auto_f16" or "auto_f32" one. They are the
// suite's longest, so scripts/gpu_suite.sh runs them in four processes: "auto_f16_main" (or
// _f32_) selects a type's tests on the handle with its workspace, "auto_f16_bare" those on a
// handle without one (Bare::yes).
enum class Bare { no, yes };
bool auto_selected(int argc, char **argv, int dtype, Bare bare = Bare::no)
{
    const char *type = dtype == TCGEMM_F16 ? "auto_f16" : "auto_f32";
    char part[32];
    std::snprintf(part, sizeof part, "%s_%s", type, bare == Bare::yes ? "bare" : "main");
    return selected(argc, argv, "auto") || selected(argc, argv, type) || selected(argc, argv, part);
}

// The handle's workspace across streams. Stream 1 is held by a host function for 200 ms, then
// gets a stream-K call; after tcgemm_set_stream, stream 2 gets another. The second must wait for
// the first (they share the handle's partial tiles and flags): 50 ms later stream 2 must still
// be busy, although its 1536^3 GEMM alone takes well under 1 ms. Both results must match cuBLAS.
static void CUDART_CB hold_stream(void *ms)
{
    std::this_thread::sleep_for(std::chrono::milliseconds(*static_cast<const int *>(ms)));
}

static bool run_workspace_streams(tcgemm_handle_t h, cublasHandle_t cb)
{
    const int n = 1536;
    const size_t count = (size_t)n * n;
    std::vector<float *> mats(8);
    for (float *&m : mats)
        CUDA_CHECK(cudaMalloc(&m, count * sizeof(float)));
    for (int i = 0; i < 4; ++i) { // A1 B1 A2 B2
        const std::vector<double> v = random_values(count, -1, 1);
        const std::vector<float> f(v.begin(), v.end());
        CUDA_CHECK(cudaMemcpy(mats[i], f.data(), count * sizeof(float), cudaMemcpyHostToDevice));
    }
    float *A[2] = {mats[0], mats[2]}, *B[2] = {mats[1], mats[3]}, *C[2] = {mats[4], mats[5]},
          *R[2] = {mats[6], mats[7]};
    cudaStream_t streams[2];
    for (cudaStream_t &st : streams)
        CUDA_CHECK(cudaStreamCreateWithFlags(&st, cudaStreamNonBlocking));
    tcgemm_set_algo(h, TCGEMM_ALGO_SGEMM_WARPTILE_STREAMK);
    static const int hold_ms = 200;
    CUDA_CHECK(cudaLaunchHostFunc(streams[0], hold_stream, const_cast<int *>(&hold_ms)));
    bool ok = true;
    for (int i = 0; i < 2; ++i) {
        ok &= tcgemm_set_stream(h, streams[i]) == TCGEMM_STATUS_SUCCESS;
        ok &= tcgemm_sgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, n, n, n, 1.0f, A[i], n,
                           B[i], n, 0.0f, C[i], n) == TCGEMM_STATUS_SUCCESS;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    if (cudaStreamQuery(streams[1]) != cudaErrorNotReady) {
        std::printf("FAIL workspace across streams: the second call did not wait for the first\n");
        ok = false;
    }
    CUDA_CHECK(cudaDeviceSynchronize());
    const float one = 1.0f, zero = 0.0f;
    for (int i = 0; i < 2; ++i) // row-major C = A B is column-major C^T = B^T A^T
        CUBLAS_CHECK(cublasSgemm(cb, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &one, B[i], n, A[i], n,
                                 &zero, R[i], n));
    CUDA_CHECK(cudaDeviceSynchronize());
    for (int i = 0; i < 2; ++i) {
        std::vector<float> got(count), want(count);
        CUDA_CHECK(cudaMemcpy(got.data(), C[i], count * sizeof(float), cudaMemcpyDeviceToHost));
        CUDA_CHECK(cudaMemcpy(want.data(), R[i], count * sizeof(float), cudaMemcpyDeviceToHost));
        double num = 0, den = 0;
        for (size_t e = 0; e < count; ++e) {
            num += ((double)got[e] - want[e]) * ((double)got[e] - want[e]);
            den += (double)want[e] * want[e];
        }
        const double rel = std::sqrt(num / den);
        if (!(rel <= 1e-5)) {
            std::printf("FAIL workspace across streams: call %d, rel err %.2g\n", i + 1, rel);
            ok = false;
        }
    }
    tcgemm_set_stream(h, 0);
    for (cudaStream_t st : streams)
        CUDA_CHECK(cudaStreamDestroy(st));
    for (float *m : mats)
        CUDA_CHECK(cudaFree(m));
    std::printf("workspace across streams: %s\n", ok ? "passed" : "FAILED");
    return ok;
}

int main(int argc, char **argv)
{
    int devices = 0;
    const cudaError_t probe = cudaGetDeviceCount(&devices);
    if (probe != cudaSuccess || devices == 0) {
        std::printf("SKIPPED: no CUDA device (%s): GPU tests not run\n",
                    probe != cudaSuccess ? cudaGetErrorString(probe) : "device count is 0");
        return 77;
    }
    cudaDeviceProp prop;
    CUDA_CHECK(cudaGetDeviceProperties(&prop, 0));
    int runtime = 0;
    CUDA_CHECK(cudaRuntimeGetVersion(&runtime));
    std::printf("device: %s (sm_%d%d, %d SMs), CUDA runtime %d\n", prop.name, prop.major,
                prop.minor, prop.multiProcessorCount, runtime);

    tcgemm_handle_t h;
    if (tcgemm_create(&h) != TCGEMM_STATUS_SUCCESS) {
        std::printf("FAIL: tcgemm_create\n");
        return 1;
    }
    cublasHandle_t cb;
    CUBLAS_CHECK(cublasCreate(&cb));
    CUBLAS_CHECK(cublasSetMathMode(cb, CUBLAS_PEDANTIC_MATH));
    cudaStream_t stream;
    CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
    Buffers buf;
    int passed = 0, failed = 0;

    // Each variant on the default stream, then AUTO for each type on a non-default one.
    for (int a = 1; a < TCGEMM_ALGO_COUNT; ++a) {
        const tcgemm_variant_t *v = tcgemm_variant((tcgemm_algo_t)a);
        if (!v) { // a TCGEMM_PORTABLE build leaves it out; the host test checks its refusal
            if (selected(argc, argv, tcgemm_algo_name((tcgemm_algo_t)a)))
                std::printf("%-24s not in this build\n", tcgemm_algo_name((tcgemm_algo_t)a));
            continue;
        }
        if (!selected(argc, argv, v->name))
            continue;
        tcgemm_set_algo(h, (tcgemm_algo_t)a);
        tcgemm_set_stream(h, 0);
        if (v->min_sm > prop.major * 10 + prop.minor) {
            std::printf("%-24s not run: needs sm_%d\n", v->name, v->min_sm);
            continue;
        }
        Counts c = run_variant(h, cb, v, v->dtype, buf);
        // The skinny shapes also for the stream-K and split-K rows made for few rows or columns.
        if (std::strstr(v->name, "skinny") || std::strstr(v->name, "streamk_") ||
            std::strstr(v->name, "splitk")) {
            const Counts more = run_skinny(h, cb, v, v->dtype, buf);
            c.passed += more.passed;
            c.unsupported += more.unsupported;
            c.failed += more.failed;
            c.worst = std::max(c.worst, more.worst);
            (run_determinism(h, v->dtype, buf) ? c.passed : c.failed)++;
        }
        std::printf("%-24s %4d passed, %3d refused as documented, %d failed, worst rel err %.2g\n",
                    v->name, c.passed, c.unsupported, c.failed, c.worst);
        passed += c.passed + c.unsupported;
        failed += c.failed;
    }
    tcgemm_set_algo(h, TCGEMM_ALGO_AUTO);
    tcgemm_set_stream(h, stream);
    for (int dtype = 0; dtype <= 1; ++dtype) {
        if (!auto_selected(argc, argv, dtype))
            continue;
        Counts c = run_variant(h, cb, nullptr, (tcgemm_dtype_t)dtype, buf);
        const Counts more = run_skinny(h, cb, nullptr, (tcgemm_dtype_t)dtype, buf);
        c.passed += more.passed;
        c.unsupported += more.unsupported;
        c.failed += more.failed;
        c.worst = std::max(c.worst, more.worst);
        std::printf("auto (%s)              %4d passed, %d failed, worst rel err %.2g\n",
                    dtype == TCGEMM_F16 ? "fp16" : "fp32", c.passed + c.unsupported, c.failed,
                    c.worst);
        passed += c.passed;
        failed += c.failed + c.unsupported; // AUTO must never refuse a valid call
    }

    // The repack scratch (tcgemm_set_workspace). Without one, AUTO must still answer every call
    // (misaligned ones on the variants that read in place) and the repack variants refuse as
    // documented; with a user's buffer of tcgemm_workspace_size bytes for the largest shape,
    // the repack variants serve every misaligned call.
    if (auto_selected(argc, argv, TCGEMM_F16, Bare::yes) ||
        auto_selected(argc, argv, TCGEMM_F32, Bare::yes) || selected(argc, argv, "hgemm_repack") ||
        selected(argc, argv, "sgemm_repack")) {
        tcgemm_handle_t bare;
        if (tcgemm_create(&bare) != TCGEMM_STATUS_SUCCESS ||
            tcgemm_set_workspace(bare, nullptr, 0) != TCGEMM_STATUS_SUCCESS) {
            std::printf("FAIL: a handle without workspace\n");
            return 1;
        }
        tcgemm_set_stream(bare, stream);
        for (int dtype = 0; dtype <= 1; ++dtype) {
            if (!auto_selected(argc, argv, dtype, Bare::yes))
                continue;
            const Counts c = run_variant(bare, cb, nullptr, (tcgemm_dtype_t)dtype, buf);
            std::printf("auto (%s, no workspace) %4d passed, %d failed, worst rel err %.2g\n",
                        dtype == TCGEMM_F16 ? "fp16" : "fp32", c.passed + c.unsupported, c.failed,
                        c.worst);
            passed += c.passed;
            failed += c.failed + c.unsupported;
        }
        size_t need = 0;
        for (const Shape &sh : kShapes)
            need = std::max(need,
                            tcgemm_workspace_size(sh.m + sh.pad, sh.n + sh.pad, sh.k + sh.pad, 4));
        void *user = nullptr;
        CUDA_CHECK(cudaMalloc(&user, need));
        for (int user_ws = 0; user_ws <= 1; ++user_ws) {
            if (user_ws && tcgemm_set_workspace(bare, user, need) != TCGEMM_STATUS_SUCCESS) {
                std::printf("FAIL: tcgemm_set_workspace(%zu bytes): %s\n", need,
                            tcgemm_last_error(bare));
                ++failed;
                break;
            }
            for (tcgemm_algo_t a : {TCGEMM_ALGO_HGEMM_REPACK, TCGEMM_ALGO_SGEMM_REPACK}) {
                const tcgemm_variant_t *v = tcgemm_variant(a);
                if (!selected(argc, argv, v->name))
                    continue;
                tcgemm_set_algo(bare, a);
                const Counts c = run_variant(bare, cb, v, v->dtype, buf);
                std::printf("%s (%s) %4d passed, %3d refused as documented, %d failed\n", v->name,
                            user_ws ? "user workspace" : "no workspace", c.passed, c.unsupported,
                            c.failed);
                passed += c.passed + c.unsupported;
                failed += c.failed;
                // Without scratch every call is refused; with it, some must run.
                if (user_ws ? c.passed == 0 : c.passed != 0) {
                    std::printf("FAIL: %s ran %d calls with %s\n", v->name, c.passed,
                                user_ws ? "a user workspace" : "no workspace");
                    ++failed;
                }
            }
        }
        tcgemm_destroy(bare);
        CUDA_CHECK(cudaFree(user));
    }

    // k == 0 and alpha == 0: C = beta * C, A and B unread (NULL here).
    for (int dtype = 0; dtype <= 1; ++dtype)
        for (const Scalars ab : {Scalars{1.0f, 0.0f}, Scalars{0.0f, 2.0f}, Scalars{0.0f, 0.0f}}) {
            if (!auto_selected(argc, argv, dtype))
                continue;
            const Host host{(tcgemm_dtype_t)dtype};
            const int m = 37, n = 23, ldc = 29;
            std::vector<double> vals = random_values((size_t)m * ldc, -1, 1);
            if (ab.beta == 0.0f)
                for (double &x : vals)
                    x = NAN;
            const auto bytes = host.encode(vals);
            buf.fit(0, 0, bytes.size(), 0);
            CUDA_CHECK(cudaMemcpy(buf.C, bytes.data(), bytes.size(), cudaMemcpyHostToDevice));
            const int k = ab.alpha == 0.0f ? 5 : 0;
            tcgemm_status_t st =
                dtype == TCGEMM_F16
                    ? tcgemm_hgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k, ab.alpha,
                                   nullptr, 5, nullptr, n, ab.beta, (tcgemm_half_t *)buf.C, ldc)
                    : tcgemm_sgemm(h, TCGEMM_ROW_MAJOR, TCGEMM_OP_N, TCGEMM_OP_N, m, n, k, ab.alpha,
                                   nullptr, 5, nullptr, n, ab.beta, (float *)buf.C, ldc);
            CUDA_CHECK(cudaDeviceSynchronize());
            std::vector<unsigned char> out(bytes.size());
            CUDA_CHECK(cudaMemcpy(out.data(), buf.C, out.size(), cudaMemcpyDeviceToHost));
            long wrong = 0;
            for (int i = 0; i < m; ++i)
                for (int j = 0; j < ldc; ++j) {
                    const size_t at = (size_t)i * ldc + j;
                    const double want = j < n ? (ab.beta == 0.0f ? 0.0 : ab.beta * vals[at])
                                              : host.decode(bytes, at);
                    const double got = host.decode(out, at);
                    const bool same = (std::isnan(want) && std::isnan(got)) ||
                                      std::fabs(got - want) <= 1e-3 * (1 + std::fabs(want));
                    wrong += !same;
                }
            const bool ok = st == TCGEMM_STATUS_SUCCESS && wrong == 0;
            if (!ok)
                std::printf("FAIL quick return %s k=%d alpha=%g beta=%g: %s, %ld wrong\n",
                            dtype == TCGEMM_F16 ? "fp16" : "fp32", k, ab.alpha, ab.beta,
                            tcgemm_status_string(st), wrong);
            (ok ? passed : failed)++;
        }

    if (selected(argc, argv, "sgemm_warptile_streamk"))
        (run_workspace_streams(h, cb) ? passed : failed)++;

    CUBLAS_CHECK(cublasDestroy(cb));
    CUDA_CHECK(cudaStreamDestroy(stream));
    tcgemm_destroy(h);
    std::printf("gpu tests: %d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
