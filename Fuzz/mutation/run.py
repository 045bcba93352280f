#!/usr/bin/env python3
"""The mutation harness: plant each fault of a list in a scratch copy of the tree, build it, and
see what catches it: (a) `swift test`, (b) the fault's fuzz targets for N seconds each from their
committed corpora.

    Fuzz/mutation/run.py [FAULTS] [--only ID,...] [--fuzz-seconds 300] [--targets-per-fault 1]
                         [--scratch DIR] [--report FILE] [--no-tests] [--no-fuzz] [--summary]

FAULTS (default Fuzz/mutation/faults.txt) lists faults in this form, one block each:

    == FAULT-ID: what the fault is
    file: Sources/Module/File.swift
    targets: FuzzSolver, FuzzSession
    - the exact line(s) to replace (a block that occurs once in the file)
    + the line(s) that replace it

The scratch copy (default /work/mutation-scratch, made once from this checkout's working tree,
without build products) keeps its `.build` and `Fuzz/.build` between faults, so each fault costs
an incremental build of what depends on the file; before each fault it takes the checkout's
tracked files that changed since, so the faults are planted in the code as it is. Fuzzing uses Fuzz/build.sh with
SANITIZER=none (the faults are wrong answers, not memory errors; ASan only slows the search)
and Fuzz/run.sh with -seed=1 from a fresh copy of Corpus/TARGET. A target stops at the first
crash; the next targets are skipped once one has caught the fault.

Each fault's result is appended to the report (default Fuzz/mutation/results.jsonl) as soon as
it is known, and faults already in the report are skipped, so a run can stop and go on later.
A run with --no-fuzz records the tests' verdicts alone, quickly; a later run without it fills
in the campaigns of those records, the faults the tests missed first (the verdict hinges on
them), keeping their tests' verdicts.
--summary prints the table and totals of the report and exits.

While a file named PAUSE sits beside the report, the harness waits before its next fault, so
someone sharing the machine can build without two builds at once (touch it, wait for the line
"paused", build, remove it).

A fault that does not compile is reported as such and counted apart. Exit 0.
"""
import argparse
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(os.path.dirname(here))


def parse_faults(path):
    faults, current = [], None
    for number, line in enumerate(open(path, encoding="utf-8").read().splitlines(), 1):
        if line.startswith("#") or (not line.strip() and current is None):
            continue
        if line.startswith("== "):
            ident, _, what = line[3:].partition(":")
            current = {"id": ident.strip(), "what": what.strip(), "file": None, "targets": [], "old": [], "new": [], "line": number}
            faults.append(current)
        elif current is None:
            sys.exit(f"{path}:{number}: a fault starts with '== ID: what'")
        elif line.startswith("file: "):
            current["file"] = line[6:].strip()
        elif line.startswith("targets:"):
            current["targets"] = [t.strip() for t in line[8:].split(",") if t.strip()]
        elif line.startswith("- "):
            current["old"].append(line[2:])
        elif line.startswith("+ ") or line == "+":
            current["new"].append(line[2:])
        elif not line.strip():
            continue
        else:
            sys.exit(f"{path}:{number}: expected 'file:', 'targets:', '- ' or '+ ': {line}")
    for f in faults:
        if not f["file"] or not f["old"]:
            sys.exit(f"{path}:{f['line']}: fault {f['id']} needs a 'file:' and '- ' lines")
    return faults


def apply(fault, scratch):
    """The mutated text of the fault's file, or an error message."""
    path = os.path.join(scratch, fault["file"])
    text = open(path, encoding="utf-8").read()
    old = "\n".join(fault["old"]) + "\n"
    new = "\n".join(fault["new"]) + ("\n" if fault["new"] else "")
    count = text.count(old)
    if count != 1:
        return None, f"the '- ' block occurs {count} times in {fault['file']}"
    return text.replace(old, new), None


def available_memory_mb():
    with open("/proc/meminfo") as f:
        for line in f:
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) // 1024
    return 1 << 30


