#!/usr/bin/env python3
"""Measure how well `vfl solve` reproduces the frames Interface Builder stored, on a local copy of
the corpus that Corpus/InterfaceBuilder/manifest-*.tsv lists (other people's documents stay out of
the repository; fetch them by repository, path and commit into a folder of your own).

    python3 Benchmarks/ib-corpus/measure.py [--vfl .build/release/vfl] [--root /work/ib-corpus] [--list]

For every scene: the views whose stored frame (`<rect key="frame">`) the workbench reproduces within
0.5 pt (--intrinsic document), and whether the whole scene is. A scene is left out as stale when
Interface Builder itself flagged one of its views misplaced, or the document has no constraints
(nothing to solve). The stored frames are counted from the XML with Python's own parser, so the
views compared do not depend on the workbench's reader.
"""
import argparse
import collections
import csv
import json
import os
import subprocess
import sys
import xml.etree.ElementTree as ET

here = os.path.dirname(os.path.abspath(__file__))
repo = os.path.dirname(os.path.dirname(here))


def manifest_rows(root):
    folder = os.path.join(repo, "Corpus", "InterfaceBuilder")
    for name in sorted(os.listdir(folder)):
        if name.startswith("manifest") and name.endswith(".tsv"):
            with open(os.path.join(folder, name), newline="") as f:
                for row in csv.DictReader(f, delimiter="\t"):
                    path = row.get("local", "")
                    if path and not os.path.isabs(path):
                        path = os.path.join(root, path)
                    row["file"] = path
                    yield row


def stored_views(path):
    """Scene root id -> {view id: frame} from the XML, and the ids Interface Builder flagged misplaced."""
    scenes, misplaced = {}, set()
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return scenes, misplaced

    def walk(element, into):
        rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
        if rect is not None and element.get("id"):
            into[element.get("id")] = tuple(float(rect.get(k, "0")) for k in ("x", "y", "width", "height"))
        if element.get("misplaced") == "YES" and element.get("id"):
            misplaced.add(element.get("id"))
        for child in element:
            walk(child, into)

    for element in tree.iter():
        if element.get("key") == "view" or (element.tag in ("tableViewCell", "collectionViewCell", "view") and element.get("id")):
            views = {}
            walk(element, views)
            scenes.setdefault(element.get("id"), views)
    return scenes, misplaced


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vfl", default=os.path.join(repo, ".build", "release", "vfl"))
    ap.add_argument("--root", default="/work/ib-corpus")
    ap.add_argument("--list", action="store_true", help="one line per scene")
    args = ap.parse_args()

    totals = collections.Counter()
    per_feature = collections.defaultdict(collections.Counter)
    for row in manifest_rows(args.root):
        path = row["file"]
        if not os.path.exists(path):
            totals["missing"] += 1
            continue
        totals["documents"] += 1
        run = subprocess.run([args.vfl, "solve", path, "--json"], capture_output=True, text=True, timeout=120)
        if run.returncode not in (0, 1) or not run.stdout.strip():
            totals["crashed or no JSON"] += 1
            print(f"!! {path}: exit {run.returncode}: {run.stderr[-300:]}", file=sys.stderr)
            continue
        result = json.loads(run.stdout)
        xml_scenes, flagged = stored_views(path)
        features = [f for f in ("stackViews", "scrollViews", "cells", "variations", "safeArea", "marginAttributes")
                    if row.get(f, "0") not in ("", "0")] or ["plain"]
        features.append("platform " + row.get("platform", "?"))
        for scene in result["scenes"]:
            totals["scenes"] += 1
            stored = xml_scenes.get(scene["id"], {})
            ids = {v["id"] for v in scene["frames"].values()}
            compared = [i for i in ids if i in stored]
            if not compared:
                totals["scenes without stored frames"] += 1
                continue
            if any(i in flagged for i in stored):
                totals["scenes flagged misplaced by Interface Builder (left out)"] += 1
                continue
            wrong = {m["id"] for m in scene["misplaced"]}
            good = len([i for i in compared if i not in wrong])
            reproduced = good == len(compared) and not scene["conflicts"]
            totals["consistent scenes"] += 1
            totals["views compared"] += len(compared)
            totals["views within 0.5 pt"] += good
            totals["scenes reproduced"] += reproduced
            for f in features:
                per_feature[f]["scenes"] += 1
                per_feature[f]["reproduced"] += reproduced
            if args.list:
                print(f"{'ok ' if reproduced else 'BAD'} {good}/{len(compared)} {row['repository']} {row['path']} {scene['name']} ({scene['id']})")
    for k, v in totals.items():
        print(f"{k}: {v}")
    if totals["consistent scenes"]:
        print(f"scenes reproduced: {100 * totals['scenes reproduced'] / totals['consistent scenes']:.1f} %")
        print(f"views within 0.5 pt: {100 * totals['views within 0.5 pt'] / max(1, totals['views compared']):.1f} %")
    for f, c in sorted(per_feature.items()):
        print(f"  {f}: {c['reproduced']} of {c['scenes']} scenes")


if __name__ == "__main__":
    main()
