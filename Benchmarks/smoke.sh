#!/usr/bin/env bash
# The smoke pass .ci/run runs: every benchmark built in release and run once, briefly (one
# warm-up, one to three measured iterations: ALERTS_BENCHMARK_SMOKE), and its allocation counts
# — deterministic, unlike times on a shared machine — checked against Benchmarks/Thresholds.
set -euo pipefail
cd "$(dirname "$0")/.."
ALERTS_BENCHMARK_SMOKE=1 exec bash Benchmarks/thresholds.sh check --metric mallocCountTotal "$@"
