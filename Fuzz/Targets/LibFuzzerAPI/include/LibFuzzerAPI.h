// libFuzzer's own mutator, for the targets' LLVMFuzzerCustomMutator to fall back on
// (declared in compiler-rt's FuzzerInterface.h; libFuzzer provides it at link time).
#include <stddef.h>
#include <stdint.h>

size_t LLVMFuzzerMutate(uint8_t *Data, size_t Size, size_t MaxSize);

// Set the slow-input search's feature `index` for the current input (an extra counter of
// libFuzzer's; LibFuzzerAPI.c). Out-of-range indices are ignored.
void WorkbenchWorkFeature(long index);
