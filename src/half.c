/* half.c — IEEE binary16 <-> binary32 on the host, so plain C programs can fill matrices. */
#include <string.h>

#include "tcgemm.h"

static uint32_t float_bits(float f)
{
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

static float bits_float(uint32_t u)
{
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

tcgemm_half_t tcgemm_float_to_half(float value)
{
    const uint32_t u = float_bits(value);
    const uint16_t sign = (uint16_t)((u >> 16) & 0x8000u);
    const uint32_t abs = u & 0x7fffffffu;
    if (abs >= 0x7f800000u) /* inf stays inf; NaN keeps its top payload bits and stays quiet */
        return (tcgemm_half_t)(sign | 0x7c00u |
                               (abs > 0x7f800000u ? 0x200u | ((abs >> 13) & 0x3ffu) : 0));
    if (abs >= 0x477ff000u) /* rounds to >= 65520: overflow */
        return (tcgemm_half_t)(sign | 0x7c00u);
    if (abs < 0x38800000u) { /* below 2^-14: a subnormal half, or zero */
        const uint32_t exponent = abs >> 23;
        if (exponent < 102) /* below 2^-25: rounds to zero */
            return sign;
        /* value * 2^24 is the subnormal half's mantissa: shift the float's 24-bit significand
         * right by 126 - exponent (14..24 bits) and round to nearest even. */
        const uint32_t significand = (abs & 0x7fffffu) | 0x800000u;
        const uint32_t shift = 126u - exponent;
        uint32_t h = significand >> shift;
        const uint32_t rest = significand & ((1u << shift) - 1u);
        const uint32_t halfway = 1u << (shift - 1u);
        if (rest > halfway || (rest == halfway && (h & 1u)))
            ++h; /* may carry into the smallest normal, which is right */
        return (tcgemm_half_t)(sign | h);
    }
    /* Normal: rebias the exponent, then round the 13 dropped mantissa bits to nearest even. */
    uint32_t h = ((abs - 0x38000000u) >> 13);
    const uint32_t rest = abs & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u)))
        ++h; /* a carry into the exponent is the correct result, up to inf */
    return (tcgemm_half_t)(sign | h);
}

float tcgemm_half_to_float(tcgemm_half_t value)
{
    const uint32_t sign = (uint32_t)(value & 0x8000u) << 16;
    const uint32_t exponent = (value >> 10) & 0x1fu;
    const uint32_t mantissa = value & 0x3ffu;
    if (exponent == 0x1fu) /* inf, or NaN with its payload */
        return bits_float(sign | 0x7f800000u | (mantissa << 13));
    if (exponent == 0) { /* zero or subnormal: mantissa * 2^-24, exact in float */
        const float magnitude = (float)mantissa * (1.0f / 16777216.0f);
        return sign ? -magnitude : magnitude;
    }
    return bits_float(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

void tcgemm_floats_to_halves(const float *src, tcgemm_half_t *dst, size_t count)
{
    for (size_t i = 0; i < count; ++i)
        dst[i] = tcgemm_float_to_half(src[i]);
}

void tcgemm_halves_to_floats(const tcgemm_half_t *src, float *dst, size_t count)
{
    for (size_t i = 0; i < count; ++i)
        dst[i] = tcgemm_half_to_float(src[i]);
}
