#include "CScoutAtomics.h"

uint64_t cscout_interaction_counter = 0;

static cscout_layout_reads_state cscout_layout_reads_storage = {0, 0};
cscout_layout_reads_state *const cscout_layout_reads = &cscout_layout_reads_storage;

#if defined(__linux__)
#include <linux/futex.h>
#include <sys/syscall.h>
#include <unistd.h>

static void cscout_futex(uint32_t *address, int operation, uint32_t value) {
    syscall(SYS_futex, address, operation | FUTEX_PRIVATE_FLAG, value, NULL, NULL, 0);
}

static inline void cscout_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

void cscout_lock_contended(cscout_lock *lock) {
    // Spin a little: the holder is most likely running and about to release.
    for (int spin = 0; spin < 100; spin++) {
        uint32_t expected = 0;
        if (__atomic_load_n(&lock->state, __ATOMIC_RELAXED) == 0
            && __atomic_compare_exchange_n(&lock->state, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
            return;
        }
        cscout_pause();
    }
    // Then announce a waiter (state 2) and sleep until the state changes.
    while (__atomic_exchange_n(&lock->state, 2, __ATOMIC_ACQUIRE) != 0) {
        cscout_futex(&lock->state, FUTEX_WAIT, 2);
    }
}

void cscout_lock_wake(cscout_lock *lock) {
    cscout_futex(&lock->state, FUTEX_WAKE, 1);
}
#else
// Elsewhere Scout uses the platform's own lock; these are never called.
void cscout_lock_contended(cscout_lock *lock) { (void)lock; }
void cscout_lock_wake(cscout_lock *lock) { (void)lock; }
#endif
