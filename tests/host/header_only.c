/* Compiled alone as C99 and as C++ by ctest (host.header_c99, host.header_cxx): the public
 * header must stand on its own, warning-free, in both languages. */
#include "tcgemm.h"

int main(void)
{
    tcgemm_handle_t handle = 0;
    tcgemm_algo_t algo = TCGEMM_ALGO_AUTO;
    tcgemm_half_t one = tcgemm_float_to_half(1.0f);
    (void)handle;
    return (int)algo + (tcgemm_half_to_float(one) == 1.0f ? 0 : 1);
}
