#!/usr/bin/env bash
# The long soak (not CI's): the example servers each answer at least 2,000,000 mixed error
# requests under wrk, and their throughput and memory stay flat.
#
#   Benchmarks/soak.sh [--requests N] [--no-build]
#
# The same soak as CI's step "examples: soak" (Scripts/soak-http-examples.py: every error route,
# eight languages, problem+json, HTML and plain text, kept-alive and fresh connections, HEAD,
# sampled responses checked while the load runs), ten times as long: 2,000,000 answers unless
# told, in ten tenths, the last tenth's best run compared with a fresh server's first tenth run
# alongside it, and VmRSS after the load with VmRSS after the warm-up. The servers are CI's
# release builds (Examples/Package.swift, scratch .build-release). About ten minutes per server
# on two cores.
set -euo pipefail
cd "$(dirname "$0")/.."

requests=2000000
build=1
while [ $# -gt 0 ]; do
    case "$1" in
    --requests) requests="$2"; shift 2 ;;
    --no-build) build=""; shift ;;
    -h | --help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "soak.sh: unknown option $1" >&2; exit 64 ;;
    esac
done
flags=(-c release -debug-info-format none --package-path Examples --scratch-path .build-release)
if [ -n "$build" ]; then
    swift build "${flags[@]}" --product HummingbirdServer >&2
    swift build "${flags[@]}" --product VaporServer >&2
fi
bin=$(swift build "${flags[@]}" --show-bin-path)
echo "$(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, $(uname -r), $(git rev-parse --short HEAD)"
exec python3 Scripts/soak-http-examples.py --requests "$requests" "$bin/HummingbirdServer" "$bin/VaporServer"
