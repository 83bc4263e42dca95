// Maps a new log chunk's pages in one system call instead of one page fault per
// 4 KiB as the log first writes them: on a virtual machine a fault costs about as
// much as a hundred logged calls (see the Performance article).
#if defined(__linux__)
#define _GNU_SOURCE
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "CScoutAtomics.h"

#if defined(__linux__)
// Linux 5.14; older kernels answer EINVAL, and the pages fault in as before.
#ifndef MADV_POPULATE_WRITE
#define MADV_POPULATE_WRITE 23
#endif

int cscout_prefault(void *start, size_t bytes) {
    static long cached_page;
    long page = __atomic_load_n(&cached_page, __ATOMIC_RELAXED);
    if (page == 0) {
        page = sysconf(_SC_PAGESIZE);
        if (page <= 0) return 0;
        __atomic_store_n(&cached_page, page, __ATOMIC_RELAXED);
    }
    // Only whole pages inside the chunk: the pages it shares with its neighbours
    // are the allocator's, and already mapped.
    uintptr_t mask = (uintptr_t)page - 1;
    uintptr_t first = ((uintptr_t)start + mask) & ~mask;
    uintptr_t end = ((uintptr_t)start + bytes) & ~mask;
    if (end <= first) return 0;
    return madvise((void *)first, end - first, MADV_POPULATE_WRITE) == 0;
}
#else
int cscout_prefault(void *start, size_t bytes) {
    (void)start;
    (void)bytes;
    return 0;
}
#endif
