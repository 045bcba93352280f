// Only the header matters: this target declares libFuzzer's API for Swift.
#include "LibFuzzerAPI.h"
