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

#define TCGEMM_FOR_EACH_ALGO(X) \
    X(HGEMM_NAIVE, hgemm_naive) \
    X(SGEMM_NAIVE, sgemm_naive)

#endif
