#!/usr/bin/env python3
"""A REPL session script for the latency figures in Benchmarks/README.md.

    python3 Benchmarks/sessions/grid-session.py 5000 > /tmp/g5000.vfl
    vfl profile /tmp/g5000.vfl

N `view` lines, then one `H:|-[v0]-[v1]-...-[v9]-|` line per row of ten views, one
`V:|-y-[vi(==20)]` line per view, and ten rotations: 2.1 N + 10 lines. Widths stay free, so
the layout is ambiguous until the end (the REPL's ambiguity check runs after every line up to
300 views).
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
columns = 10
lines = [f"view v{i}" for i in range(n)]
for row in range(n // columns):
    lines.append("H:|-" + "-".join(f"[v{row * columns + c}]" for c in range(columns)) + "-|")
for i in range(n):
    lines.append(f"V:|-{(i // columns) % 50 * 10 + 8}-[v{i}(==20)]")
lines += ["rotate"] * 10
print("\n".join(lines))
