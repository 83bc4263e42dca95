#include "CHeapStatistics.h"

#if defined(__APPLE__)
#include <malloc/malloc.h>

size_t heap_statistics_live_bytes(void) {
    malloc_statistics_t statistics;
    malloc_zone_statistics(NULL, &statistics);
    return statistics.size_in_use;
}
#elif defined(__linux__)
#include <malloc.h>

size_t heap_statistics_live_bytes(void) {
    // In-use bytes of every arena, plus the large blocks glibc maps directly.
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t heap_statistics_live_bytes(void) { return 0; }
#endif
