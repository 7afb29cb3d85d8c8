/* sgemm_skinny.cu — sgemm_skinny: the bandwidth-bound path of skinny.cuh for fp32:
 * a small M or a small N (<= 48), any K, deterministic split-K over the handle's workspace;
 * decode shapes on skinny_decode.cuh's kernel. Measured: see docs/06_skinny_and_splitk.md.
 */
#include "skinny_decode.cuh"

namespace {

using namespace tcgemm;

size_t workspace_bytes(const tcgemm_device_t *device)
{
    return skinny::workspace_bytes(device);
}

} // namespace

extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny = {
    "sgemm_skinny",
    TCGEMM_F32,
    75,
    /* Its FLOP rate where the CUDA cores' FMAs bound it (fp32 16 x 4096 x 4096: 6.2-10.6 TFLOPS,
     * bench/results/2026-11-23-h100-skinny/run3). */
    10.0f,
    "min(m, n) <= 48 (16-byte loads when the large operand's rows are 16-byte aligned); uses "
    "the handle's workspace for split-K when it has one",
    skinny::supports,
    skinny::launch<float>,
    1, /* no padding: every block's outputs are real */
    1,
    workspace_bytes,
    nullptr,
    nullptr,
    nullptr,
    skinny::auto_bytes<float>,
};
