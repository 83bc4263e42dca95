// The current task's ID, from the Swift runtime, found by name at run time.
#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include <dlfcn.h>

#include "CScoutAtomics.h"

// Both use the Swift calling convention (SWIFT_CC(swift) in the runtime's headers).
typedef void *(*cscout_current_task_function)(void) __attribute__((swiftcall));
typedef uint64_t (*cscout_task_id_function)(void *) __attribute__((swiftcall));

// Looked up once. A race between two first calls stores the same pointers twice.
static cscout_current_task_function cscout_current_task;
static cscout_task_id_function cscout_task_id;
static int cscout_task_functions_state; // 0 not looked up, 1 found, 2 missing

uint64_t cscout_current_task_id(void) {
    int state = __atomic_load_n(&cscout_task_functions_state, __ATOMIC_ACQUIRE);
    if (state == 0) {
        void *current = dlsym(RTLD_DEFAULT, "swift_task_getCurrent");
        void *identify = dlsym(RTLD_DEFAULT, "swift_task_getJobTaskId");
        __atomic_store_n(&cscout_current_task, (cscout_current_task_function)current, __ATOMIC_RELAXED);
        __atomic_store_n(&cscout_task_id, (cscout_task_id_function)identify, __ATOMIC_RELAXED);
        state = current && identify ? 1 : 2;
        __atomic_store_n(&cscout_task_functions_state, state, __ATOMIC_RELEASE);
    }
    if (state != 1) return 0;
    void *task = __atomic_load_n(&cscout_current_task, __ATOMIC_RELAXED)();
    return task ? __atomic_load_n(&cscout_task_id, __ATOMIC_RELAXED)(task) : 0;
}
