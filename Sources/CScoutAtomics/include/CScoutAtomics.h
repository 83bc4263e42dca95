#ifndef CSCOUT_ATOMICS_H
#define CSCOUT_ATOMICS_H

#include <stddef.h>
#include <stdint.h>

// ---- The interaction sequence ----------------------------------------------

/// The number of interactions recorded so far by every mock of the process.
/// Defined once, in CScoutAtomics.c; read and changed only through the functions
/// below.
extern uint64_t cscout_interaction_counter;

/// The next sequence number of the process: 1, 2, 3, … across all mocks and threads.
/// Relaxed: increments of one variable are totally ordered and agree with
/// happens-before, which is all a global order of interactions needs.
static inline uint64_t cscout_next_sequence(void) {
    return __atomic_add_fetch(&cscout_interaction_counter, 1, __ATOMIC_RELAXED);
}

/// The last sequence number handed out.
static inline uint64_t cscout_current_sequence(void) {
    return __atomic_load_n(&cscout_interaction_counter, __ATOMIC_RELAXED);
}

// ---- Layout-dependent reads, counted for one probe ------------------------------

/// Whether layout-dependent reads are counted, and how many were: written only by
/// the `ScoutProbes layout-reads` process, from its one thread while no other
/// calls a mock; every other process only reads `counting`, which stays 0. Reached
/// through a constant pointer, so that Swift reads it with one load, no call.
typedef struct {
    uint8_t counting;
    uint64_t count;
} cscout_layout_reads_state;

extern cscout_layout_reads_state *const cscout_layout_reads;

// ---- A small lock (Linux) ----------------------------------------------------
//
// The classic three-state futex mutex: 0 unlocked, 1 locked, 2 locked with
// waiters. Uncontended, locking is one compare-and-swap and unlocking one
// exchange, with no call. Contended, it spins briefly (critical sections are tens
// of nanoseconds), then sleeps in the kernel until woken.

typedef struct {
    uint32_t state;
} cscout_lock;

/// Locks after a failed first try: spins, then waits. In CScoutAtomics.c.
void cscout_lock_contended(cscout_lock *lock);

/// Wakes one waiter. In CScoutAtomics.c.
void cscout_lock_wake(cscout_lock *lock);

static inline void cscout_lock_init(cscout_lock *lock) {
    __atomic_store_n(&lock->state, 0, __ATOMIC_RELAXED);
}

static inline void cscout_lock_lock(cscout_lock *lock) {
    uint32_t expected = 0;
    if (!__atomic_compare_exchange_n(&lock->state, &expected, 1, 0, __ATOMIC_ACQUIRE, __ATOMIC_RELAXED)) {
        cscout_lock_contended(lock);
    }
}

static inline void cscout_lock_unlock(cscout_lock *lock) {
    if (__atomic_exchange_n(&lock->state, 0, __ATOMIC_RELEASE) == 2) {
        cscout_lock_wake(lock);
    }
}

// ---- The running task's ID (TaskIdentity.c) ------------------------------------

/// The ID the Swift runtime gave the task running on this thread: 1, 2, 3, … in the
/// order tasks were created, never reused while the process lives. 0 outside any
/// task, or when this runtime does not export `swift_task_getCurrent` and
/// `swift_task_getJobTaskId` (looked up once by name, so that a runtime without
/// them still links and loads).
uint64_t cscout_current_task_id(void);

// ---- Memory kept for reuse, under AddressSanitizer (MemoryPoisoning.c) -------

/// Whether the process runs under AddressSanitizer: its runtime's functions are
/// found by name (looked up once).
int cscout_address_sanitizer_present(void);

/// Marks `bytes` from `start` as unusable: AddressSanitizer reports any access
/// until `cscout_unpoison`. Does nothing without AddressSanitizer.
void cscout_poison(void *start, size_t bytes);

/// Makes memory `cscout_poison` marked usable again.
void cscout_unpoison(void *start, size_t bytes);

/// Whether AddressSanitizer reports an access to `address`: 0 without it.
int cscout_is_poisoned(void const *address);

// ---- New log chunks (Prefault.c) ---------------------------------------------

/// Maps the whole pages inside `bytes` from `start` writable now, as a first write
/// to each would (Linux 5.14 and later, `MADV_POPULATE_WRITE`); their contents do
/// not change. Returns 1 when it did, 0 where it cannot (another system, an older
/// kernel, no whole page inside).
int cscout_prefault(void *start, size_t bytes);

// ---- Values made by running the type's own code (Making.c) --------------------

/// Notes on this thread that a value of `type` (its metadata) is being made: 1,
/// or 0 when one is already being made here (a type made inside itself, also
/// through a mock its initializer calls) or too many are. `note` (copied) is
/// printed to standard error if the process stops before the outermost one ends.
int cscout_making_enter(const void *type, const char *note);

/// Ends the innermost making that `cscout_making_enter` began.
void cscout_making_leave(void);

// ---- The system calls of the library (System.c) ------------------------------
//
// Swift reaches the system through these, so that on Linux no Swift file of
// ScoutLowLevel or ScoutCore imports Glibc (see System.c; `SystemImportsTests`).

/// The running thread's identity, `pthread_self()`: a later thread may reuse it.
uintptr_t cscout_thread_id(void);

/// `write(2)`: the bytes written, or -1.
intptr_t cscout_write(int descriptor, const void *bytes, size_t count);

/// `atexit(3)`: runs `body` when the process exits normally; 0 when registered.
int cscout_at_exit(void (*body)(void));

/// `malloc(3)` of at least one byte, aligned for any type of at most 8 bytes'
/// alignment (16 on 64-bit platforms); `NULL` when memory is exhausted. See
/// `HeapMemory.swift`.
void *cscout_allocate(size_t bytes);

/// `free(3)` of what `cscout_allocate` gave.
void cscout_free(void *memory);

/// Flushes every C stream, then ends the process at once with `status` (`_exit`,
/// so that no other exit handler runs).
__attribute__((noreturn)) void cscout_flush_and_exit(int status);

#endif
