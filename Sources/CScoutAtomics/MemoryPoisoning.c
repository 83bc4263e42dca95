// Marks memory Scout keeps for reuse as unusable to AddressSanitizer, when the
// process runs under it: found by name at run time, since the C compiler's flags
// do not say whether the test binary links the sanitizer's runtime.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include <dlfcn.h>

#include "CScoutAtomics.h"

typedef void (*cscout_region_function)(void const volatile *, size_t);
typedef int (*cscout_address_function)(void const volatile *);

static cscout_region_function cscout_poison_function;
static cscout_region_function cscout_unpoison_function;
static cscout_address_function cscout_is_poisoned_function;
static int cscout_poisoning_state; // 0 not looked up, 1 found, 2 missing

static int cscout_poisoning_found(void) {
    int state = __atomic_load_n(&cscout_poisoning_state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        void *poison = dlsym(RTLD_DEFAULT, "__asan_poison_memory_region");
        void *unpoison = dlsym(RTLD_DEFAULT, "__asan_unpoison_memory_region");
        void *isPoisoned = dlsym(RTLD_DEFAULT, "__asan_address_is_poisoned");
        __atomic_store_n(&cscout_poison_function, (cscout_region_function)poison, __ATOMIC_RELAXED);
        __atomic_store_n(&cscout_unpoison_function, (cscout_region_function)unpoison, __ATOMIC_RELAXED);
        __atomic_store_n(&cscout_is_poisoned_function, (cscout_address_function)isPoisoned, __ATOMIC_RELAXED);
        state = poison && unpoison && isPoisoned ? 1 : 2;
        __atomic_store_n(&cscout_poisoning_state, state, __ATOMIC_RELEASE);
    }
    return state == 1;
}

int cscout_address_sanitizer_present(void) { return cscout_poisoning_found(); }

void cscout_poison(void *start, size_t bytes) {
    if (cscout_poisoning_found()) __atomic_load_n(&cscout_poison_function, __ATOMIC_RELAXED)(start, bytes);
}

void cscout_unpoison(void *start, size_t bytes) {
    if (cscout_poisoning_found()) __atomic_load_n(&cscout_unpoison_function, __ATOMIC_RELAXED)(start, bytes);
}

int cscout_is_poisoned(void const *address) {
    if (!cscout_poisoning_found()) return 0;
    return __atomic_load_n(&cscout_is_poisoned_function, __ATOMIC_RELAXED)(address);
}
