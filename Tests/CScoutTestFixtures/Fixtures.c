#include "CScoutTestFixtures.h"

// The target's one source: its header is what the tests use.
int cscout_test_fixtures_version = 1;
