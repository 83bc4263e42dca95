#include "CScoutAtomics.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// ---- Values Scout makes by running the type's own code ------------------------
//
// Per thread: the types being made (to refuse one made inside itself, also when
// its initializer calls a mock again), and what is being made, printed if the
// process stops meanwhile.

enum { cscout_making_limit = 64 };

static _Thread_local const void *cscout_making_types[cscout_making_limit];
static _Thread_local int cscout_making_count = 0;
static _Thread_local char *cscout_making_note = NULL;

static struct sigaction cscout_previous[32];
static int cscout_handler_installed = 0;

static void cscout_write_all(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t written = write(2, text, left);
        if (written <= 0) return;
        text += written;
        left -= (size_t)written;
    }
}

static void cscout_on_signal(int signal_number) {
    const char *note = cscout_making_note;
    if (note != NULL) cscout_write_all(note);
    // Put back what was there before: returning runs the trapping instruction
    // again, which then reaches the previous handler (the runtime's backtracer).
    if (signal_number > 0 && signal_number < 32) sigaction(signal_number, &cscout_previous[signal_number], NULL);
    if (signal_number == SIGABRT) raise(SIGABRT);
}

static void cscout_install_handler(void) {
    if (__atomic_exchange_n(&cscout_handler_installed, 1, __ATOMIC_ACQ_REL)) return;
    int signals[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS};
    for (size_t index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = cscout_on_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_ONSTACK;
        sigaction(signals[index], &action, &cscout_previous[signals[index]]);
    }
}

int cscout_making_enter(const void *type, const char *note) {
    for (int index = 0; index < cscout_making_count; index++) {
        if (cscout_making_types[index] == type) return 0;
    }
    if (cscout_making_count >= cscout_making_limit) return 0;
    cscout_install_handler();
    cscout_making_types[cscout_making_count++] = type;
    if (cscout_making_count == 1 && note != NULL) {
        free(cscout_making_note);
        cscout_making_note = strdup(note);
    }
    return 1;
}

void cscout_making_leave(void) {
    if (cscout_making_count == 0) return;
    cscout_making_count--;
    if (cscout_making_count == 0) {
        char *note = cscout_making_note;
        cscout_making_note = NULL;
        free(note);
    }
}
