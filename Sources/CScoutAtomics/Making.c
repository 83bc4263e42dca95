#include "CScoutAtomics.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// ---- Values Scout makes by running the type's own code ------------------------
//
// Per thread: the types being made (to refuse one made inside itself, also when
// its initializer calls a mock again on the same thread), and what is being made,
// printed if the process stops meanwhile.

enum { cscout_making_limit = 64 };

static _Thread_local const void *cscout_making_types[cscout_making_limit];
static _Thread_local int cscout_making_count = 0;
static _Thread_local char *cscout_making_note = NULL;
static _Thread_local int cscout_making_note_written = 0;

// The handler is installed only while some thread makes a value (the first
// making installs it, the last one done puts back what was there), and it hands
// every signal on to the handler it replaced, with the same information: a crash
// keeps its backtrace, and a signal sent on purpose keeps its effect.
static struct sigaction cscout_previous[32];
static int cscout_signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS};
static pthread_mutex_t cscout_handler_lock = PTHREAD_MUTEX_INITIALIZER;
static int cscout_active_makings = 0;

static void cscout_write_all(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t written = write(2, text, left);
        if (written <= 0) return;
        text += written;
        left -= (size_t)written;
    }
}

// Whether the signal was raised by the fault of an instruction (a trap, a bad
// access), not sent by kill, raise or abort: returning from the handler runs the
// faulting instruction again.
static int cscout_is_fault(const siginfo_t *info) {
    return info != NULL && info->si_code > 0;
}

static void cscout_on_signal(int signal_number, siginfo_t *info, void *context) {
    // The note once per making: a handler that returns on a fault sees it again.
    const char *note = cscout_making_note;
    if (note != NULL && !cscout_making_note_written) {
        cscout_making_note_written = 1;
        cscout_write_all(note);
    }
    if (signal_number <= 0 || signal_number >= 32) return;
    struct sigaction *previous = &cscout_previous[signal_number];
    if ((previous->sa_flags & SA_SIGINFO) && previous->sa_sigaction != NULL) {
        previous->sa_sigaction(signal_number, info, context);
        return;
    }
    int ignored = !(previous->sa_flags & SA_SIGINFO) && previous->sa_handler == SIG_IGN;
    // An ignored signal sent on purpose stays ignored. A fault cannot be ignored:
    // without Scout the kernel ends the process, so the default action ends it here.
    if (ignored && !cscout_is_fault(info)) return;
    if (!ignored && !(previous->sa_flags & SA_SIGINFO) && previous->sa_handler != SIG_DFL
        && previous->sa_handler != NULL) {
        previous->sa_handler(signal_number);
        return;
    }
    // The default action: put it in place and raise again; the signal is delivered
    // as this handler returns (a fault, as its instruction runs again), and ends
    // the process as it would have.
    struct sigaction default_action;
    memset(&default_action, 0, sizeof default_action);
    default_action.sa_handler = SIG_DFL;
    sigemptyset(&default_action.sa_mask);
    sigaction(signal_number, ignored ? &default_action : previous, NULL);
    if (!cscout_is_fault(info)) raise(signal_number);
}

static void cscout_handler_begin(void) {
    pthread_mutex_lock(&cscout_handler_lock);
    if (cscout_active_makings++ == 0) {
        for (size_t index = 0; index < sizeof cscout_signals / sizeof cscout_signals[0]; index++) {
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_sigaction = cscout_on_signal;
            sigemptyset(&action.sa_mask);
            action.sa_flags = SA_SIGINFO | SA_ONSTACK;
            sigaction(cscout_signals[index], &action, &cscout_previous[cscout_signals[index]]);
        }
    }
    pthread_mutex_unlock(&cscout_handler_lock);
}

// Whether `signal_number`'s handler is still Scout's: a handler installed while a
// value was made (a crash reporter started by a model's initializer) stays.
static int cscout_handler_is_ours(int signal_number) {
    struct sigaction current;
    if (sigaction(signal_number, NULL, &current) != 0) return 0;
    return (current.sa_flags & SA_SIGINFO) && current.sa_sigaction == cscout_on_signal;
}

static void cscout_handler_end(void) {
    pthread_mutex_lock(&cscout_handler_lock);
    if (--cscout_active_makings == 0) {
        for (size_t index = 0; index < sizeof cscout_signals / sizeof cscout_signals[0]; index++) {
            int signal_number = cscout_signals[index];
            if (cscout_handler_is_ours(signal_number)) sigaction(signal_number, &cscout_previous[signal_number], NULL);
        }
    }
    pthread_mutex_unlock(&cscout_handler_lock);
}

int cscout_making_enter(const void *type, const char *note) {
    for (int index = 0; index < cscout_making_count; index++) {
        if (cscout_making_types[index] == type) return 0;
    }
    if (cscout_making_count >= cscout_making_limit) return 0;
    cscout_making_types[cscout_making_count++] = type;
    if (cscout_making_count == 1) {
        free(cscout_making_note);
        cscout_making_note = note != NULL ? strdup(note) : NULL;
        cscout_making_note_written = 0;
        cscout_handler_begin();
    }
    return 1;
}

void cscout_making_leave(void) {
    if (cscout_making_count == 0) return;
    cscout_making_count--;
    if (cscout_making_count == 0) {
        cscout_handler_end();
        char *note = cscout_making_note;
        cscout_making_note = NULL;
        free(note);
    }
}
