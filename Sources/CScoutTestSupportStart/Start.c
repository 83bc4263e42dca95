#include "CScoutTestSupportStart.h"

// Defined in ScoutTestSupport (TestFrameworkRouter+Start.swift).
extern void scout_test_support_start(void);

// Runs when the test binary loads, before any test starts: XCTest's observer is
// then registered in time to see the first test case start (and a failure in a
// class setUp() is known to happen outside any test case).
__attribute__((constructor)) static void cscout_test_support_start(void) {
    scout_test_support_start();
}
