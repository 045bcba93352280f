#!/usr/bin/env bash
# Build the libFuzzer targets (release, coverage + AddressSanitizer) and lay them out the way
# OSS-Fuzz and ClusterFuzzLite expect: one binary per target in $OUT, with its dictionary
# ($OUT/TARGET.dict), options ($OUT/TARGET.options) and seed corpus ($OUT/TARGET_seed_corpus.zip).
#
#   Fuzz/build.sh                 # into Fuzz/out
#   OUT=/out SANITIZER=address Fuzz/build.sh     # what an OSS-Fuzz build.sh calls
#
# Exactly this swift build line: `--sanitize=fuzzer` turns off SwiftPM's entry-point renaming,
# and the later -Xswiftc flag gives coverage and ASan together (shared/notes/fuzzing.md §1).
# Exits non-zero if a binary starts without coverage counters (the fuzzer would be blind).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
OUT="${OUT:-$here/out}"
case "${SANITIZER:-address}" in
    address) flags=(-Xswiftc -sanitize=fuzzer,address) ;;
    none | undefined) flags=(-Xswiftc -sanitize=fuzzer) ;;  # Swift's own checks stand in for UBSan
    # The engines' coverage reports read LLVM's profile, as their own precompile_swift builds it.
    coverage) flags=(-Xswiftc -sanitize=fuzzer -Xswiftc -profile-generate -Xswiftc -profile-coverage-mapping) ;;
    thread) flags=(-Xswiftc -sanitize=fuzzer,thread) ;;
    *) echo "build.sh: SANITIZER=${SANITIZER} is not supported by swiftc on Linux" >&2; exit 1 ;;
esac
# STATIC_STDLIB=1 (.clusterfuzzlite/build.sh): the Swift runtime and Foundation linked in, for
# machines that run the binaries without a Swift toolchain.
if [ "${STATIC_STDLIB:-0}" = 1 ]; then flags+=(--static-swift-stdlib); fi
targets=(FuzzVFLParse FuzzSolver FuzzSession FuzzConsoleLog FuzzDynamics FuzzInterfaceBuilder)

# The root manifest reads this: Cassowary without compare tracing, the LP oracle with function
# coverage only (Package.swift says why).
export WORKBENCH_FUZZ_BUILD=1

cd "$here"
# SwiftPM does not recompile a module whose unsafe flags changed in a manifest (seen when
# those two settings were added: Cassowary kept its compare tracing). Start over whenever either
# manifest differs from the last build's.
manifests="$(cat "$root/Package.swift" "$here/Package.swift" | sha256sum | cut -d' ' -f1)"
if [ -d "$here/.build" ] && [ "$(cat "$here/.build/manifests.sha256" 2>/dev/null)" != "$manifests" ]; then
    echo "build.sh: a manifest changed since the last build; building from scratch" >&2
    rm -rf "$here/.build"
fi
# SwiftPM's incremental build of a path dependency can miss source files added to the root
# package since the last build (it fails with "cannot find ... in scope"); start over once then.
if ! swift build -c release --sanitize=fuzzer "${flags[@]}" >&2; then
    echo "build.sh: incremental build failed; building from scratch" >&2
    rm -rf "$here/.build"
    swift build -c release --sanitize=fuzzer "${flags[@]}" >&2
fi
bin="$(swift build -c release --sanitize=fuzzer "${flags[@]}" --show-bin-path)"
# The light instrumentation must have taken (Package.swift, fuzzCoverage): no compare tracing
# in the solver or the oracle. Only then is the build stamped, so a failed check makes the next
# build.sh start from scratch.
if nm "$bin"/Cassowary.build/*.o "$bin"/SolverOracle.build/*.o | grep '__sanitizer_cov_trace_.*cmp' > /dev/null; then
    rm -f "$here/.build/manifests.sha256"
    echo "build.sh: Cassowary or SolverOracle was built with compare tracing; run build.sh again to build from scratch" >&2
    exit 1
fi
echo "$manifests" > "$here/.build/manifests.sha256"

# Inputs are at most 2 kB, but an Interface Builder document's scene takes more.
max_len() { [ "$1" = FuzzInterfaceBuilder ] && echo 16384 || echo 2048; }

mkdir -p "$OUT"
for t in "${targets[@]}"; do
    cp "$bin/$t" "$OUT/$t"
    options="[libfuzzer]\nmax_len = $(max_len "$t")\ntimeout = 10\n"
    if [ -f "$here/Dictionaries/$t.dict" ]; then
        cp "$here/Dictionaries/$t.dict" "$OUT/$t.dict"
        options+="dict = $t.dict\n"
    fi
    # The same ASan setting as run.sh, for engines that read the options file (ClusterFuzz).
    options+="[asan]\nmalloc_context_size = 3\n"
    # FoundationXML leaks a CFError per parse error (lsan-suppressions.txt); engines that cannot
    # be given the suppressions file do not look for leaks in the Interface Builder target.
    if [ "$t" = FuzzInterfaceBuilder ]; then options+="detect_leaks = 0\n"; fi
    printf "$options" > "$OUT/$t.options"
    rm -f "$OUT/${t}_seed_corpus.zip"
    (cd "$root/Corpus/$t" && python3 -c 'import sys, zipfile, os
with zipfile.ZipFile(sys.argv[1], "w") as z:
    for f in sorted(os.listdir(".")): z.write(f)' "$OUT/${t}_seed_corpus.zip")
    # The fuzzer must see its coverage counters, or it fuzzes blind.
    startup="$(SWIFT_BACKTRACE=enable=no "$OUT/$t" -runs=0 2>&1 || true)"
    if [[ "$startup" != *"inline 8-bit counters"* ]]; then
        echo "build.sh: $t has no coverage instrumentation" >&2
        exit 1
    fi
done
echo "built ${targets[*]} into $OUT" >&2
