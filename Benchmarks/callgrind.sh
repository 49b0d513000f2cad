#!/usr/bin/env bash
# Instruction counts of benchmark rows, with valgrind --tool=callgrind: repeatable counts where
# perf's instruction counter is not available (ordo-one's `instructions` metric needs it).
#
#   Benchmarks/callgrind.sh [--iterations N] [--first-call] [--no-build] ROW...
#   Benchmarks/callgrind.sh --pairs ROW...     each row and its baseline, with their ratio
#   Benchmarks/callgrind.sh --list             the rows and their kinds
#
# Each row runs in AlertsProfile (a release build of this package): prepared and run once, then
# run N times inside `alerts_profile_measured`, the only function callgrind collects in; the
# script prints the instructions (Ir) of one call. N defaults to 200 for micro rows and 1 for
# the others. --first-call skips the warm-up and makes one call (unless --iterations says more):
# the count is then the first call's, in a fresh process with every cache empty. A whole-process row (process.*) is counted whole: callgrind
# runs the program itself (alerts, FoundationLookup), start-up included.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-benchmarks
iterations=""
first_call=""
build=1
pairs=""
rows=()
while [ $# -gt 0 ]; do
    case "$1" in
    --iterations) iterations="$2"; shift 2 ;;
    --first-call) first_call="--first-call"; shift ;;
    --no-build) build=""; shift ;;
    --pairs) pairs=1; shift ;;
    --list) rows+=("--list"); shift ;;
    -h | --help) sed -n '2,15p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "callgrind.sh: unknown option $1" >&2; exit 64 ;;
    *) rows+=("$1"); shift ;;
    esac
done
[ ${#rows[@]} -gt 0 ] || { echo "usage: Benchmarks/callgrind.sh [--iterations N] [--first-call] [--pairs] ROW... | --list" >&2; exit 64; }
command -v valgrind >/dev/null || { echo "callgrind.sh: valgrind is missing (apt-get install valgrind)" >&2; exit 69; }

bin=$(swift build -c release --package-path Benchmarks --scratch-path "$scratch" --show-bin-path)
if [ -n "$build" ]; then
    for product in AlertsProfile alerts FoundationLookup; do
        swift build -c release --package-path Benchmarks --scratch-path "$scratch" --product "$product" >&2
    done
fi
profile="$bin/AlertsProfile"
if [ "${rows[0]}" = "--list" ]; then exec "$profile" --list; fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
declare -A kinds
while IFS=$'\t' read -r name kind; do kinds[$name]=$kind; done < <("$profile" --list)

# Instructions of one call of ROW, on stdout.
count() {
    local row="$1" kind="${kinds[$1]:-}" out="$work/callgrind.out" n
    [ -n "$kind" ] || { echo "callgrind.sh: no row $row (--list lists them)" >&2; return 1; }
    rm -f "$out"
    export SWIFT_DETERMINISTIC_HASHING=1  # the same hash seeds, so dictionaries probe the same way each run
    if [ "$kind" = process ]; then
        local command=()
        mapfile -t command < <(TMPDIR="$work" "$profile" --row "$row" --command)
        [ ${#command[@]} -gt 0 ] || return 1
        valgrind -q --tool=callgrind --callgrind-out-file="$out" "${command[@]}" >/dev/null 2>"$work/stderr" \
            || { cat "$work/stderr" >&2; return 1; }
        n=1
    else
        n="${iterations:-$([ "$kind" = micro ] && [ -z "$first_call" ] && echo 200 || echo 1)}"
        TMPDIR="$work" valgrind -q --tool=callgrind --callgrind-out-file="$out" --collect-atstart=no \
            --toggle-collect='*alerts_profile_measured*' "$profile" --row "$row" --iterations "$n" $first_call \
            >/dev/null 2>"$work/stderr" || { cat "$work/stderr" >&2; return 1; }
    fi
    local total
    total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
    echo $((total / n))
}

printf '%-44s %16s\n' "row" "Ir per call"
for row in "${rows[@]}"; do
    ours=$(count "$row")
    printf '%-44s %16s\n' "$row" "$ours"
    if [ -n "$pairs" ] && [ -n "${kinds[$row.baseline]:-}" ]; then
        baseline=$(count "$row.baseline")
        printf '%-44s %16s\n' "$row.baseline" "$baseline"
        awk -v a="$ours" -v b="$baseline" 'BEGIN { if (b > 0) printf "%-44s %15.2f×\n", "  ours / baseline", a / b }'
    fi
done
