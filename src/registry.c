/* registry.c — the one table of variants, generated from include/tcgemm_algos.h. */
#include "variant.h"

/* A portable build (CMake's TCGEMM_PORTABLE) compiles only the kernels without inline PTX: its
 * table holds the portable rows, and the other enum values stay NULL. */
#ifdef TCGEMM_PORTABLE
#define TCGEMM_FOR_EACH_BUILT_ALGO TCGEMM_FOR_EACH_PORTABLE_ALGO
#else
#define TCGEMM_FOR_EACH_BUILT_ALGO TCGEMM_FOR_EACH_ALGO
#endif

#define TCGEMM_REGISTRY_ROW(id, name) [TCGEMM_ALGO_##id] = &tcgemm_variant_##name,
static const tcgemm_variant_t *const registry[TCGEMM_ALGO_COUNT] = {
    TCGEMM_FOR_EACH_BUILT_ALGO(TCGEMM_REGISTRY_ROW)};
#undef TCGEMM_REGISTRY_ROW

#define TCGEMM_NAME_ROW(id, name) [TCGEMM_ALGO_##id] = #name,
static const char *const names[TCGEMM_ALGO_COUNT] = {[TCGEMM_ALGO_AUTO] = "auto",
                                                     TCGEMM_FOR_EACH_ALGO(TCGEMM_NAME_ROW)};
#undef TCGEMM_NAME_ROW

const tcgemm_variant_t *tcgemm_variant(tcgemm_algo_t algo)
{
    if ((int)algo <= TCGEMM_ALGO_AUTO || algo >= TCGEMM_ALGO_COUNT)
        return NULL;
    return registry[algo];
}

const char *tcgemm_variant_name(tcgemm_algo_t algo)
{
    if ((int)algo < TCGEMM_ALGO_AUTO || algo >= TCGEMM_ALGO_COUNT)
        return NULL;
    return names[algo];
}

const char *tcgemm_variant_not_built(void)
{
#ifdef TCGEMM_PORTABLE
    return "not in this build of tcgemm, which was configured with TCGEMM_PORTABLE=ON: it keeps "
           "only the variants in plain CUDA C++ and the WMMA API, without inline PTX";
#else
    return "not in this build of tcgemm";
#endif
}
