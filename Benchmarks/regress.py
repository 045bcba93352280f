#!/usr/bin/env python3
"""Compare two builds' work on a corpus, input by input.

    Benchmarks/regress.py OLD_FLOOR NEW_FLOOR CORPUS_DIR... [--target T] [--factor F] [--top N] [--callgrind]

OLD_FLOOR and NEW_FLOOR are two builds' `fuzz-floor` (`swift build -c release --product
fuzz-floor`, then `.build/release/fuzz-floor`). Every file of each CORPUS_DIR goes through the
target's body in both (`fuzz-floor work TARGET`); the target is taken from the directory's name
(`Corpus/Slow/FuzzSession` -> FuzzSession) unless --target names it.

The work compared is the targets' deterministic counts (FuzzWork: pivots, row combinations,
cells, tokens, constraints, scalars, scenes), so the figures are the same on any machine and in
any run. With --callgrind, each input's instructions under valgrind's callgrind are compared
as well (the count of a run of the empty input is subtracted: process start-up); slower, and
needs valgrind.

Prints the inputs sorted by their worst ratio (new / old of any count, (new + 1) / (old + 1)),
the N worst (default 20), and the totals per count; exits 1 when an input's ratio exceeds
--factor (default 1.10) or when a build fails a property on an input, 0 otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import tempfile


def work(floor, target, dirs):
    out = subprocess.run([floor, "work", target, *dirs], capture_output=True, text=True)
    rows = {}
    for line in out.stdout.splitlines():
        if line.startswith("{"):
            r = json.loads(line)
            rows[r["file"]] = r
    if not rows:
        sys.exit(f"regress: {floor} printed no work for {target} (is it a fuzz-floor with the work command?)\n{out.stderr}")
    return rows


def stripped(floor, tmp):
    """A copy of `floor` without debug information: Debian 12's valgrind cannot read the
    DWARF Swift 6 writes ("Possibly corrupted debuginfo file ... Giving up")."""
    copy = os.path.join(tmp, os.path.basename(os.path.dirname(os.path.dirname(floor))) + "-" + str(abs(hash(floor))))
    subprocess.run(["objcopy", "--strip-debug", floor, copy], check=True)
    return copy


def instructions(floor, target, path):
    """Instructions callgrind counts for one run of `floor work target path`."""
    with tempfile.TemporaryDirectory() as tmp:
        out_file = os.path.join(tmp, "cg.out")
        subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={out_file}", stripped(floor, tmp), "work", target, path],
                       capture_output=True, text=True)
        with open(out_file) as f:
            for line in f:
                m = re.match(r"summary:\s+(\d+)", line) or re.match(r"totals:\s+(\d+)", line)
                if m:
                    return int(m.group(1))
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("corpus", nargs="+")
    parser.add_argument("--target")
    parser.add_argument("--factor", type=float, default=1.10)
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--callgrind", action="store_true")
    args = parser.parse_args()
    target = args.target or os.path.basename(os.path.normpath(args.corpus[0]))

    old, new = work(args.old, target, args.corpus), work(args.new, target, args.corpus)
    if args.callgrind:
        with tempfile.NamedTemporaryFile() as empty:
            base = {b: instructions(b, target, empty.name) for b in (args.old, args.new)}
        for rows, floor in ((old, args.old), (new, args.new)):
            for path, r in rows.items():
                r["work"]["instructions"] = max(0, instructions(floor, target, path) - base[floor])

    kinds = sorted({k for rows in (old, new) for r in rows.values() for k in r["work"]})
    compared = []
    failed = False
    for path in sorted(set(old) & set(new)):
        o, n = old[path]["work"], new[path]["work"]
        ratios = {k: (n.get(k, 0) + 1) / (o.get(k, 0) + 1) for k in kinds}
        worst = max(ratios, key=ratios.get)
        compared.append((ratios[worst], worst, path, o, n))
        for build, row in (("old", old[path]), ("new", new[path])):
            if row["failure"]:
                print(f"{path}: the {build} build fails: {row['failure']}")
                failed = failed or build == "new"
    compared.sort(key=lambda c: (-c[0], c[2]))

    print(f"{target}: {len(compared)} inputs, the {min(args.top, len(compared))} with the highest ratio (new / old)")
    print("| ratio | count | old | new | input |")
    print("|---:|---|---:|---:|---|")
    for ratio, kind, path, o, n in compared[: args.top]:
        print(f"| {ratio:.3f} | {kind} | {o.get(kind, 0):,} | {n.get(kind, 0):,} | {os.path.relpath(path)} |")
    print()
    print("| count | old total | new total | ratio |")
    print("|---|---:|---:|---:|")
    for k in kinds:
        to = sum(c[3].get(k, 0) for c in compared)
        tn = sum(c[4].get(k, 0) for c in compared)
        print(f"| {k} | {to:,} | {tn:,} | {(tn + 1) / (to + 1):.3f} |")
    over = [c for c in compared if c[0] > args.factor]
    if over:
        print(f"\n{len(over)} input(s) cost more than {args.factor} times as much in the new build")
    return 1 if over or failed else 0


if __name__ == "__main__":
    sys.exit(main())
