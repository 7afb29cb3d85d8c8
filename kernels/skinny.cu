/* skinny.cu — hgemm_skinny (fp16 in/out, fp32 accumulation) and sgemm_skinny (fp32): the
 * bandwidth-bound path of skinny.cuh for a small M or a small N (<= 48), any K, with a
 * deterministic split-K over the handle's workspace; decode shapes on skinny_decode.cuh's
 * kernel. One template serves both types; the rows differ only in it and in their rates.
 * Measured: docs/06_skinny_and_splitk.md.
 */
#include "skinny_decode.cuh"

namespace {

using namespace tcgemm;

size_t workspace_bytes(const tcgemm_device_t *device)
{
    return skinny::workspace_bytes(device);
}

constexpr const char *kLimits =
    "min(m, n) <= 48 (16-byte loads when the large operand's rows are 16-byte aligned); uses "
    "the handle's workspace for split-K when it has one";

} // namespace

/* auto_tflops: the FLOP rate where the CUDA cores' FMAs bound the path (bench/results/
 * 2026-11-23-h100-skinny): fp16 8 x 4096 x 4096 NN, L-major: 5.9 TFLOPS, 16 rows 8.5 (run3), the
 * decode kernel at 8 rows 9.1 NN, 7.8 NT (run5); fp32 16 x 4096 x 4096: 6.2-10.6 (run3). The
 * tile is 1 x 1: no padding, every block's outputs are real. */
extern "C" const tcgemm_variant_t tcgemm_variant_hgemm_skinny = {
    "hgemm_skinny",
    TCGEMM_F16,
    75,
    8.0f,
    kLimits,
    skinny::supports,
    skinny::launch<__half>,
    1,
    1,
    workspace_bytes,
    nullptr,
    nullptr,
    nullptr,
    skinny::auto_bytes<__half>,
};
extern "C" const tcgemm_variant_t tcgemm_variant_sgemm_skinny = {
    "sgemm_skinny",
    TCGEMM_F32,
    75,
    10.0f,
    kLimits,
    skinny::supports,
    skinny::launch<float>,
    1,
    1,
    workspace_bytes,
    nullptr,
    nullptr,
    nullptr,
    skinny::auto_bytes<float>,
};
