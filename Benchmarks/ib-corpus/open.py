#!/usr/bin/env python3
"""Check `:open` on a local copy of the public corpus that Corpus/InterfaceBuilder/manifest-*.tsv
lists: every scene of every document is opened in one REPL per document, and counted as

  exact     the session's frames are the document's own solve (`vfl solve`) for every view;
  differs   `:open` says some views are placed differently than the document's solve (counted
            apart when the session or the solve finds the scene ambiguous: an ambiguous layout's frames
            depend on the order constraints were added in, which a script does not keep);
  error     `:open` failed (a statement of the scene's script was refused): the message is kept.

    python3 Benchmarks/ib-corpus/open.py [--vfl .build/debug/vfl] [--root /work/ib-corpus] [--list] [--manifest FILE.tsv ...]
"""
import argparse
import collections
import json
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import manifest_rows  # noqa: E402


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--vfl", default=".build/debug/vfl")
    parser.add_argument("--root", default="/work/ib-corpus")
    parser.add_argument("--list", action="store_true", help="print each scene that is not exact")
    parser.add_argument("--manifest", action="append", help="the documents this manifest lists instead (repeatable)")
    args = parser.parse_args()
    counts = collections.Counter()
    reasons = collections.Counter()
    for row in manifest_rows(args.root, args.manifest):
        path = row["file"]
        if not os.path.isfile(path):
            continue
        solved = subprocess.run([args.vfl, "solve", path, "--json"], capture_output=True, text=True, timeout=600)
        try:
            scenes = json.loads(solved.stdout)["scenes"]
        except (ValueError, KeyError):
            counts["unreadable"] += 1
            continue
        lines = [f':open "{path}" "{s["id"]}"' for s in scenes]
        run = subprocess.run([args.vfl, "--no-timing"], input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=600)
        errors = {int(m.group(1)): m.group(2) for m in re.finditer(r"^stdin:(\d+): error: (.*)$", run.stderr, re.M)}
        replies = re.split(r"^(?=opened )", run.stdout, flags=re.M)[1:]
        replies.reverse()
        for number, scene in enumerate(scenes, 1):
            if number in errors:
                counts["error"] += 1
                reasons[re.sub(r"[0-9.]+", "N", errors[number])[:90]] += 1
                if args.list:
                    print(f"error   {path} {scene['name']}: {errors[number]}")
                continue
            reply = replies.pop() if replies else ""
            if "placed differently than the document's own solve" in reply:
                # The REPL warns of views newly ambiguous; a scene opened after one with the same
                # views says nothing new, so the document's own solve says it too.
                ambiguous = " is ambiguous" in reply or bool(scene.get("ambiguous"))
                counts["differs, ambiguous" if ambiguous else "differs"] += 1
                if args.list:
                    moved = next(l for l in reply.splitlines() if "placed differently" in l)
                    print(f"differs {path} {scene['name']}{' (ambiguous)' if ambiguous else ''}: {moved.split(': ', 1)[1]}")
            else:
                counts["exact"] += 1
    kinds = ("exact", "differs", "differs, ambiguous", "error")
    print(f"{sum(counts[k] for k in kinds)} scenes: " + ", ".join(f"{k} {counts[k]}" for k in kinds + ("unreadable",)))
    for reason, n in reasons.most_common(10):
        print(f"  {n:4}  {reason}")


if __name__ == "__main__":
    main()
