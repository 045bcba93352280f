#!/usr/bin/env python3
"""Measure how well `vfl solve` reproduces the frames Interface Builder stored, on a local copy of
the corpus that Corpus/InterfaceBuilder/manifest-*.tsv lists (other people's documents stay out of
the repository; fetch them by repository, path and commit into a folder of your own).

    python3 Benchmarks/ib-corpus/measure.py [--vfl .build/release/vfl] [--root /work/ib-corpus] [--list]
                                            [--intrinsic document|measured] [--manifest FILE.tsv ...]

For every scene: the views whose stored frame (`<rect key="frame">`) the workbench reproduces within
0.5 pt (with the stored intrinsic sizes, `--intrinsic document`, unless asked to measure them), and
whether the whole scene is. A scene is left out as stale when
Interface Builder itself flagged one of its views misplaced, or when its stored frames break one of
its own required constraints by more than 0.5 pt, or puts a stack view's arranged view outside it
(checked here, in Python, on the constraints between views with stored frames and on stack views'
bounds: `inconsistent_scenes`). Scenes with a view Interface Builder
flagged ambiguous are kept, and counted apart as well per feature (their stored frames are one of
many solutions). The stored frames are counted from the XML with Python's own parser, so the
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


def manifest_rows(root, manifests=None):
    """The rows of `manifests` (default: Corpus/InterfaceBuilder/manifest-*.tsv), each with
    `file`, its local copy under `root`."""
    if not manifests:
        folder = os.path.join(repo, "Corpus", "InterfaceBuilder")
        manifests = [os.path.join(folder, name) for name in sorted(os.listdir(folder))
                     if name.startswith("manifest") and name.endswith(".tsv")]
    for manifest in manifests:
        with open(manifest, newline="") as f:
            for row in csv.DictReader(f, delimiter="\t"):
                path = row.get("local", "")
                if path and not os.path.isabs(path):
                    path = os.path.join(root, path)
                row["file"] = path
                yield row


def flagged(path, flag):
    """The ids of the elements Interface Builder marked `flag="YES"` (misplaced, ambiguous)."""
    try:
        return {e.get("id") for e in ET.parse(path).iter() if e.get(flag) == "YES" and e.get("id")}
    except ET.ParseError:
        return set()


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


ATTRS = {
    "left": lambda f: f[0], "leading": lambda f: f[0], "right": lambda f: f[0] + f[2], "trailing": lambda f: f[0] + f[2],
    "top": lambda f: f[1], "bottom": lambda f: f[1] + f[3], "width": lambda f: f[2], "height": lambda f: f[3],
    "centerX": lambda f: f[0] + f[2] / 2, "centerY": lambda f: f[1] + f[3] / 2,
}


def element_names(path):
    """View id -> its element's name (`label`, `button`, `stackView`, ...), from the XML."""
    try:
        return {e.get("id"): e.tag for e in ET.parse(path).iter() if e.get("id")}
    except ET.ParseError:
        return {}


def multiplier(text):
    for sep in (":", "/"):
        if sep in text:
            a, b = text.split(sep, 1)
            return float(a) / float(b)
    return float(text)


SCROLLING = ("scrollView", "tableView", "collectionView", "textView", "clipView")
# Controls whose alignment rectangle, which constraints act on, is not their frame: a slider's
# and a switch's, a segmented control's and a progress view's on iOS (insets of 1 to 2 points);
# on macOS nearly every control's (a push button's 6 aside and 4 to 7 above and below). A
# constraint on them is judged from frames with that much more slack per control.
ALIGNED_IOS = ("slider", "switch", "segmentedControl", "progressView", "stepper")
PLAIN_MACOS = ("view", "customView", "stackView", "scrollView", "clipView")


