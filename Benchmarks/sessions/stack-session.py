#!/usr/bin/env python3
"""A REPL session of one UIStackView of N labels, for `vfl profile` (issue 29).

    python3 Benchmarks/sessions/stack-session.py 300 > /tmp/stack300.vfl
    vfl profile /tmp/stack300.vfl

The labels are declared first (each 6 points wide and 20 high, as a label hugs its text), then
arranged in one horizontal stack, 8 apart, fill distribution and alignment, then the stack is
pinned between the root's margins: the order a storyboard or a view controller builds it. The
`stack` line makes UIKit's UISV- constraints; the profile shows what adding them costs.
"""
import sys

n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
lines = [":set ios 9", f"size {14 * n + 40}x768", "stack s"]
lines += [f"view l{i} in s 6x20" for i in range(n)]
lines.append("stack s " + ",".join(f"l{i}" for i in range(n)) + " spacing 8")
lines += ["H:|-[s]-|", "V:|-[s]"]
print("\n".join(lines))
