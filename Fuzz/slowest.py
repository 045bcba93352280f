#!/usr/bin/env python3
"""Keep the slowest inputs a campaign found, with their work, in Corpus/Slow/TARGET/.

    Fuzz/slowest.py TARGET CORPUS_DIR [--keep N]

Runs every input of CORPUS_DIR, of Corpus/TARGET (the seeds) and of Corpus/Slow/TARGET (what
earlier searches kept) through `fuzz-floor work` (release build: .build/release/fuzz-floor),
then keeps, for each kind of work the target counts, the N inputs (default 3) with the most
work per byte and the one with the most work. They are copied to Corpus/Slow/TARGET/ as
KIND-SHA1 and listed in Corpus/Slow/TARGET/work.json with the work each cost; `swift test`
(SlowCorpusTests) replays them and fails when one costs more than its recorded work allows
(5 % + 2, the rule of the work-count gate). Prints, per kind, the worst work per byte and the
worst work of the seeds and of what is kept now. Exit 1 if an input breaks a property (a work
bound included): fix the code and keep the input as a regression.
"""
import argparse
import hashlib
import json
import os
import shutil
import subprocess
import sys

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)


def measure(target, paths):
    paths = [p for p in paths if os.path.exists(p)]
    if not paths:
        return []
    floor = os.path.join(root, ".build/release/fuzz-floor")
    out = subprocess.run([floor, "work", target, *paths], capture_output=True, text=True)
    rows = [json.loads(line) for line in out.stdout.splitlines() if line.startswith("{")]
    for r in rows:
        with open(r["file"], "rb") as f:
            r["sha1"] = hashlib.sha1(f.read()).hexdigest()
    return rows


def per_byte(r, kind):
    return r["work"].get(kind, 0) / max(r["bytes"], 1)


def worst(rows, kind):
    if not rows:
        return (0, 0)
    return (max(per_byte(r, kind) for r in rows), max(r["work"].get(kind, 0) for r in rows))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("target")
    parser.add_argument("corpus")
    parser.add_argument("--keep", type=int, default=3)
    args = parser.parse_args()
    slow_dir = os.path.join(root, "Corpus/Slow", args.target)
    seeds = measure(args.target, [os.path.join(root, "Corpus", args.target)])
    candidates = measure(args.target, [args.corpus, slow_dir])
    failures = [r for r in seeds + candidates if r["failure"]]
    for r in failures:
        print(f"{r['file']}: property failed: {r['failure']}", file=sys.stderr)

    kinds = sorted({k for r in candidates + seeds for k in r["work"]})
    kept = {}  # sha1 -> (row, why)
    for kind in kinds:
        unique = {r["sha1"]: r for r in candidates if r["work"].get(kind, 0) > 0 and not r["failure"]}.values()
        by_byte = sorted(unique, key=lambda r: (-per_byte(r, kind), r["bytes"], r["sha1"]))[: args.keep]
        by_total = sorted(unique, key=lambda r: (-r["work"].get(kind, 0), r["bytes"], r["sha1"]))[:1]
        for r in by_byte:
            kept.setdefault(r["sha1"], (r, f"{kind} per byte"))
        for r in by_total:
            kept.setdefault(r["sha1"], (r, f"{kind} in all"))

    staged = {}
    for sha, (r, why) in kept.items():
        name = f"{why.split()[0]}-{sha[:12]}"
        with open(r["file"], "rb") as f:
            staged[name] = (f.read(), r, why)
    if os.path.isdir(slow_dir):
        shutil.rmtree(slow_dir)
    os.makedirs(slow_dir)
    listing = {}
    for name, (data, r, why) in sorted(staged.items()):
        with open(os.path.join(slow_dir, name), "wb") as f:
            f.write(data)
        listing[name] = {"bytes": r["bytes"], "why": why, "work": r["work"]}
    with open(os.path.join(slow_dir, "work.json"), "w") as f:
        json.dump({"target": args.target, "allowed": "each count at most 5 % + 2 above the recorded", "inputs": listing},
                  f, indent=1, sort_keys=True)
        f.write("\n")

    kept_rows = [r for r, _ in kept.values()]
    print(f"{args.target}: {len(candidates)} inputs measured, {len(kept)} kept in Corpus/Slow/{args.target}/")
    print("| kind | seeds: worst per byte | kept: worst per byte | seeds: worst | kept: worst |")
    print("|---|---:|---:|---:|---:|")
    for kind in kinds:
        (sb, st), (kb, kt) = worst(seeds, kind), worst(kept_rows, kind)
        print(f"| {kind} | {sb:.2f} | {kb:.2f} | {st:,} | {kt:,} |")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
