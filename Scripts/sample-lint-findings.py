#!/usr/bin/env python3
"""Draws a fixed-seed random sample of the warnings and errors `alerts lint` reported.

usage: Scripts/sample-lint-findings.py SEED COUNT REPORT...
Each REPORT is the text output of `alerts lint` on one app's tables. Prints the counts by app
and id, then COUNT findings drawn with SEED, numbered, for a reviewer to judge by reading the
tables (Benchmarks/README.md, "Lint precision").
"""
import collections
import random
import re
import sys

seed, count, reports = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
line_pattern = re.compile(r"^(.*?):(\d+):(\d+): (warning|error): (.*) \[([a-z-]+)\]$")
findings = []
for report in sorted(reports):
    app = report.rsplit("/", 1)[-1].removesuffix(".txt")
    with open(report, encoding="utf-8") as file:
        for line in file:
            if line_pattern.match(line.rstrip("\n")):
                findings.append((app, line.rstrip("\n")))
by_app = collections.Counter(app for app, _ in findings)
by_id = collections.Counter(line_pattern.match(line).group(6) for _, line in findings)
for app, n in sorted(by_app.items()):
    print(f"app {app}: {n}")
for id, n in sorted(by_id.items()):
    print(f"id {id}: {n}")
print(f"total: {len(findings)}")
for number, (app, line) in enumerate(random.Random(seed).sample(findings, min(count, len(findings))), 1):
    print(f"{number}. {line}")
