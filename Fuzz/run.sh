#!/usr/bin/env bash
# Run a fuzzing campaign on one target (or all, one after the other).
#
#   Fuzz/run.sh TARGET|all [SECONDS] [--slow] [libFuzzer flags...]
#
#   Fuzz/run.sh FuzzVFLParse 3600              # an hour on the VFL parser
#   JOBS=2 Fuzz/run.sh FuzzSolver 600          # two fuzzing processes (this machine has 2 cores)
#   Fuzz/run.sh all 60                          # what CI does: a minute each
#   Fuzz/run.sh FuzzSolver 3600 --slow         # search for slow inputs (README.md, "Slow inputs")
#
# --slow: the input's work (FuzzWork: pivots, row combinations, cells, tokens, scalars) is fed
# to libFuzzer as features (FUZZ_SLOW=1), so the campaign keeps inputs that reach new levels of
# work per byte; its corpus is Fuzz/work-slow/TARGET (seeded from Corpus/TARGET and
# Corpus/Slow/TARGET). Afterwards Fuzz/slowest.py ranks it with fuzz-floor (release, built if
# needed) and keeps the slowest inputs, with their work, in Corpus/Slow/TARGET/.
#
# The working corpus is Fuzz/work/TARGET, or $WORK/TARGET (seeded from Corpus/TARGET on the first run; merge
# what it finds back with -merge=1, see README.md); crashes and timeouts land in
# Fuzz/artifacts/TARGET/. Exit status: 0 clean, else the first failing run's (77 crash,
# 70 timeout). Builds first if Fuzz/out is missing (Fuzz/build.sh).
set -uo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$here")"
OUT="${OUT:-$here/out}"
target="${1:?usage: Fuzz/run.sh TARGET|all [SECONDS] [libFuzzer flags...]}"
seconds="${2:-600}"
shift $(( $# < 2 ? $# : 2 ))
slow=0
if [ "${1:-}" = --slow ]; then slow=1; shift; fi
jobs="${JOBS:-1}"
export SWIFT_BACKTRACE=enable=no   # else Swift's backtracer eats the trap and no crash file is written
# Three frames of each allocation's and free's stack (ASan keeps 30): enough to name the Swift
# function in a heap report, and 5-15 % more runs a second (README.md, Speed).
asan_options="${ASAN_OPTIONS:-malloc_context_size=3}"
# Leaks in the platform's libraries, not ours (the file says which). A suppression names a
# function deep in the allocation's stack, so the target that needs one keeps eight frames.
export LSAN_OPTIONS="suppressions=$here/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

[ -x "$OUT/FuzzVFLParse" ] || "$here/build.sh" || exit 1

run_one() {
    local t="$1" work="${WORK:-$here/work}/$1" artifacts="$here/artifacts/$1/"
    [ $slow = 1 ] && work="${WORK:-$here/work-slow}/$1"
    shift
    mkdir -p "$work" "$artifacts"
    if [ -z "$(ls -A "$work")" ]; then
        cp "$root/Corpus/$t/"* "$work/"
        if [ $slow = 1 ] && [ -d "$root/Corpus/Slow/$t" ]; then
            find "$root/Corpus/Slow/$t" -type f ! -name '*.json' -exec cp {} "$work/" \;
        fi
    fi
    # An Interface Builder document's scene takes more than the others' 2 kB.
    local max_len=2048
    [ "$t" = FuzzInterfaceBuilder ] && max_len=16384
    local flags=(-max_total_time="$seconds" -timeout=10 -max_len="$max_len" -artifact_prefix="$artifacts" -print_final_stats=1)
    [ -f "$OUT/$t.dict" ] && flags+=(-dict="$OUT/$t.dict")
    if [ "$jobs" -gt 1 ]; then flags+=(-fork="$jobs" -ignore_crashes=1); fi
    local asan="$asan_options"
    [ "$t" = FuzzInterfaceBuilder ] && [ -z "${ASAN_OPTIONS:-}" ] && asan="malloc_context_size=8"
    echo "== $t: ${seconds}s, $jobs job(s), corpus $work, artifacts $artifacts$([ $slow = 1 ] && echo ', searching for slow inputs')" >&2
    local rc=0
    FUZZ_SLOW=$slow ASAN_OPTIONS="$asan" "$OUT/$t" "${flags[@]}" "$@" "$work" || rc=$?
    if [ $slow = 1 ]; then
        (cd "$root" && swift build -c release --product fuzz-floor >&2) || return 1
        python3 "$here/slowest.py" "$t" "$work" || { [ $rc = 0 ] && rc=1; }
    fi
    return $rc
}

status=0
if [ "$target" = all ]; then
    for t in FuzzVFLParse FuzzSolver FuzzSession FuzzConsoleLog FuzzDynamics FuzzInterfaceBuilder; do
        run_one "$t" "$@" || { rc=$?; [ $status -eq 0 ] && status=$rc; }
    done
else
    run_one "$target" "$@" || status=$?
fi
exit $status
