/* tcgemm_algos.h — the list of GEMM variants, included by tcgemm.h.
 *
 * One line per variant: X(ENUM, name) declares the public constant TCGEMM_ALGO_<ENUM> and
 * names the descriptor `tcgemm_variant_<name>` that the variant's kernel file defines. The
 * library's registry, the tests and the bench are all generated from this list, so adding a
 * variant is one kernel file plus one line here.
 *
 * The order fixes the enum values, which are part of the ABI: append, never reorder.
 */
#ifndef TCGEMM_ALGOS_H
#define TCGEMM_ALGOS_H

/* The variants written in plain CUDA C++ and the WMMA API, with no inline PTX, in the form of
 * the full list below (TCGEMM_FOR_EACH_ALGO). A library configured with -DTCGEMM_PORTABLE=ON
 * holds only these, so that a CUDA-compatible toolchain other than NVIDIA's has a chance to
 * compile it (docs/08_portability.md). Its enum is the same; the variants it leaves out answer
 * NOT_SUPPORTED. A new variant is not portable until it is listed here too. */
#define TCGEMM_FOR_EACH_PORTABLE_ALGO(X)                                                           \
    X(HGEMM_NAIVE, hgemm_naive)                                                                    \
    X(SGEMM_NAIVE, sgemm_naive)                                                                    \
    X(HGEMM_WMMA_NAIVE, hgemm_wmma_naive)                                                          \
    X(HGEMM_WMMA_SMEM, hgemm_wmma_smem)                                                            \
    X(SGEMM_SMEM, sgemm_smem)                                                                      \
    X(SGEMM_BLOCKTILE_2D, sgemm_blocktile_2d)                                                      \
    X(SGEMM_VECTORIZED, sgemm_vectorized)                                                          \
    X(SGEMM_WARPTILE, sgemm_warptile)                                                              \
    X(SGEMM_WARPTILE_NBC, sgemm_warptile_nbc)                                                      \
    X(SGEMM_WARPTILE_STREAMK, sgemm_warptile_streamk)                                              \
    X(HGEMM_REPACK, hgemm_repack)                                                                  \
    X(SGEMM_REPACK, sgemm_repack)                                                                  \
    X(HGEMM_SKINNY, hgemm_skinny)                                                                  \
    X(SGEMM_SKINNY, sgemm_skinny)                                                                  \
    X(SGEMM_WARPTILE_STREAMK_64X256, sgemm_warptile_streamk_64x256)                                \
    X(SGEMM_WARPTILE_STREAMK_256X32, sgemm_warptile_streamk_256x32)                                \
    X(SGEMM_WARPTILE_STREAMK_48X256, sgemm_warptile_streamk_48x256)                                \
    X(SGEMM_SPLITK_64X32, sgemm_splitk_64x32)                                                      \
    X(SGEMM_PEEL, sgemm_peel)

#define TCGEMM_FOR_EACH_ALGO(X)                                                                    \
    X(HGEMM_NAIVE, hgemm_naive)                                                                    \
    X(SGEMM_NAIVE, sgemm_naive)                                                                    \
    X(HGEMM_WMMA_NAIVE, hgemm_wmma_naive)                                                          \
    X(HGEMM_WMMA_SMEM, hgemm_wmma_smem)                                                            \
    X(HGEMM_MMA_64X64, hgemm_mma_64x64)                                                            \
    X(HGEMM_MMA_128X128, hgemm_mma_128x128)                                                        \
    X(HGEMM_MMA_128X256, hgemm_mma_128x256)                                                        \
    X(SGEMM_SMEM, sgemm_smem)                                                                      \
    X(SGEMM_BLOCKTILE_2D, sgemm_blocktile_2d)                                                      \
    X(SGEMM_VECTORIZED, sgemm_vectorized)                                                          \
    X(SGEMM_WARPTILE, sgemm_warptile)                                                              \
    X(SGEMM_WARPTILE_NBC, sgemm_warptile_nbc)                                                      \
    X(SGEMM_WARPTILE_ASYNC, sgemm_warptile_async)                                                  \
    X(SGEMM_WARPTILE_STREAMK, sgemm_warptile_streamk)                                              \
    X(HGEMM_WGMMA_128X256, hgemm_wgmma_128x256)                                                    \
    X(HGEMM_WGMMA_128X256_C2, hgemm_wgmma_128x256_c2)                                              \
    X(HGEMM_WGMMA_128X128, hgemm_wgmma_128x128)                                                    \
    X(HGEMM_WGMMA_128X256_C2_SK, hgemm_wgmma_128x256_c2_sk)                                        \
    X(HGEMM_REPACK, hgemm_repack)                                                                  \
    X(SGEMM_REPACK, sgemm_repack)                                                                  \
    X(HGEMM_SKINNY, hgemm_skinny)                                                                  \
    X(SGEMM_SKINNY, sgemm_skinny)                                                                  \
    X(HGEMM_WGMMA_64X64, hgemm_wgmma_64x64)                                                        \
    X(SGEMM_WARPTILE_STREAMK_64X256, sgemm_warptile_streamk_64x256)                                \
    X(SGEMM_WARPTILE_STREAMK_256X32, sgemm_warptile_streamk_256x32)                                \
    X(SGEMM_WARPTILE_STREAMK_48X256, sgemm_warptile_streamk_48x256)                                \
    X(SGEMM_SPLITK_64X32, sgemm_splitk_64x32)                                                      \
    X(SGEMM_PEEL, sgemm_peel)                                                                      \
    X(HGEMM_MMA_SHIFTED_64X64, hgemm_mma_shifted_64x64)                                            \
    X(HGEMM_WGMMA_128X64, hgemm_wgmma_128x64)                                                      \
    X(HGEMM_WGMMA_128X192, hgemm_wgmma_128x192)                                                    \
    X(HGEMM_WGMMA_192X192, hgemm_wgmma_192x192)                                                    \
    X(HGEMM_WGMMA_192X192_C2, hgemm_wgmma_192x192_c2)

#endif
