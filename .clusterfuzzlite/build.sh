#!/usr/bin/env bash
# ClusterFuzzLite's (and OSS-Fuzz's) build step: Fuzz/build.sh does the work, with the engine's
# $OUT and $SANITIZER, the Swift runtime linked statically (the fuzzing machines have no Swift),
# one binary per target with its .dict, .options and seed corpus. ./run-tests runs this very
# script (into Fuzz/out) before its minute of fuzzing per target, so it is tested on every run.
set -euo pipefail
if [ -n "${SRC:-}" ] && [ -d "$SRC/workbench" ]; then
    root="$SRC/workbench"                                # inside the engine's build image
else
    root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"  # a checkout
fi
STATIC_STDLIB=1 "$root/Fuzz/build.sh"
