#!/usr/bin/env python3
"""Rebuild the local copy of the corpus that Corpus/InterfaceBuilder/manifest-*.tsv lists, from git
copies of its repositories: each document is taken at its manifest's commit and path and written
where the manifest's `local` column says, under `--root` (where measure.py and open.py read it).

    python3 Benchmarks/ib-corpus/restore.py --mirror DIR [--root /work/ib-corpus] [--manifest FILE.tsv ...]
    python3 Benchmarks/ib-corpus/restore.py --mirror DIR --missing     # the repositories still to fetch

A repository OWNER/NAME is looked for in DIR as DIR/OWNER+NAME/repo (the search tool's `fetch`
puts its snapshots there), DIR/OWNER+NAME, DIR/OWNER/NAME or DIR/OWNER/NAME.git: a bare
repository or a clone. Documents already under `--root` are left as they are. It prints one line
per document it could not restore (no copy of its repository, or the commit or path not in it)
and the counts; it exits 1 when any is missing.
"""
import argparse
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from measure import manifest_rows  # noqa: E402


def git_dir(mirror, repository):
    """The git directory holding `repository` under `mirror`, or None."""
    owner, name = repository.split("/", 1)
    for candidate in (os.path.join(mirror, f"{owner}+{name}", "repo"), os.path.join(mirror, f"{owner}+{name}"),
                      os.path.join(mirror, owner, name), os.path.join(mirror, owner, name + ".git")):
        if os.path.isdir(candidate) and subprocess.run(
                ["git", "--git-dir", candidate, "rev-parse", "--git-dir"], capture_output=True).returncode == 0:
            return candidate
        dotgit = os.path.join(candidate, ".git")
        if os.path.isdir(dotgit):
            return dotgit
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mirror", required=True, help="folder of git copies of the repositories")
    ap.add_argument("--root", default="/work/ib-corpus")
    ap.add_argument("--manifest", action="append", help="only the documents this manifest lists (repeatable)")
    ap.add_argument("--missing", action="store_true", help="print the repositories with no copy under --mirror, and stop")
    args = ap.parse_args()

    rows = list(manifest_rows(args.root, args.manifest))
    dirs = {}
    for row in rows:
        if row["repository"] not in dirs:
            dirs[row["repository"]] = git_dir(args.mirror, row["repository"])
    if args.missing:
        for repository, found in sorted(dirs.items()):
            if found is None:
                print(repository)
        return 0

    restored = present = 0
    missing = []
    for row in rows:
        if os.path.exists(row["file"]):
            present += 1
            continue
        found = dirs[row["repository"]]
        if found is None:
            missing.append((row, "no copy of the repository"))
            continue
        shown = subprocess.run(["git", "--git-dir", found, "show", f"{row['commit']}:{row['path']}"],
                               capture_output=True)
        if shown.returncode != 0:
            missing.append((row, shown.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["git show failed"]))
            continue
        os.makedirs(os.path.dirname(row["file"]), exist_ok=True)
        with open(row["file"], "wb") as out:
            out.write(shown.stdout)
        restored += 1
    for row, why in missing:
        reason = why if isinstance(why, str) else why[0]
        print(f"{row['repository']}\t{row['path']}\t{row['commit']}\t{reason}")
    print(f"{restored} restored, {present} already there, {len(missing)} missing, of {len(rows)} documents",
          file=sys.stderr)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
