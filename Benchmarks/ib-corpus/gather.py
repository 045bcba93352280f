#!/usr/bin/env python3
"""Gather a held-out set of Interface Builder documents: list what a git copy of a repository
holds, and take a document into the local corpus with its manifest row (the columns of
Corpus/InterfaceBuilder/manifest-*.tsv, described in its README).

    python3 Benchmarks/ib-corpus/gather.py list GITDIR
        every .storyboard and .xib at HEAD, one per line: commit, path, kind, platform,
        toolsVersion, bytes, constraints, autolayout|springs, launch|-
    python3 Benchmarks/ib-corpus/gather.py take GITDIR COMMIT PATH OWNER/NAME SET NOTE [--root DIR]
        writes the document to ROOT/SET/docs/OWNER+NAME/PATH (slashes as __) and appends its
        row to ROOT/SET/manifest.tsv (ROOT: /work/ib-corpus unless --root says otherwise)

GITDIR is a bare repository or a clone's .git (the search tool's `fetch` returns one). The
counts in a row are read from the document's text, as a person choosing documents would: frames,
constraints, stack and scroll views, cells, size-class variations, safe-area and old layout
guides, margin attributes, autoresizing masks, views Interface Builder flagged misplaced or
ambiguous, placeholder constraints. measure.py reads only `local`; the rest says what a set holds.
"""
import argparse
import os
import re
import subprocess

COLUMNS = ("repository path commit local kind platform toolsVersion device orientation bytes scenes views "
           "constraints stackViews scrollViews cells variations safeArea topBottomGuides marginAttributes "
           "autoresizingMasks misplaced ambiguous placeholders notes").split()


def show(gitdir, commit, path):
    """The bytes of `path` at `commit`."""
    return subprocess.run(["git", "--git-dir", gitdir, "show", f"{commit}:{path}"], capture_output=True, check=True).stdout


# The manifest's counted columns, each the number of matches of its pattern in the document.
COUNTED = [
    ("views", r'<rect key="frame"'),
    ("constraints", r"<constraint "),
    ("stackViews", r"<stackView "),
    ("scrollViews", r"<(?:scrollView|tableView|collectionView) "),
    ("cells", r"<(?:tableViewCell|collectionViewCell) "),
    ("variations", r"<variation "),
    ("safeArea", r'<viewLayoutGuide key="safeArea"'),
    ("topBottomGuides", r"<viewControllerLayoutGuide "),
    ("marginAttributes", r'ttribute="\w+Margin"'),
    ("autoresizingMasks", r"<autoresizingMask "),
    ("misplaced", r'misplaced="YES"'),
    ("ambiguous", r'ambiguous="YES"'),
    ("placeholders", r'<constraint [^>]*placeholder="YES"'),
]


def facts(data):
    """The manifest's descriptive columns of a document, and whether it uses Auto Layout and is a
    launch screen."""
    text = data.decode("utf-8", "replace")
    head = text[:3000]
    tools = re.search(r'toolsVersion="([^"]+)"', head)
    device = re.search(r'<device id="([^"]+)"(?: orientation="([^"]+)")?', text)
    row = {name: str(len(re.findall(pattern, text))) for name, pattern in COUNTED}
    row.update(
        platform="macOS" if "MacOSX.Cocoa" in head else "iOS",
        toolsVersion=tools.group(1) if tools else "-",
        device=device.group(1) if device else "-",
        orientation=(device.group(2) or "portrait") if device else "-",
        bytes=str(len(data)),
        scenes=str(len(re.findall(r"<scene ", text)) or 1),
        autolayout='useAutolayout="YES"' in head,
        launch='launchScreen="YES"' in head,
    )
    return row


def kind(path):
    return "storyboard" if path.endswith(".storyboard") else "xib"


def list_documents(gitdir):
    commit = subprocess.run(["git", "--git-dir", gitdir, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    # -z: paths as they are, not quoted (git quotes a path with non-ASCII characters otherwise).
    files = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "-z", "--name-only", commit],
                           capture_output=True, text=True).stdout.split("\0")
    for path in files:
        if not path.endswith((".storyboard", ".xib")):
            continue
        try:
            f = facts(show(gitdir, commit, path))
        except subprocess.CalledProcessError:
            continue
        print("\t".join([commit, path, kind(path), f["platform"], f["toolsVersion"], f["bytes"], f["constraints"],
                         "autolayout" if f["autolayout"] else "springs", "launch" if f["launch"] else "-"]))


def take(gitdir, commit, path, repository, set_name, note, root):
    data = show(gitdir, commit, path)
    local = f"{set_name}/docs/{repository.replace('/', '+')}/{path.replace('/', '__')}"
    target = os.path.join(root, local)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as out:
        out.write(data)
    row = dict(facts(data), repository=repository, path=path, commit=commit, local=local, kind=kind(path), notes=note)
    line = "\t".join(str(row[c]) for c in COLUMNS)
    manifest = os.path.join(root, set_name, "manifest.tsv")
    new = not os.path.exists(manifest)
    with open(manifest, "a") as out:
        if new:
            out.write("\t".join(COLUMNS) + "\n")
        out.write(line + "\n")
    print(line)


def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="command", required=True)
    listing = sub.add_parser("list", help="the documents at HEAD of a git copy")
    listing.add_argument("gitdir")
    taking = sub.add_parser("take", help="take a document into a set")
    for name in ("gitdir", "commit", "path", "repository", "set", "note"):
        taking.add_argument(name)
    taking.add_argument("--root", default="/work/ib-corpus")
    args = ap.parse_args()
    if args.command == "list":
        list_documents(args.gitdir)
    else:
        take(args.gitdir, args.commit, args.path, args.repository, args.set, args.note, args.root)


main()
