/* hgemm_wgmma.cu — hgemm_wgmma_128x256, hgemm_wgmma_128x256_c2, hgemm_wgmma_128x128: the Hopper
 * fp16 GEMM (fp32 accumulate), TMA + wgmma + warp specialization on a persistent grid. sm_90a.
 *
 * Idea: what chapter 4 found limits mma.sync on an H100 is energy, not issue slots: every
 * operand passes through registers (ldmatrix) and every k-step is a warp instruction, and the
 * board's 700 W cap pulls the clock down. On Hopper the copy engine (TMA) moves whole tiles
 * global -> shared memory with no thread involved, and wgmma multiplies a 64 x N x 16 block
 * per warpgroup instruction reading A and B straight from shared memory. So a block is split by
 * role (warp specialization): one producer warpgroup whose single thread issues TMA copies into
 * a ring of `Stages` shared-memory stages, and two consumer warpgroups that only issue wgmma,
 * each on 64 rows of the 128 x BN block tile, with the fp32 accumulators in registers
 * (setmaxnreg moves registers from the producer to them). Full/empty mbarriers per stage hand
 * stages back and forth; the TMA's byte count completes the full barrier. The grid is
 * persistent (one block per SM) and walks C's tiles in groups of 8 tile-rows so that the tiles
 * running together share A and B in L2; while the consumers run a tile's epilogue the producer
 * is already loading the next tile's stages. With a cluster of 2 (`_c2`) the two blocks of a
 * cluster compute vertically adjacent tiles and each fetches half of the shared B tile for both
 * (TMA multicast): a third less L2 traffic per flop.
 *
 * Layouts: all four transpose pairs run the same loop. A K-major operand (A not transposed, B
 * transposed) lands as 64-half rows along k; an MN-major one (A transposed, B not) as 64-half
 * rows along m or n; both with 128-byte swizzle, in 64 x 64 boxes; the wgmma descriptors and
 * its transpose bits say which (hopper.cuh). Ragged m, n, k: TMA zero-fills boxes past the
 * edge, so every k-block is full; the epilogue's stores are predicated. beta == 0 never reads C.
 *
 * Tiles (BM x BN x BK, stages, cluster): 128x256x64, 4, 1; 128x256x64, 4, 2; 128x128x64, 6, 1.
 * Improves on: hgemm_mma_* (mma.sync + ldmatrix + cp.async; 56-62% of cuBLAS on the H100).
 * Limits: compute capability 9.0 exactly (sm_90a code); lda and ldb multiples of 8 halves and
 * A, B 16-byte aligned (TMA); C: any alignment and ldc.
 */
#include <limits.h>

#include <cudaTypedefs.h> /* PFN_cuTensorMapEncodeTiled */

#include "common.cuh"
#include "hopper.cuh"

