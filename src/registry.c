/* registry.c — the one table of variants, generated from include/tcgemm_algos.h. */
#include "variant.h"

#define TCGEMM_REGISTRY_ROW(id, name) [TCGEMM_ALGO_##id] = &tcgemm_variant_##name,
static const tcgemm_variant_t *const registry[TCGEMM_ALGO_COUNT] = {
    TCGEMM_FOR_EACH_ALGO(TCGEMM_REGISTRY_ROW)};
#undef TCGEMM_REGISTRY_ROW

const tcgemm_variant_t *tcgemm_variant(tcgemm_algo_t algo)
{
    if ((int)algo <= TCGEMM_ALGO_AUTO || algo >= TCGEMM_ALGO_COUNT)
        return NULL;
    return registry[algo];
}
