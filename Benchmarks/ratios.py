#!/usr/bin/env python3
"""Issue 14's ratios, side by side, from one run of the benchmarks.

    python3 Benchmarks/ratios.py --run [--markdown] [-- BENCHMARK-OPTIONS...]
    python3 Benchmarks/ratios.py [--dir DIR] [--markdown]

With --run, runs the benchmarks first (from the repository's root, in the benchmarks' own build
folder), exporting ordo-one's percentiles in nanoseconds to DIR; options after `--` go to
`swift package benchmark` (`--target Errors`, `--filter 'lookup.*'`…). Without it, reads DIR
(default: .build-benchmarks/percentiles) as a run left it.

For each row it prints ours and its baseline (median, p50, as ordo-one rounds it for display:
three significant digits at least), how many times faster or slower ours
is, both sides' allocations per call (p50), what ordo-one sampled of the peak resident memory or
the child process's CPU time, and the issue's target for the row with whether it is met.
Python 3's standard library only.
"""

import argparse
import glob
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCRATCH = os.path.join(ROOT, ".build-benchmarks")
DEFAULT_DIR = os.path.join(SCRATCH, "percentiles")
SUFFIX = ".histogram.percentiles.tsv"

# Rows in the order of the table.
ORDER = [
    "error.posix.alert", "error.custom.alert", "error.localized.alert", "error.posix.cli-report",
    "http.problem-json.de", "lookup.hit",
    "lookup.miss",
    "format.", "xcstrings.pretty.", "xcstrings.minified.", "xcstrings.corpus.", "xcstrings.folder",
    "strings.", "process.",
]

TIME_UNITS = {"ns": 1, "μs": 1e3, "µs": 1e3, "us": 1e3, "ms": 1e6, "s": 1e9}
# ordo-one prints counts and custom metrics in thousands or millions when they are large.
MULTIPLIERS = {"K": 1e3, "M": 1e6, "G": 1e9}


