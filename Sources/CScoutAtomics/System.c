// The few system calls the library makes, behind functions of its own: on Linux no
// Swift file of ScoutLowLevel or ScoutCore then imports Glibc, whose hundreds of
// submodules a clean debug build would otherwise index before any file of ScoutCore
// compiles (`SystemImportsTests` keeps it so).
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "CScoutAtomics.h"

uintptr_t cscout_thread_id(void) {
    return (uintptr_t)pthread_self();
}

intptr_t cscout_write(int descriptor, const void *bytes, size_t count) {
    return (intptr_t)write(descriptor, bytes, count);
}

int cscout_at_exit(void (*body)(void)) {
    return atexit(body);
}

void cscout_flush_and_exit(int status) {
    fflush(NULL);
    _exit(status);
}

void *cscout_allocate(size_t bytes) {
    return malloc(bytes > 0 ? bytes : 1);
}

void cscout_free(void *memory) {
    free(memory);
}