def kill_tree(pid):
    """SIGKILL `pid` and every process descended from it: `swift test` starts the test
    binary in a process group of its own, so killing the group leaves a runaway test alive."""
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
                children.setdefault(ppid, []).append(int(entry))
            except (OSError, ValueError, IndexError):
                continue
    doomed, stack = [], [pid]
    while stack:
        p = stack.pop()
        doomed.append(p)
        stack.extend(children.get(p, []))
    for p in doomed:
        try:
            os.kill(p, signal.SIGKILL)
        except OSError:
            pass


def run(cmd, cwd, timeout, env=None):
    """Run `cmd` in a process group of its own: ("timeout" | "memory" | exit status, output,
    seconds). A mutant that loops allocating (a solver that never stops pivoting) is stopped
    when the machine has less than 3 GB left, so it cannot take the fuzzers down with it."""
    start = time.time()
    with tempfile.TemporaryFile() as out:
        p = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
        status = None
        while status is None:
            try:
                status = p.wait(timeout=0.25)
            except subprocess.TimeoutExpired:
                reason = "timeout" if time.time() - start > timeout else "memory" if available_memory_mb() < 3072 else None
                if reason:
                    kill_tree(p.pid)
                    p.wait()
                    status = reason
        out.seek(0)
        return status, out.read().decode(errors="replace"), time.time() - start


def make_scratch(scratch):
    if os.path.isdir(scratch):
        return
    skip = {".build", "out", "artifacts", "work", "work-slow", ".git"}
    shutil.copytree(root, scratch, ignore=lambda d, names: [n for n in names if n in skip or n.startswith(".build-")])


# The checkout's last commit, exported: what the faults are planted in (work in progress in
# the checkout, which may not build, stays out).
pristine = os.path.join(tempfile.gettempdir(), "mutation-head")


def sync_tree(scratch):
    """Bring the scratch tree up to the checkout's last commit, copying only the files that
    differ (an unchanged tree rebuilds nothing)."""
    shutil.rmtree(pristine, ignore_errors=True)
    os.makedirs(pristine)
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=root, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", pristine], input=archive, check=True)
    for directory, _, names in os.walk(pristine):
        for name in names:
            source = os.path.join(directory, name)
            target = os.path.join(scratch, os.path.relpath(source, pristine))
            if os.path.isfile(target) and open(source, "rb").read() == open(target, "rb").read():
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            fresh_copy(source, target)


def fresh_copy(source, target):
    """Copy `source` over `target` with the time of now: the Swift driver rebuilds a file whose
    time is later than its last build, so a file put back with an older time (an exported
    commit's, a checkout's) would leave the mutated object in place for the next fault."""
    shutil.copyfile(source, target)
    os.utime(target, None)


def sync(scratch, files):
    """Put the pristine copies of `files` back in the scratch tree."""
    for f in files:
        fresh_copy(os.path.join(pristine, f), os.path.join(scratch, f))


def tests(scratch, timeout, baseline=()):
    """Build and run `swift test` in the scratch tree. A fault is caught when a test fails
    that passes without it (`baseline` lists those that fail anyway), or when the run is
    stopped (a hang, the machine's memory), or it fails without naming a test (a crash).
    None when the build itself was stopped: the fault is to be tried again."""
    rc, out, seconds = run(["swift", "build", "--build-tests"], scratch, 3600)
    if isinstance(rc, str):
        return None
    if rc != 0:
        errors = [l for l in out.splitlines() if "error:" in l][:3]
        return {"compiled": False, "error": " | ".join(errors)[:400]}
    rc, out, seconds = run(["swift", "test", "--skip-build"], scratch, timeout)
    failing = []
    for m in re.finditer(r"✘ Test (\S+?)(?:\(|\s)", out):
        if m.group(1) not in failing and m.group(1) not in baseline:
            failing.append(m.group(1))
    stopped = rc if isinstance(rc, str) else None
    caught = bool(failing) or stopped is not None or (rc != 0 and "✘" not in out)
    return {"compiled": True, "caught": caught, "seconds": round(seconds, 1), "stopped": stopped, "failing": failing[:6]}


