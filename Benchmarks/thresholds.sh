#!/usr/bin/env bash
# The committed thresholds (Benchmarks/Thresholds/*.p90.json): each benchmark's p90 of every
# metric it measures, which `check` compares a new run with, within the tolerances declared in
# Sources/BenchmarkRegistration/Registration.swift.
#
#   Benchmarks/thresholds.sh update [OPTIONS...]   run the benchmarks, write their thresholds
#   Benchmarks/thresholds.sh check [OPTIONS...]    run the benchmarks, compare with the thresholds
#
# OPTIONS go to `swift package benchmark` (--target Errors, --filter 'lookup.*', --metric
# mallocCountTotal…). Without options, `update` first removes every threshold file, so rows that
# are gone leave none behind. `check` exits 0 when nothing regressed: when only improvements are
# found it says so, and that the thresholds want an update.
set -euo pipefail
cd "$(dirname "$0")/.."

# The scratch folder: .build-benchmarks, or BENCHMARK_SCRATCH_PATH.
scratch=${BENCHMARK_SCRATCH_PATH:-.build-benchmarks}
command="${1:-}"
shift || true
case "$command" in
update | check) ;;
*) echo "usage: Benchmarks/thresholds.sh update|check [OPTIONS...]" >&2; exit 64 ;;
esac

# The programs the whole-process rows start.
for product in alerts FoundationLookup; do
    swift build -c release --package-path Benchmarks --scratch-path "$scratch" --product "$product" >&2
done

output=$(mktemp)
trap 'rm -f "$output"' EXIT
status=0
if [ "$command" = update ]; then
    [ $# -gt 0 ] || rm -f Benchmarks/Thresholds/*.p90.json
    swift package --package-path Benchmarks --scratch-path "$scratch" --allow-writing-to-package-directory \
        benchmark thresholds update --path Benchmarks/Thresholds --no-progress "$@" 2>&1 | tee "$output" || status=$?
else
    # The plugin turns every outcome but "equal" into a failure of `swift package`: tell them
    # apart by what it printed ("error: benchmarkThresholdImprovement" / "...Regression").
    swift package --package-path Benchmarks --scratch-path "$scratch" \
        benchmark thresholds check --path Benchmarks/Thresholds --no-progress "$@" 2>&1 | tee "$output" || status=$?
fi

# ordo-one reports a benchmark whose setup failed (a missing binary, a result that differs from
# its baseline's) or that gave no result, and goes on: its thresholds are then not compared.
if grep -qE "setup failed|benchmark row failed|Failed to run '" "$output"; then
    echo "thresholds.sh: a benchmark could not run (see above)." >&2
    exit 1
fi
if [ "$command" = update ]; then
    [ "$status" -eq 0 ] || { echo "thresholds.sh: the benchmark run failed (exit status $status)." >&2; exit 1; }
    echo "thresholds.sh: Benchmarks/Thresholds updated; commit it."
elif [ "$status" -eq 0 ]; then
    echo "thresholds.sh: every benchmark is within its thresholds."
elif grep -q "benchmarkThresholdRegression" "$output"; then
    echo "thresholds.sh: regressions against Benchmarks/Thresholds (listed above)." >&2
    exit 1
elif grep -q "benchmarkThresholdImprovement" "$output"; then
    echo "thresholds.sh: no regression, only improvements: run 'Benchmarks/thresholds.sh update' and commit Benchmarks/Thresholds."
else
    echo "thresholds.sh: the benchmark run failed (exit status $status)." >&2
    exit 1
fi