def run(directory, options):
    """Runs every benchmark (or those `options` pick), exporting percentiles to `directory`."""
    os.makedirs(directory, exist_ok=True)
    for old in glob.glob(os.path.join(directory, "*" + SUFFIX)):
        os.remove(old)
    # The programs the whole-process rows start, as Benchmarks/thresholds.sh builds them.
    for product in ("alerts", "FoundationLookup"):
        build = ["swift", "build", "-c", "release", "--package-path", "Benchmarks", "--scratch-path", SCRATCH]
        subprocess.run(build + ["--product", product], cwd=ROOT, check=True, stdout=sys.stderr)
    command = [
        "swift", "package", "--package-path", "Benchmarks", "--scratch-path", SCRATCH,
        "--allow-writing-to-directory", directory, "benchmark", "--format", "histogramPercentiles",
        "--path", directory, "--no-progress", *options,
    ]
    print("$ " + " ".join(command), file=sys.stderr)
    result = subprocess.run(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    # ordo-one reports a benchmark whose setup failed, or that gave no result, and goes on.
    failures = [line for line in result.stdout.splitlines() if re.search(r"setup failed|benchmark row failed", line)]
    if result.returncode != 0 or failures:
        print(result.stdout, file=sys.stderr)
        sys.exit(f"ratios.py: the benchmark run failed (exit status {result.returncode})")


def read(directory):
    """{row: {metric: (p50, unit)}} from the exported files: the unit is the header's last
    parenthesis (`μs`, `ms`, `K`, `M`), as ordo-one scales each metric for display."""
    results = {}
    for path in glob.glob(os.path.join(directory, "*" + SUFFIX)):
        # <baseline>.<target>.<row name with dots>.<metric>.histogram.percentiles.tsv
        parts = os.path.basename(path)[: -len(SUFFIX)].split(".")
        if len(parts) < 4:
            continue
        name, metric = ".".join(parts[2:-1]), parts[-1]
        with open(path, encoding="utf-8") as file:
            lines = file.read().splitlines()
        units = re.findall(r"\(([^()]*)\)", lines[0]) if lines else []
        unit = units[-1] if units else ""
        for line in lines[1:]:
            percentile, _, value = line.partition("\t")
            if percentile == "50":
                results.setdefault(name, {})[metric] = (float(value), unit)
    return results


def nanoseconds(measure):
    """A time metric's value in nanoseconds, or None."""
    if measure is None:
        return None
    value, unit = measure
    return value * TIME_UNITS[unit] if unit in TIME_UNITS else None


def duration(ns):
    """Three significant digits at most: ordo-one's export rounds to whole display units."""
    if ns is None:
        return "—"
    for limit, divisor, unit in ((1e3, 1, "ns"), (1e6, 1e3, "µs"), (1e9, 1e6, "ms"), (float("inf"), 1e9, "s")):
        if ns < limit:
            return f"{ns / divisor:.3g} {unit}"
    return "—"


def number(measure):
    """A count's value, its display unit (K, M) applied, or None."""
    if measure is None:
        return None
    value, unit = measure
    return value * MULTIPLIERS.get(unit, 1)


def count(measure):
    if measure is None:
        return "—"
    value, unit = measure
    return f"{value:.0f}" + (f" {unit}" if unit in MULTIPLIERS else "")


def speed(ours, baseline):
    """How ours compares: `12× slower`, `2.5× faster`."""
    if not ours or not baseline:
        return "—"
    ratio = baseline / ours
    if ratio >= 1:
        return f"{ratio:.1f}× faster"
    slower = 1 / ratio
    return f"{slower:.0f}× slower" if slower >= 10 else f"{slower:.1f}× slower"


def megabytes(name):
    """The catalog's size in MiB: from the name for generated ones, from the corpus for real ones."""
    match = re.search(r"\.(\d+)MB", name)
    if match:
        return float(match.group(1))
    if name.startswith("xcstrings.corpus."):
        table = name.split(".")[2]
        corpus = os.environ.get("ALERTS_CORPUS") or os.path.join(os.path.dirname(ROOT), "shared", "corpus")
        files = glob.glob(os.path.join(corpus, "**", table + ".xcstrings"), recursive=True)
        if files:
            return os.path.getsize(files[0]) / 2**20
    return None


def target(name, ours, baseline):
    """The issue's target for the row and whether it is met: (text, met or None)."""
    time, base = nanoseconds(ours.get("wallClock")), nanoseconds(baseline.get("wallClock"))
    allocations = number(ours.get("mallocCountTotal"))
    if name in ("error.posix.alert", "error.custom.alert", "error.localized.alert"):
        return "≤ 5 µs, ≤ 30 allocations", time is not None and time <= 5e3 and allocations is not None and allocations <= 30
    if name == "error.posix.cli-report":
        return "≤ 10 µs", time is not None and time <= 10e3
    if name == "http.problem-json.de":
        return "≤ 5 µs", time is not None and time <= 5e3
    if name in ("lookup.hit", "lookup.miss"):
        return "≤ 3× baseline, no allocation", bool(time and base) and time <= 3 * base and allocations == 0
    if name.startswith("format."):
        return "≥ String(format:)", bool(time and base) and time <= base
    if name.startswith("xcstrings.") and baseline:
        return "≥ 2× JSONSerialization", bool(time and base) and base >= 2 * time
    if name.startswith("strings."):
        return "≥ 8× Foundation", bool(time and base) and base >= 8 * time
    if name.startswith("process."):
        return "≥ 6× Foundation process", bool(time and base) and base >= 6 * time
    return "", None


def extra(name, ours, baseline):
    """What else the row is about: throughput, resident memory, the child's CPU time."""
    notes = []
    size = megabytes(name) if name.startswith("xcstrings.") else None
    for side, label in ((ours, "ours"), (baseline, "baseline")):
        time = nanoseconds(side.get("wallClock"))
        if size and time:
            notes.append(f"{label} {size / (time / 1e9):.1f} MB/s")
    if "peakMemoryResident" in ours:
        # The whole process's, sampled, setup included (ordo-one's delta is per sample, after the
        # warm-up has mapped the memory, so it says little).
        notes.append(f"peak RSS {number(ours['peakMemoryResident']) / 1e6:.0f} MB")
    for metric, measure in ours.items():
        if metric.startswith("Child"):
            # Microseconds, in thousands when large.
            child = baseline.get(metric)
            notes.append(
                f"child CPU {number(measure) / 1e3:.0f} ms"
                + (f" vs {number(child) / 1e3:.0f} ms" if child else ""))
    return "; ".join(notes)


def rank(name):
    for index, prefix in enumerate(ORDER):
        if name.startswith(prefix):
            return (index, name)
    return (len(ORDER), name)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--run", action="store_true", help="run the benchmarks first")
    parser.add_argument("--dir", default=DEFAULT_DIR, help="where the percentiles are (and go, with --run)")
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("options", nargs="*", help="options for `swift package benchmark`, after --")
    arguments = parser.parse_args()
    if arguments.run:
        run(arguments.dir, arguments.options)
    results = read(arguments.dir)
    if not results:
        sys.exit(f"ratios.py: no percentiles in {arguments.dir}; run with --run first")

    header = ["row", "ours", "baseline", "ours vs baseline", "allocs ours", "allocs baseline", "target", "met", "notes"]
    rows = []
    for name in sorted((n for n in results if not n.endswith(".baseline")), key=rank):
        ours, baseline = results[name], results.get(name + ".baseline", {})
        time, base = nanoseconds(ours.get("wallClock")), nanoseconds(baseline.get("wallClock"))
        goal, met = target(name, ours, baseline)
        rows.append([
            name, duration(time), duration(base) if baseline else "—", speed(time, base),
            count(ours.get("mallocCountTotal")), count(baseline.get("mallocCountTotal")), goal,
            "" if met is None else ("yes" if met else "no"), extra(name, ours, baseline),
        ])
    if arguments.markdown:
        print("| " + " | ".join(header) + " |")
        print("|" + "---|" * len(header))
        for row in rows:
            print("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |")
    else:
        widths = [max(len(row[i]) for row in rows + [header]) for i in range(len(header))]
        for row in [header] + rows:
            print("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row)).rstrip())
    # Linearity: time per MiB of each layout's generated catalogs.
    for layout in ("pretty", "minified"):
        per = []
        for name in sorted(n for n in results if n.startswith(f"xcstrings.{layout}.") and not n.endswith(".baseline")):
            time, size = nanoseconds(results[name].get("wallClock")), megabytes(name)
            if time and size:
                per.append(f"{size:.0f} MB: {time / 1e6 / size:.1f} ms/MB")
        if per:
            print(f"\n{layout} catalogs, ours, time per MB (linear when equal): " + ", ".join(per))


if __name__ == "__main__":
    main()