def baseline_failures(scratch, timeout, path):
    """The tests that fail in the scratch tree with no fault planted (recorded once)."""
    if os.path.exists(path):
        return set(json.load(open(path)))
    rc, out, _ = run(["swift", "build", "--build-tests"], scratch, 3600)
    if rc != 0:
        sys.exit(f"mutation: the unmutated tree does not build in {scratch}")
    rc, out, _ = run(["swift", "test", "--skip-build"], scratch, timeout)
    failing = sorted({m.group(1) for m in re.finditer(r"✘ Test (\S+?)(?:\(|\s)", out)})
    with open(path, "w") as f:
        json.dump(failing, f)
    return set(failing)


def fuzz(scratch, fault, seconds, per_fault):
    env = dict(os.environ, SANITIZER="none", OUT=os.path.join(scratch, "Fuzz/out"))
    rc, out, _ = run([os.path.join(scratch, "Fuzz/build.sh")], scratch, 3600, env)
    if isinstance(rc, str) or rc != 0:
        return {"built": False, "error": f"stopped: {rc}" if isinstance(rc, str) else out[-400:]}
    runs = []
    for target in fault["targets"][:per_fault]:
        work = os.path.join(scratch, "Fuzz/mutation-work", fault["id"])
        shutil.rmtree(work, ignore_errors=True)
        os.makedirs(work)
        rc, out, wall = run([os.path.join(scratch, "Fuzz/run.sh"), target, str(seconds), "-seed=1"], scratch, seconds + 600,
                            dict(env, WORK=work))
        message = next((l.strip() for l in out.splitlines() if l.startswith("property failed:") or "ERROR: libFuzzer" in l
                        or "Fatal error" in l or "==ERROR" in l or "Assertion" in l), "")
        runs.append({"target": target, "caught": rc != 0, "seconds": round(wall, 1), "rc": rc, "message": message[:300]})
        shutil.rmtree(work, ignore_errors=True)
        if rc != 0:
            break
    return {"built": True, "caught": any(r["caught"] for r in runs), "runs": runs}


def wait_while_paused(pause):
    if os.path.exists(pause):
        print(f"paused while {pause} exists", flush=True)
        while os.path.exists(pause):
            time.sleep(5)
        print("resumed", flush=True)


