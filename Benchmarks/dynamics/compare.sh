#!/usr/bin/env bash
# 500 awake items through the Dynamics module (vfl bench dynamics, release) beside the same
# scene on Box2D directly (raw_box2d.cpp, g++ -O2), interleaved, several rounds: per-step
# medians of each round and their ratio.
#   Benchmarks/dynamics/compare.sh [ITEMS] [ROUNDS]
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(dirname "$(dirname "$here")")"
items="${1:-500}"; rounds="${2:-5}"
raw="$(mktemp -d)/raw_box2d"
g++ -O2 -std=c++17 "$here/raw_box2d.cpp" -lbox2d -o "$raw"
(cd "$root" && swift build -c release --product vfl >&2)
vfl="$root/.build/release/vfl"
for r in $(seq "$rounds"); do
    for mode in everything boundaries none; do
        "$vfl" bench dynamics --items "$items" --frames 120 --repeats 3 --collision "$mode"
        "$raw" "$items" 120 3 1 "$mode"
    done
    "$raw" "$items" 120 3 0 everything
done
