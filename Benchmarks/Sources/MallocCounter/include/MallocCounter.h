#ifndef MALLOC_COUNTER_H
#define MALLOC_COUNTER_H

#include <stdint.h>

/// The number of allocations (malloc, calloc, realloc, aligned allocations) since the process
/// started. Relaxed atomic reads: the benchmarks read it from the thread that allocates.
uint64_t malloc_counter_allocations(void);

#endif
