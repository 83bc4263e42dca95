#ifndef CSCOUT_TEST_SUPPORT_START_H
#define CSCOUT_TEST_SUPPORT_START_H
// Nothing to call: the target's one function runs by itself when the binary loads.
#endif
