// libFuzzer's own mutator, for the targets' LLVMFuzzerCustomMutator to fall back on
// (declared in compiler-rt's FuzzerInterface.h; libFuzzer provides it at link time).
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);
