#!/usr/bin/env bash
# The smoke pass .ci/run runs: every benchmark (each program under Benchmarks/Benchmarks) run once,
# briefly (one warm-up, one to three measured iterations: ALERTS_BENCHMARK_SMOKE), and its
# allocation counts — deterministic, unlike times on a shared machine — checked against
# Benchmarks/Thresholds, within the tolerances declared in
# Sources/BenchmarkRegistration/Registration.swift. The check is ThresholdsCheck
# (Sources/ThresholdsCheck): ordo-one's own comparison, as `thresholds.sh check --metric
# mallocCountTotal` makes it, without the plugin, whose BenchmarkTool SwiftPM would build twice.
#
# BENCHMARK_BIN: a folder where the programs, `alerts` and ThresholdsCheck are built already in
# release (.ci/run's build of Examples/Package.swift). Without it they are built in release in
# BENCHMARK_SCRATCH_PATH (.build-benchmarks).
set -euo pipefail
cd "$(dirname "$0")/.."

programs=()
for folder in Benchmarks/Benchmarks/*/; do programs+=("$(basename "$folder")"); done
bin=${BENCHMARK_BIN:-}
if [ -z "$bin" ]; then
    scratch=${BENCHMARK_SCRATCH_PATH:-.build-benchmarks}
    # Every product of Benchmarks, and `alerts`, which the whole-process rows start.
    swift build -c release --package-path Benchmarks --scratch-path "$scratch" >&2
    swift build -c release --package-path Benchmarks --scratch-path "$scratch" --product alerts >&2
    bin=$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)
fi
ALERTS_BENCHMARK_SMOKE=1 exec "$bin/ThresholdsCheck" --thresholds Benchmarks/Thresholds --metric mallocCountTotal \
    "${programs[@]/#/$bin/}"