def inconsistent_scenes(path):
    """Scene root ids whose stored frames break one of their own required constraints by more than
    0.5 pt, or that put a stack view's arranged view outside it: Interface Builder's file is
    stale there. Only constraints between views with stored frames and plain attributes are
    judged (no guides, margins, baselines: what they stand for is not in the file; none a
    size-class variation leaves out; a control whose alignment rectangle is not its frame gets
    its insets' worth of slack), in root coordinates, so this shares nothing with the
    workbench."""
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return set()
    stale = set()
    # AppKit measures y upwards: top is the frame's maximum there.
    macOS = (tree.getroot().get("targetRuntime") or "").startswith("MacOSX")
    if macOS:
        attrs = dict(ATTRS, top=ATTRS["bottom"], bottom=ATTRS["top"])
    else:
        attrs = ATTRS

    def slack(tag):
        if tag is None:
            return 0
        return (7 if tag not in PLAIN_MACOS else 0) if macOS else (2 if tag in ALIGNED_IOS else 0)

    # Constraints a size-class variation leaves out somewhere are not judged.
    excluded = {e.get("reference") for v in tree.iter("variation") for e in v.iter("exclude")}
    # Scene roots: controllers' views, cells, and a XIB's top-level views (the children of
    # `<objects>` with a frame).
    top_level = {id(c) for o in tree.iter("objects") for c in o if any(r.tag == "rect" for r in c)}
    for root in tree.iter():
        if not (root.get("key") == "view" or root.tag in ("tableViewCell", "collectionViewCell") or id(root) in top_level) \
                or not root.get("id"):
            continue
        frames = {}

        def walk(element, ox, oy, owner):
            rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
            x, y = ox, oy
            if rect is not None and element.get("id"):
                f = [float(rect.get(k, "0")) for k in ("x", "y", "width", "height")]
                x, y = ox + f[0], oy + f[1]
                frames[element.get("id")] = (x, y, f[2], f[3])
                tags[element.get("id")] = element.tag
                parents[element.get("id")] = owner
                owner = element.get("id")
            for child in element:
                # A UIStackView's arranged views (its `<subviews>`) stay inside its bounds, whatever
                # its distribution. Not judged: baseline alignment, hidden views, views a variation
                # may hide, and image views (an SF Symbol's alignment rectangle is not its frame).
                if child.tag == "subviews" and element.tag == "stackView" and not macOS \
                        and element.get("alignment") not in ("firstBaseline", "lastBaseline", "baseline"):
                    arranged.extend((element.get("id"), v.get("id")) for v in child
                                    if v.get("hidden") != "YES" and v.tag != "imageView"
                                    and not any(c.tag == "variation" for c in v))
                if child.tag == "constraints":
                    for c in child:
                        if c.tag == "constraint":
                            constraints.append((c, owner))
                elif child.tag not in ("variation",):
                    walk(child, x, y, owner)

        constraints, tags, parents, arranged = [], {}, {}, []

        def inside(view, container):
            seen = set()
            while view in parents and view != container and view not in seen:
                seen.add(view)
                view = parents[view]
            return view == container

        walk(root, -float(next((c for c in root if c.tag == "rect"), ET.Element("r", x="0")).get("x", "0")),
             -float(next((c for c in root if c.tag == "rect"), ET.Element("r", y="0")).get("y", "0")), root.get("id"))
        for c, owner in constraints:
            if c.get("priority", "1000") != "1000" or c.get("placeholder") == "YES" or c.get("id") in excluded:
                continue
            first, a1 = c.get("firstItem", owner), c.get("firstAttribute")
            second, a2 = c.get("secondItem"), c.get("secondAttribute")
            if a1 not in attrs or (second and a2 not in attrs) or first not in frames or (second and second not in frames):
                continue
            # A scroll view's edges, to the views inside it, are its content's (not in the file);
            # to its own superview and siblings they are its frame's.
            if second and ((tags.get(first) in SCROLLING and inside(second, first)) or (
                    tags.get(second) in SCROLLING and inside(first, second))):
                continue
            try:
                m, k = multiplier(c.get("multiplier", "1")), float(c.get("constant", "0"))
            except (ValueError, ZeroDivisionError):
                continue
            lhs = attrs[a1](frames[first])
            rhs = (m * attrs[a2](frames[second]) if second else 0) + k
            if second and a1 in ("width", "height") and a2 in ("width", "height"):
                pass
            elif second and (a1 in ("width", "height")) != (a2 in ("width", "height")):
                continue
            relation = c.get("relation", "equal")
            tolerance = 0.5 + slack(tags.get(first)) + (slack(tags.get(second)) if second else 0)
            broken = (relation == "equal" and abs(lhs - rhs) > tolerance) or (
                relation == "lessThanOrEqual" and lhs > rhs + tolerance) or (relation == "greaterThanOrEqual" and lhs < rhs - tolerance)
            if broken:
                stale.add(root.get("id"))
                break
        for stack, view in arranged:
            if stack in frames and view in frames:
                (sx, sy, sw, sh), (x, y, w, h) = frames[stack], frames[view]
                t = 0.5 + slack(tags.get(view))
                if x < sx - t or y < sy - t or x + w > sx + sw + t or y + h > sy + sh + t:
                    stale.add(root.get("id"))
    return stale


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--vfl", default=os.path.join(repo, ".build", "release", "vfl"))
    ap.add_argument("--root", default="/work/ib-corpus")
    ap.add_argument("--list", action="store_true", help="one line per scene")
    ap.add_argument("--intrinsic", default="document", choices=["document", "measured"])
    ap.add_argument("--manifest", action="append",
                    help="measure the documents this manifest lists instead (repeatable; e.g. a held-out corpus)")
    args = ap.parse_args()

    totals = collections.Counter()
    per_feature = collections.defaultdict(collections.Counter)
    # Views compared and views missed in consistent scenes, by the element that holds them.
    per_element = collections.defaultdict(collections.Counter)
    # Interface Builder's flags against the workbench's verdicts, per view with a stored frame.
    agreement = {"misplaced": collections.Counter(), "ambiguous": collections.Counter()}
    for row in manifest_rows(args.root, args.manifest):
        path = row["file"]
        if not os.path.exists(path):
            totals["missing"] += 1
            continue
        totals["documents"] += 1
        run = subprocess.run([args.vfl, "solve", path, "--json", "--intrinsic", args.intrinsic], capture_output=True, text=True, timeout=120)
        if run.returncode not in (0, 1) or not run.stdout.strip():
            totals["crashed or no JSON"] += 1
            print(f"!! {path}: exit {run.returncode}: {run.stderr[-300:]}", file=sys.stderr)
            continue
        result = json.loads(run.stdout)
        xml_scenes, flagged_misplaced = stored_views(path)
        elements = element_names(path)
        stale = inconsistent_scenes(path)
        ib_flags = {"misplaced": flagged_misplaced, "ambiguous": flagged(path, "ambiguous")}
        for scene in result["scenes"]:
            ours = {"misplaced": {m["id"] for m in scene["misplaced"]},
                    "ambiguous": {scene["frames"][a["view"]]["id"] for a in scene["ambiguous"] if a["view"] in scene["frames"]}}
            for v in scene["frames"].values():
                for flag in ("misplaced", "ambiguous"):
                    ib, us = v["id"] in ib_flags[flag], v["id"] in ours[flag]
                    agreement[flag][("both" if ib and us else "IB only" if ib else "workbench only" if us else "neither")] += 1
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
            if any(i in flagged_misplaced for i in stored):
                totals["scenes flagged misplaced by Interface Builder (left out)"] += 1
                continue
            if scene["id"] in stale:
                totals["scenes whose stored frames break their own constraints (left out)"] += 1
                continue
            wrong = {m["id"] for m in scene["misplaced"]}
            good = len([i for i in compared if i not in wrong])
            for i in compared:
                per_element[elements.get(i, "?")]["views"] += 1
                per_element[elements.get(i, "?")]["missed"] += i in wrong
            reproduced = good == len(compared) and not scene["conflicts"]
            # The issue's own yardstick is the frames alone; a scene whose frames all match but
            # whose solve broke a constraint (the half-point contradictions Interface Builder's
            # own engine breaks too) is counted apart, not as reproduced.
            totals["scenes whose every view matches but with a conflict"] += good == len(compared) and bool(scene["conflicts"])
            totals["consistent scenes"] += 1
            totals["views compared"] += len(compared)
            totals["views within 0.5 pt"] += good
            totals["scenes reproduced"] += reproduced
            # Interface Builder's own ambiguity flag on a compared view: its stored frames are one
            # of many solutions, which no solver need pick. Counted apart, not left out.
            ib_ambiguous = any(i in ib_flags["ambiguous"] for i in compared)
            for f in features:
                per_feature[f]["scenes"] += 1
                per_feature[f]["reproduced"] += reproduced
                if not ib_ambiguous:
                    per_feature[f]["unflagged"] += 1
                    per_feature[f]["unflagged reproduced"] += reproduced
            if args.list:
                print(f"{'ok ' if reproduced else 'BAD'} {good}/{len(compared)} {row['repository']} {row['path']} {scene['name']} ({scene['id']})")
    for k, v in totals.items():
        print(f"{k}: {v}")
    if totals["consistent scenes"]:
        print(f"scenes reproduced: {100 * totals['scenes reproduced'] / totals['consistent scenes']:.1f} %")
        print(f"views within 0.5 pt: {100 * totals['views within 0.5 pt'] / max(1, totals['views compared']):.1f} %")
    for f, c in sorted(per_feature.items()):
        print(f"  {f}: {c['reproduced']} of {c['scenes']} scenes "
              f"({c['unflagged reproduced']} of the {c['unflagged']} with no view Interface Builder flagged ambiguous)")
    kinds = sorted(per_element.items(), key=lambda kv: -kv[1]["missed"])[:10]
    print("views missed, by element: " + ", ".join(f"{k} {c['missed']} of {c['views']}" for k, c in kinds))
    for flag, c in agreement.items():
        print(f"{flag} flags, per view: both {c['both']}, Interface Builder only {c['IB only']}, "
              f"workbench only {c['workbench only']}, neither {c['neither']}")


if __name__ == "__main__":
    main()
