/* internal.h — hooks the host tests use to drive the real API without a GPU. Not installed. */
#ifndef TCGEMM_INTERNAL_H
#define TCGEMM_INTERNAL_H

#include "variant.h"

#ifdef __cplusplus
extern "C" {
#endif

/* A handle for a described device instead of the current one: lets argument checks, variant
 * limits and AUTO's choice be tested on a machine with no GPU. */
tcgemm_status_t tcgemm_internal_create_for_device(tcgemm_handle_t *handle,
                                                  const tcgemm_device_t *device);
/* How many kernels the handle has enqueued: a rejected call must leave it unchanged. */
unsigned long tcgemm_internal_launch_count(tcgemm_handle_t handle);
/* The share of the device's SMs a variant keeps busy on a problem, as AUTO estimates it. */
double tcgemm_internal_busy_share(const tcgemm_variant_t *v, const tcgemm_problem_t *problem);
/* The bytes of A, B and C a call moves once each (C twice when beta reads it). */
double tcgemm_internal_operand_bytes(const tcgemm_problem_t *problem);
/* The streaming rate AUTO charges a device's bytes at: its peak DRAM rate from the memory clock
 * (kHz) and bus width (bits), in the proportion a device-to-device copy reached on the reference
 * H100 (api.c). 0 where either is unknown. */
double tcgemm_internal_stream_rate(int memory_khz, int bus_bits);
/* The device's rate, or the reference H100's where it is unknown: every bandwidth of AUTO's
 * model, fitted on that H100, is a share of it. */
double tcgemm_internal_bytes_per_s(const tcgemm_device_t *device);
/* AUTO's estimate of a variant's time on a problem, in seconds (api.c states the model). */
double tcgemm_internal_auto_seconds(const tcgemm_variant_t *v, const tcgemm_problem_t *problem);
/* The variant AUTO's model picks for a normalised problem on a device, or NULL. */
const tcgemm_variant_t *tcgemm_internal_choose_auto(const tcgemm_problem_t *problem);
/* The same through this thread's remembered choices, as a call of the API and the variants that
 * run others (the repack, the peel) take it. */
const tcgemm_variant_t *tcgemm_internal_select_auto(const tcgemm_problem_t *problem);

#ifdef __cplusplus
}
#endif

#endif
