#ifndef C_HEAP_STATISTICS_H
#define C_HEAP_STATISTICS_H

#include <stddef.h>

/// Bytes the allocator has handed out and not yet taken back, in the whole process
/// (glibc's mallinfo2, or the default zone's statistics on Apple platforms).
size_t heap_statistics_live_bytes(void);

#endif
