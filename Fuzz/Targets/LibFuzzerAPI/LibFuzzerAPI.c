#include "LibFuzzerAPI.h"

// The slow-input search's features (Fuzz/Entry/Support/SlowFeatures.swift): libFuzzer reads
// every byte of this section as an extra coverage counter, clears them before each input, and
// keeps an input that sets one no input set before. 1024 covers 7 kinds of work x 128 levels.
__attribute__((section("__libfuzzer_extra_counters"))) static uint8_t workFeatures[1024];

void WorkbenchWorkFeature(long index) {
    if (index >= 0 && index < (long)sizeof workFeatures) workFeatures[index] = 1;
}
