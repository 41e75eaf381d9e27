#ifndef MASTHEAD_CMALLOC_SHIM_H
#define MASTHEAD_CMALLOC_SHIM_H

#include <malloc.h>

/* glibc's malloc tuning, which Swift's Glibc module does not import. */

/* Returns the free memory of every malloc arena to the system (malloc_trim(0)); 1 when some was returned. */
static inline int masthead_malloc_trim(void) {
    return malloc_trim(0);
}

#endif
