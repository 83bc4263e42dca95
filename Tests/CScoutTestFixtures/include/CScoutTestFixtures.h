#ifndef CSCOUT_TEST_FIXTURES_H
#define CSCOUT_TEST_FIXTURES_H

#include <stdint.h>

// Types Scout's tests import from C.

// A closed enum one byte wide whose cases are not 0 and 1: Swift stores its raw
// value, so zero bytes are none of its cases.
typedef enum __attribute__((enum_extensibility(closed))) : uint8_t {
    CFixtureColorRed = 5,
    CFixtureColorGreen = 7,
} CFixtureColor;

// An open enum (imported as a Swift enum, not an option set, without Objective-C).
typedef enum __attribute__((flag_enum, enum_extensibility(open))) : uint32_t {
    CFixtureOptionsBold = 1,
    CFixtureOptionsItalic = 2,
} CFixtureOptions;

// A plain enum: imported as a struct, whose every raw value (0 included) is valid.
typedef enum {
    CFixturePlainFirst = 5,
    CFixturePlainSecond = 7,
} CFixturePlain;

#endif
