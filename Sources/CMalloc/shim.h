#ifndef MASTHEAD_CMALLOC_SHIM_H
#define MASTHEAD_CMALLOC_SHIM_H

#include <malloc.h>

/* glibc's malloc tuning, which Swift's Glibc module does not import.
   Fixes the size from which blocks are mapped on their own (and unmapped when freed) at glibc's default of 128 KiB.
   Left alone, glibc raises that size each time such a block is freed, up to 32 MiB, and serves later large blocks
   from its heap instead, where the holes they leave keep resident memory high. Returns 1 on success, 0 on failure
   (mallopt's convention). */
static inline int masthead_malloc_fix_mmap_threshold(void) {
    return mallopt(M_MMAP_THRESHOLD, 128 * 1024);
}

#endif
