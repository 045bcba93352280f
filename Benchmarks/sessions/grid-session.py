#!/usr/bin/env python3
"""A REPL session script for the latency figures in Benchmarks/README.md.

    python3 Benchmarks/sessions/grid-session.py 5000 > /tmp/g5000.vfl
    vfl profile /tmp/g5000.vfl

N `view` lines, then one `H:|-[v0]-[v1]-...-[v9]-|` line per row of ten views, one
`V:|-y-[vi(==20)]` line per view, and ten rotations: 2.1 N + 10 lines. Widths stay free, so
the layout is ambiguous until the end (the REPL's ambiguity check runs after every line up to
300 views).

With `--equations`, each row's widths are then made equal by equations
(`v11.width == v10.width`, 0.9 N lines) before the rotations: every row becomes a long row
closed at both ends, and the layout determined.

With `--modern` (issue 29), the session is an iOS 17 one on an iPhone 15 (safe area
59,0,34,0, landscape 0,59,21,59): `|-` is the root's margin (its safe area plus 16), and each
view hangs from the safe area's top (`vi.top == root.safeAreaLayoutGuide.top + y`, then its
height): every rotation moves the insets too.
"""
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
n = int(args[0]) if args else 200
equations = "--equations" in sys.argv
modern = "--modern" in sys.argv
columns = 10
lines = [":set ios 17", ":device iphone-15"] if modern else []
lines += [f"view v{i}" for i in range(n)]
for row in range(n // columns):
    lines.append("H:|-" + "-".join(f"[v{row * columns + c}]" for c in range(columns)) + "-|")
for i in range(n):
    y = (i // columns) % 50 * 10 + 8
    if modern:
        lines += [f"v{i}.top == root.safeAreaLayoutGuide.top + {y}", f"V:[v{i}(==20)]"]
    else:
        lines.append(f"V:|-{y}-[v{i}(==20)]")
if equations:
    for row in range(n // columns):
        first = row * columns
        lines += [f"v{first + c}.width == v{first}.width" for c in range(1, columns)]
lines += ["rotate"] * 10
print("\n".join(lines))
