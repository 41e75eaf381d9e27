#ifndef MASTHEAD_CMALLOC_SHIM_H
#define MASTHEAD_CMALLOC_SHIM_H

#include <malloc.h>

/* glibc's malloc tuning, which Swift's Glibc module does not import. */

/* Returns the free memory of every malloc arena to the system (malloc_trim(0)); 1 when some was returned. */
static inline int masthead_malloc_trim(void) {
    return malloc_trim(0);
}

/* Serves every block of at least `bytes` from a mapping of its own, unmapped as soon as it is freed, and trims a
   heap whose free top exceeds `trim` bytes (M_MMAP_THRESHOLD and M_TRIM_THRESHOLD; fixing them stops glibc from
   raising both as mapped blocks are freed). 1 when both were set. */
static inline int masthead_malloc_map_blocks_from(int bytes, int trim) {
    return mallopt(M_MMAP_THRESHOLD, bytes) == 1 && mallopt(M_TRIM_THRESHOLD, trim) == 1;
}

/* The bytes malloc holds in blocks mapped on their own (mallinfo2's hblkhd). */
static inline size_t masthead_malloc_mapped_bytes(void) {
    return mallinfo2().hblkhd;
}

#endif