def summary(report):
    results = [json.loads(l) for l in open(report)] if os.path.exists(report) else []
    print("| fault | file | tests | fuzzing |")
    print("|---|---|---|---|")
    for r in results:
        t, f = r.get("tests", {}), r.get("fuzz", {})
        if not t.get("compiled", True):
            print(f"| {r['id']} | {r['file']} | does not compile | |")
            continue
        tests_cell = ("caught in %ss: %s" % (t["seconds"], ", ".join(t["failing"][:3]) or t.get("stopped") or "exit status")
                      if t.get("caught") else ("survived" if t else "not run"))
        caught = [x for x in f.get("runs", []) if x["caught"]]
        fuzz_cell = (f"{caught[0]['target']} in {caught[0]['seconds']}s" if caught
                     else ("survived " + ", ".join(f"{x['target']} {x['seconds']}s" for x in f.get("runs", [])) if f else "not run"))
        print(f"| {r['id']} | {r['file'].split('/')[-2]} | {tests_cell} | {fuzz_cell} |")
    valid = [r for r in results if r.get("tests", {}).get("compiled", True)]
    by_tests = [r for r in valid if r.get("tests", {}).get("caught")]
    by_fuzz = [r for r in valid if r.get("fuzz", {}).get("caught")]
    fuzzed = [r for r in valid if r.get("fuzz", {}).get("built")]
    either = [r for r in valid if r.get("tests", {}).get("caught") or r.get("fuzz", {}).get("caught")]
    n = max(len(valid), 1)
    print()
    print(f"{len(results)} faults run, {len(valid)} compiled: the tests caught {len(by_tests)} ({100 * len(by_tests) // n} %), "
          f"fuzzing caught {len(by_fuzz)} of the {len(fuzzed)} it was run on ({100 * len(by_fuzz) // max(len(fuzzed), 1)} %), "
          f"either caught {len(either)} ({100 * len(either) // n} %)")
    survivors = [r["id"] for r in valid if r not in either]
    if survivors:
        print("survived both: " + ", ".join(survivors))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[1])
    parser.add_argument("faults", nargs="?", default=os.path.join(here, "faults.txt"))
    parser.add_argument("--only", default="")
    parser.add_argument("--fuzz-seconds", type=int, default=300)
    parser.add_argument("--targets-per-fault", type=int, default=1)
    parser.add_argument("--test-timeout", type=int, default=300)
    parser.add_argument("--scratch", default="/work/mutation-scratch")
    parser.add_argument("--report", default=os.path.join(here, "results.jsonl"))
    parser.add_argument("--no-tests", action="store_true")
    parser.add_argument("--no-fuzz", action="store_true")
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    if args.summary:
        summary(args.report)
        return 0
    faults = parse_faults(args.faults)
    only = {x for x in args.only.split(",") if x}
    records = [json.loads(l) for l in open(args.report)] if os.path.exists(args.report) else []
    done = {r["id"]: r for r in records}
    make_scratch(args.scratch)
    sync_tree(args.scratch)
    baseline = baseline_failures(args.scratch, args.test_timeout, args.report + ".baseline.json")
    if baseline:
        print(f"failing without a fault (left out of the verdicts): {', '.join(sorted(baseline))}", flush=True)
    def unfuzzed(fault):
        record = done.get(fault["id"])
        return record is not None and "fuzz" not in record and record["tests"].get("compiled", True)

    # Campaigns still owed come first, those of faults the tests missed before the others.
    owed = sorted((f for f in faults if unfuzzed(f)), key=lambda f: bool(done[f["id"]]["tests"].get("caught")))
    for fault in ([] if args.no_fuzz else owed) + [f for f in faults if f["id"] not in done]:
        if only and fault["id"] not in only:
            continue
        wait_while_paused(os.path.join(os.path.dirname(os.path.abspath(args.report)), "PAUSE"))
        sync_tree(args.scratch)
        sync(args.scratch, [fault["file"]])
        mutated, error = apply(fault, args.scratch)
        result = {"id": fault["id"], "file": fault["file"], "what": fault["what"],
                  "date": time.strftime("%Y-%m-%d %H:%M", time.gmtime())}
        if error:
            result["tests"] = {"compiled": False, "error": error}
        else:
            with open(os.path.join(args.scratch, fault["file"]), "w", encoding="utf-8") as f:
                f.write(mutated)
            print(f"== {fault['id']}: {fault['what']}", flush=True)
            if fault["id"] in done:
                result = done[fault["id"]]
                print(f"   tests (recorded): {result['tests']}", flush=True)
            elif not args.no_tests:
                verdict = tests(args.scratch, args.test_timeout, baseline)
                if verdict is None:
                    print("   the build was stopped (memory or time); the fault is left for the next run", flush=True)
                    sync(args.scratch, [fault["file"]])
                    continue
                result["tests"] = verdict
                print(f"   tests: {result['tests']}", flush=True)
            if not args.no_fuzz and result.get("tests", {}).get("compiled", True):
                result["fuzz"] = fuzz(args.scratch, fault, args.fuzz_seconds, args.targets_per_fault)
                print(f"   fuzz: {result['fuzz']}", flush=True)
                if str(result["fuzz"].get("error", "")).startswith("stopped"):
                    print("   the fuzz build was stopped; the fault is left for the next run", flush=True)
                    sync(args.scratch, [fault["file"]])
                    continue
        sync(args.scratch, [fault["file"]])
        if fault["id"] in done:
            records = [result if r["id"] == fault["id"] else r for r in records]
            with open(args.report, "w") as f:
                f.writelines(json.dumps(r) + "\n" for r in records)
        else:
            records.append(result)
            with open(args.report, "a") as f:
                f.write(json.dumps(result) + "\n")
    summary(args.report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