namespace {

using namespace tcgemm::sm90;

constexpr int kBK = 64;                    /* halves per k-block: one 128-byte swizzle row */
constexpr int kBox = 64;                   /* every TMA box is 64 x 64 halves */
constexpr int kBoxBytes = kBox * kBox * 2; /* 8 KB */
constexpr int kGroupRows = 8;              /* tile-rows per group of the persistent tile order */

template <int BN_, int Stages_, int ClusterM_>
struct Config {
    static constexpr int BM = 128, BN = BN_, Stages = Stages_, ClusterM = ClusterM_;
    static constexpr int kConsumers = 2; /* warpgroups, each owning 64 rows x BN of the tile */
    static constexpr int kThreads = 128 * (1 + kConsumers);
    static constexpr int kABytes = BM * kBK * 2, kBBytes = BN * kBK * 2;
    static constexpr int kStageBytes = kABytes + kBBytes;
    /* The ring, its full and empty barriers, and room to align the ring to 1024 bytes. */
    static constexpr size_t kSmemBytes = (size_t)Stages * kStageBytes + 2 * Stages * 8 + 1024;
    static constexpr int kAcc = BN / 2; /* fp32 accumulators per consumer thread: 64 x BN / 128 */
    /* Every consumer warp of every CTA of the cluster frees a stage (a multicast writes into the
     * peer's stage too, so a producer waits for both CTAs' consumers). */
    static constexpr unsigned kEmptyArrivals = kConsumers * 4 * ClusterM;
    static_assert(BN % (kBox * ClusterM) == 0, "each CTA of a cluster loads whole boxes of B");
    static_assert(BM == kConsumers * 64, "one 64-row wgmma slab per consumer warpgroup");
};

struct Params {
    int m, n, k;
    int tiles_m, tiles_n;
    float alpha, beta;
    __half *C;
    int64_t ldc;
    bool c_pairs; /* C's rows allow 4-byte half2 stores */
};

/* The tile a cluster works on for its `unit`-th piece of work: units are ClusterM tiles stacked
 * along m, numbered in groups of kGroupRows unit-rows, m fastest within a group. */
struct TileCoord {
    int m0, n0;
};
__device__ __forceinline__ TileCoord tile_of(int unit, int units_m, int tiles_n, int rank,
                                             int cluster_m, int bm, int bn)
{
    const int group_units = kGroupRows * tiles_n;
    const int first = unit / group_units * kGroupRows;
    const int rows = min(kGroupRows, units_m - first);
    const int in_group = unit % group_units;
    const int um = first + in_group % rows, un = in_group / rows;
    return {(um * cluster_m + rank) * bm, un * bn};
}

template <int N, int AMn, int BMn>
__device__ __forceinline__ void wgmma_step(float (&acc)[N / 2], uint64_t da, uint64_t db,
                                           int accumulate)
{
    if constexpr (N == 256)
        wgmma_m64n256k16<AMn, BMn>(acc, da, db, accumulate);
    else
        wgmma_m64n128k16<AMn, BMn>(acc, da, db, accumulate);
}

/* The descriptor of k step kk (16 halves) of a tile of 64-half swizzled rows: along a K-major
 * row that is 32 bytes on; an MN-major tile moves 16 rows (2 KB) down. */
template <int MnMajor>
__device__ __forceinline__ uint64_t operand_descriptor(const unsigned char *tile, int kk)
{
    return MnMajor ? smem_descriptor(tile + kk * 16 * 128, kBoxBytes, 1024)
                   : smem_descriptor(tile + kk * 32, 16, 1024);
}

/* AMn / BMn: A (B) is MN-major in memory, i.e. the call has trans_a (resp. not trans_b). */
template <class Cfg, int AMn, int BMn>
__global__ void __launch_bounds__(Cfg::kThreads, 1)
    hgemm_wgmma_kernel(const __grid_constant__ CUtensorMap map_a,
                       const __grid_constant__ CUtensorMap map_b, const Params p)
{
    extern __shared__ unsigned char smem_raw[];
    /* The swizzle pattern is a function of the shared address: the ring starts at 1024 B. */
    unsigned char *ring = smem_raw + ((1024 - (smem_addr(smem_raw) & 1023)) & 1023);
    uint64_t *full = reinterpret_cast<uint64_t *>(ring + (size_t)Cfg::Stages * Cfg::kStageBytes);
    uint64_t *empty = full + Cfg::Stages;

    const int warpgroup = threadIdx.x / 128;
    const int rank = Cfg::ClusterM > 1 ? (int)cluster_cta_rank() : 0;
    if (threadIdx.x == 0) {
        for (int s = 0; s < Cfg::Stages; ++s) {
            mbar_init(&full[s], 1);
            mbar_init(&empty[s], Cfg::kEmptyArrivals);
        }
        mbar_fence_init();
    }
    /* A peer's multicast or arrival may target this CTA's barriers: all must exist first. */
    if constexpr (Cfg::ClusterM > 1)
        cluster_sync();
    else
        __syncthreads();

    const int units_m = tcgemm::ceil_div(p.tiles_m, Cfg::ClusterM);
    const int units = units_m * p.tiles_n;
    const int cluster = blockIdx.x / Cfg::ClusterM, clusters = gridDim.x / Cfg::ClusterM;
    const int kblocks = tcgemm::ceil_div(p.k, kBK);

    if (warpgroup == 0) {
        /* Producer: one thread issues every copy; the other 127 only give registers away. */
        setmaxnreg_dec<40>();
        if (threadIdx.x == 0) {
            tma_prefetch_descriptor(&map_a);
            tma_prefetch_descriptor(&map_b);
            int s = 0;
            unsigned phase = 0;
            for (int unit = cluster; unit < units; unit += clusters) {
                const TileCoord t =
                    tile_of(unit, units_m, p.tiles_n, rank, Cfg::ClusterM, Cfg::BM, Cfg::BN);
                for (int kb = 0; kb < kblocks; ++kb) {
                    mbar_wait(&empty[s], phase ^ 1);
                    mbar_arrive_expect_tx(&full[s], Cfg::kStageBytes);
                    unsigned char *a = ring + (size_t)s * Cfg::kStageBytes;
                    unsigned char *b = a + Cfg::kABytes;
                    const int k0 = kb * kBK;
#pragma unroll
                    for (int j = 0; j < Cfg::BM / kBox; ++j) {
                        const int mn = t.m0 + j * kBox;
                        tma_load_2d(a + j * kBoxBytes, &map_a, &full[s], AMn ? mn : k0,
                                    AMn ? k0 : mn);
                    }
                    /* B: this CTA's share of the boxes, delivered to every CTA of the cluster. */
                    constexpr int kShare = Cfg::BN / kBox / Cfg::ClusterM;
#pragma unroll
                    for (int j = rank * kShare; j < (rank + 1) * kShare; ++j) {
                        const int mn = t.n0 + j * kBox;
                        if constexpr (Cfg::ClusterM > 1)
                            tma_load_2d_multicast(b + j * kBoxBytes, &map_b, &full[s],
                                                  BMn ? mn : k0, BMn ? k0 : mn,
                                                  (1 << Cfg::ClusterM) - 1);
                        else
                            tma_load_2d(b + j * kBoxBytes, &map_b, &full[s], BMn ? mn : k0,
                                        BMn ? k0 : mn);
                    }
                    if (++s == Cfg::Stages) {
                        s = 0;
                        phase ^= 1;
                    }
                }
            }
        }
    } else {
        /* Consumers: warpgroup c computes rows [64c, 64c + 64) of the tile. */
        setmaxnreg_inc<232>();
        const int c = warpgroup - 1;
        const int warp = threadIdx.x / 32 % 4, lane = threadIdx.x % 32;
        float acc[Cfg::kAcc];
        int s = 0;
        unsigned phase = 0;
        /* Frees a stage: every warp's lane 0, once the warp's wgmmas reading it are done. */
        auto release = [&](int stage) {
            if (lane == 0) {
#pragma unroll
                for (int r = 0; r < Cfg::ClusterM; ++r)
                    mbar_arrive_cluster(&empty[stage], r);
            }
        };
        for (int unit = cluster; unit < units; unit += clusters) {
            const TileCoord t =
                tile_of(unit, units_m, p.tiles_n, rank, Cfg::ClusterM, Cfg::BM, Cfg::BN);
            int previous = 0;
            for (int kb = 0; kb < kblocks; ++kb) {
                mbar_wait(&full[s], phase);
                const unsigned char *a = ring + (size_t)s * Cfg::kStageBytes + c * kBoxBytes;
                const unsigned char *b = ring + (size_t)s * Cfg::kStageBytes + Cfg::kABytes;
                wgmma_fence();
#pragma unroll
                for (int kk = 0; kk < kBK / 16; ++kk)
                    wgmma_step<Cfg::BN, AMn, BMn>(acc, operand_descriptor<AMn>(a, kk),
                                                  operand_descriptor<BMn>(b, kk), kb | kk);
                wgmma_commit();
                /* One group stays in flight: the one before it has finished with its stage. */
                if (kb > 0) {
                    wgmma_wait<1>();
                    release(previous);
                }
                previous = s;
                if (++s == Cfg::Stages) {
                    s = 0;
                    phase ^= 1;
                }
            }
            wgmma_wait<0>();
            fence_registers(acc);
            release(previous);

            /* Epilogue straight from the accumulators. Lane l of warp w holds, for each 8-column
             * group j, columns 8j + 2(l % 4) + {0, 1} of rows 16w + l / 4 (acc[4j], acc[4j + 1])
             * and 16w + l / 4 + 8 (acc[4j + 2], acc[4j + 3]). */
            const int col0 = t.n0 + lane % 4 * 2;
#pragma unroll
            for (int h = 0; h < 2; ++h) {
                const int row = t.m0 + c * 64 + warp * 16 + lane / 4 + h * 8;
                if (row >= p.m)
                    continue;
                __half *crow = p.C + row * p.ldc;
#pragma unroll
                for (int j = 0; j < Cfg::BN / 8; ++j) {
                    const int col = col0 + j * 8;
                    const float v0 = p.alpha * acc[4 * j + 2 * h];
                    const float v1 = p.alpha * acc[4 * j + 2 * h + 1];
                    if (p.c_pairs && col + 1 < p.n) {
                        __half2 *dst = reinterpret_cast<__half2 *>(crow + col);
                        float2 out = make_float2(v0, v1);
                        if (p.beta != 0.0f) {
                            const float2 old = __half22float2(*dst);
                            out.x += p.beta * old.x;
                            out.y += p.beta * old.y;
                        }
                        *dst = __float22half2_rn(out);
                    } else {
                        if (col < p.n)
                            crow[col] = __float2half_rn(
                                p.beta != 0.0f ? v0 + p.beta * __half2float(crow[col]) : v0);
                        if (col + 1 < p.n)
                            crow[col + 1] = __float2half_rn(
                                p.beta != 0.0f ? v1 + p.beta * __half2float(crow[col + 1]) : v1);
                    }
                }
            }
        }
    }
    /* No CTA may leave while a peer can still multicast into it or arrive on its barriers. */
    if constexpr (Cfg::ClusterM > 1)
        cluster_sync();
}

/* ---- host side ------------------------------------------------------------------------- */

/* cuTensorMapEncodeTiled is a driver function: reached through the runtime so that the
 * library links the CUDA runtime alone. Looked up once. */
PFN_cuTensorMapEncodeTiled_v12000 tensor_map_encoder()
{
    static const PFN_cuTensorMapEncodeTiled_v12000 encode = [] {
        void *fn = nullptr;
        cudaDriverEntryPointQueryResult found;
        if (cudaGetDriverEntryPointByVersion("cuTensorMapEncodeTiled", &fn, 12000,
                                             cudaEnableDefault, &found) != cudaSuccess ||
            found != cudaDriverEntryPointSuccess) {
            cudaGetLastError();
            fn = nullptr;
        }
        return reinterpret_cast<PFN_cuTensorMapEncodeTiled_v12000>(fn);
    }();
    return encode;
}

/* A row-major operand of `rows` rows of `cols` halves, ld apart, read in 64 x 64 boxes with
 * 128-byte swizzle; boxes past its edges arrive zero-filled. */
bool encode_operand(CUtensorMap *map, const void *base, int rows, int cols, int ld)
{
    const PFN_cuTensorMapEncodeTiled_v12000 encode = tensor_map_encoder();
    if (!encode)
        return false;
    const cuuint64_t dims[2] = {(cuuint64_t)cols, (cuuint64_t)rows};
    const cuuint64_t strides[1] = {(cuuint64_t)ld * sizeof(__half)};
    const cuuint32_t box[2] = {kBox, kBox};
    const cuuint32_t element_strides[2] = {1, 1};
    return encode(map, CU_TENSOR_MAP_DATA_TYPE_FLOAT16, 2, const_cast<void *>(base), dims, strides,
                  box, element_strides, CU_TENSOR_MAP_INTERLEAVE_NONE, CU_TENSOR_MAP_SWIZZLE_128B,
                  CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
                  CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE) == CUDA_SUCCESS;
}

template <class Cfg>
int grid_blocks(const tcgemm_problem_t *p)
{
    const int units = tcgemm::ceil_div(tcgemm::ceil_div(p->m, Cfg::BM), Cfg::ClusterM) *
                      tcgemm::ceil_div(p->n, Cfg::BN);
    const int clusters = p->device->num_sms / Cfg::ClusterM;
    return (units < clusters ? units : clusters) * Cfg::ClusterM;
}

template <class Cfg, int AMn, int BMn>
cudaError_t launch_layout(const tcgemm_problem_t *p, const CUtensorMap &map_a,
                          const CUtensorMap &map_b, const Params &params)
{
    constexpr auto kernel = hgemm_wgmma_kernel<Cfg, AMn, BMn>;
    cudaError_t err = tcgemm::opt_in_shared_memory<kernel>(Cfg::kSmemBytes, p);
    if (err != cudaSuccess)
        return err;
    cudaLaunchConfig_t config = {};
    config.gridDim = dim3(grid_blocks<Cfg>(p));
    config.blockDim = dim3(Cfg::kThreads);
    config.dynamicSmemBytes = Cfg::kSmemBytes;
    config.stream = p->stream;
    cudaLaunchAttribute cluster;
    cluster.id = cudaLaunchAttributeClusterDimension;
    cluster.val.clusterDim.x = Cfg::ClusterM;
    cluster.val.clusterDim.y = 1;
    cluster.val.clusterDim.z = 1;
    config.attrs = &cluster;
    config.numAttrs = 1;
    return cudaLaunchKernelEx(&config, kernel, map_a, map_b, params);
}

template <class Cfg>
cudaError_t launch(const tcgemm_problem_t *p)
{
    /* op(A) is m x k: stored m rows of k (K-major) or, transposed, k rows of m (MN-major);
     * op(B) is k x n: k rows of n (MN-major) or, transposed, n rows of k (K-major). */
    CUtensorMap map_a, map_b;
    if (!encode_operand(&map_a, p->A, p->trans_a ? p->k : p->m, p->trans_a ? p->m : p->k, p->lda) ||
        !encode_operand(&map_b, p->B, p->trans_b ? p->n : p->k, p->trans_b ? p->k : p->n, p->ldb))
        return cudaErrorInvalidValue;
    Params params;
    params.m = p->m;
    params.n = p->n;
    params.k = p->k;
    params.tiles_m = tcgemm::ceil_div(p->m, Cfg::BM);
    params.tiles_n = tcgemm::ceil_div(p->n, Cfg::BN);
    params.alpha = p->alpha;
    params.beta = p->beta;
    params.C = static_cast<__half *>(p->C);
    params.ldc = p->ldc;
    params.c_pairs = tcgemm::aligned_to(p->C, 4) && p->ldc % 2 == 0;
    if (p->trans_a)
        return p->trans_b ? launch_layout<Cfg, 1, 0>(p, map_a, map_b, params)
                          : launch_layout<Cfg, 1, 1>(p, map_a, map_b, params);
    return p->trans_b ? launch_layout<Cfg, 0, 0>(p, map_a, map_b, params)
                      : launch_layout<Cfg, 0, 1>(p, map_a, map_b, params);
}

template <class Cfg>
const char *supports(const tcgemm_problem_t *p)
{
    if (p->device->sm != 90)
        return "needs compute capability 9.0 exactly (sm_90a machine code: wgmma, setmaxnreg)";
    if (p->lda % 8 || p->ldb % 8)
        return "lda and ldb must be multiples of 8 halves (TMA needs 16-byte row strides)";
    if (!tcgemm::aligned_to(p->A, 16) || !tcgemm::aligned_to(p->B, 16))
        return "A and B must be 16-byte aligned (TMA)";
    if (Cfg::kSmemBytes > p->device->smem_optin)
        return "its shared-memory ring is larger than this device's per-block opt-in limit";
    if ((int64_t)tcgemm::ceil_div(p->m, Cfg::BM) * tcgemm::ceil_div(p->n, Cfg::BN) > INT_MAX ||
        p->k > INT_MAX - kBK)
        return "m/128 * n/BN must fit an int and k must be below 2^31 - 64";
    return nullptr;
}

constexpr const char *kLimits =
    "compute capability 9.0 (sm_90a); lda and ldb multiples of 8 halves, A and B 16-byte aligned "
    "(TMA); C any alignment";

using Wide = Config<256, 4, 1>;
using WideCluster = Config<256, 4, 2>;
using Square = Config<128, 6, 1>;

} // namespace

/* AUTO: estimates to be replaced by the bench's measured 4096^3 medians. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256 = {
    "hgemm_wgmma_128x256", TCGEMM_F16, 90,       650.0f,  kLimits, supports<Wide>,
    launch<Wide>,          Wide::BM,   Wide::BN, nullptr, nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x256_c2 = {
    "hgemm_wgmma_128x256_c2",
    TCGEMM_F16,
    90,
    660.0f,
    kLimits,
    supports<WideCluster>,
    launch<WideCluster>,
    WideCluster::BM,
    WideCluster::BN,
    nullptr,
    nullptr,
};
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_wgmma_128x128 = {
    "hgemm_wgmma_128x128", TCGEMM_F16, 90,         600.0f,  kLimits, supports<Square>,
    launch<Square>,        Square::BM, Square::BN, nullptr, nullptr,
};
