#!/usr/bin/env bash
# Requests per second and p99 latency of an example server's error route beside its framework's
# own error path, under wrk, interleaved in one run (baseline, example, baseline, example, …), and
# their ratio.
#
#   Benchmarks/http-ratio.sh [--server hummingbird|vapor|floor|lean|lean-spin|lean-texts-once|all] [--rounds N] [--duration SECONDS]
#                            [--connections N] [--require RATIO] [--p99-tolerance PERCENT]
#                            [--no-build]
#   Benchmarks/http-ratio.sh --smoke      one short round: both servers answer, figures printed
#
# The servers are release builds of Benchmarks/HTTPServers (one scratch folder, the same flags,
# the same resolved frameworks), one pair a framework (--server, hummingbird by default; `all`
# runs the Hummingbird pair, then the Vapor pair):
#   hummingbird  HummingbirdBaseline, whose `GET /books/:id` throws `HTTPError(.notFound,
#                message:)` through Hummingbird's own error handling, beside Examples/
#                HummingbirdServer, whose same route throws `BookNotFound` through its
#                AlertsMiddleware and HTTPFront;
#   vapor        VaporBaseline, whose same route throws `Abort(.notFound, reason:)` through
#                Vapor's default ErrorMiddleware, beside Examples/VaporServer, AlertsMiddleware
#                in its place. ErrorMiddleware logs each 404 at `warning`, as in any Vapor app at
#                the default level; with LOG_LEVEL=error in the environment VaporBaseline does
#                not (the example ignores LOG_LEVEL: at `info` it logs nothing for a 404);
#   floor        HummingbirdBaseline beside HummingbirdFloor, whose same route throws the same
#                `BookNotFound`, answered with only the error's content made and the example's
#                German response, its fixed parts made once: what a front like the example's pays
#                before its own work, not a front (it is the "example" of the output);
#   lean         HummingbirdBaseline beside HummingbirdLean, whose same route throws the same
#                `BookNotFound`, answered with the example's German response made by the least
#                code on swift-alerts' public API: negotiation, lookups, formatting and JSON, no
#                layers in between; not a front either;
#   lean-spin    HummingbirdBaseline beside HummingbirdLeanSpin, the lean server with each error
#                response first spinning on the clock for SPIN_NS nanoseconds of the environment
#                (1,000 unless set): what that much more work in the error path costs a server;
#   lean-texts-once
#                HummingbirdBaseline beside HummingbirdLeanTextsOnce, the lean server with the
#                German texts of its one error found once at start-up: what texts that cost
#                nothing to resolve would leave.
# Each example has its swift-log bridge on at its default level. Each server runs on CPU 0 and wrk
# on CPU 1 (taskset), one thread, keep-alive connections, every request with the same headers
# (`Accept: application/problem+json`, `Accept-Language: de`) to /books/42, a 404 with a body.
# Before measuring, one response of each is checked. Each run's p99 is wrk's (--latency). The
# ratio is the example's median req/s over the baseline's; with --require the script fails when it
# is lower, or when the example's median p99 is above the baseline's by more than --p99-tolerance
# percent (10 by default: wrk's p99 on a shared two-core machine moves that much between rounds of
# one server). Each server's CPU time per request (from /proc, over each run) is printed too, with
# the ratio of the medians: steadier than requests per second on a shared machine, as it does not
# count the time the server waits. Loopback only; each wrk run is bounded by --duration.
set -euo pipefail
cd "$(dirname "$0")/.."

servers=hummingbird
rounds=5
duration=10
connections=16
require=""
p99_tolerance=10
build=1
while [ $# -gt 0 ]; do
    case "$1" in
    --server | --rounds | --duration | --connections | --require | --p99-tolerance)
        [ $# -ge 2 ] || { echo "http-ratio.sh: $1 takes a value" >&2; exit 64; } ;;
    esac
    case "$1" in
    --server) servers="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --require) require="$2"; shift 2 ;;
    --p99-tolerance) p99_tolerance="$2"; shift 2 ;;
    --no-build) build=""; shift ;;
    --smoke) rounds=1; duration=2; shift ;;
    -h | --help) sed -n '2,/^set -euo pipefail$/{/^#/p}' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "http-ratio.sh: unknown option $1" >&2; exit 64 ;;
    esac
done
for value in "$rounds" "$duration" "$connections"; do
    [[ "$value" =~ ^[1-9][0-9]*$ ]] || {
        echo "http-ratio.sh: --rounds, --duration and --connections take a whole number above 0, not $value" >&2
        exit 64
    }
done
for value in $require "$p99_tolerance"; do
    [[ "$value" =~ ^[0-9]+(\.[0-9]+)?$ ]] || {
        echo "http-ratio.sh: --require and --p99-tolerance take a number, not $value" >&2
        exit 64
    }
done
case "$servers" in
hummingbird | vapor | floor | lean | lean-spin | lean-texts-once) ;;
all) servers="hummingbird vapor" ;;
*) echo "http-ratio.sh: --server is hummingbird, vapor, floor, lean, lean-spin, lean-texts-once or all, not $servers" >&2; exit 64 ;;
esac
[ "$servers" != lean-spin ] || [[ "${SPIN_NS-1000}" =~ ^[0-9]+$ ]] || {
    echo "http-ratio.sh: SPIN_NS is a whole number of nanoseconds, not '${SPIN_NS:-}'" >&2
    exit 64
}
command -v wrk >/dev/null || { echo "http-ratio.sh: wrk is missing (apt-get install wrk)" >&2; exit 69; }
command -v taskset >/dev/null || { echo "http-ratio.sh: taskset is missing (apt-get install util-linux)" >&2; exit 69; }
[ "$(nproc)" -ge 2 ] || { echo "http-ratio.sh: needs two CPUs, one for the server and one for wrk" >&2; exit 69; }

# A pair's programs: the baseline, then the example.
programs() { # server
    case "$1" in
    hummingbird) echo HummingbirdBaseline HummingbirdServer ;;
    vapor) echo VaporBaseline VaporServer ;;
    floor) echo HummingbirdBaseline HummingbirdFloor ;;
    lean) echo HummingbirdBaseline HummingbirdLean ;;
    lean-spin) echo HummingbirdBaseline HummingbirdLeanSpin ;;
    lean-texts-once) echo HummingbirdBaseline HummingbirdLeanTextsOnce ;;
    esac
}

package=Benchmarks/HTTPServers
scratch=$package/.build-http
. Benchmarks/servers.sh
if [ -n "$build" ]; then
    for server in $servers; do
        # shellcheck disable=SC2046 # a pair's two program names
        build_products "$package" "$scratch" $(programs "$server")
    done
fi
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)

declare -A pid_of
start() { # name program port
    taskset -c 0 "$2" --port "$3" >"$work/$1.log" 2>&1 &
    pids+=($!)
    pid_of[$1]=$!
    for _ in $(seq 100); do
        curl -s -o /dev/null "http://127.0.0.1:$3/books/1" && return 0
        sleep 0.1
    done
    echo "http-ratio.sh: $1 did not start on port $3:" >&2
    cat "$work/$1.log" >&2
    exit 1
}

check() { # name port expected-body-text
    local status
    status=$(curl -s -o "$work/$1.body" -w '%{http_code}' "${http_headers[@]}" "http://127.0.0.1:$2/books/42")
    if [ "$status" != 404 ] || ! grep -q "$3" "$work/$1.body"; then
        echo "http-ratio.sh: $1 answered $status: $(cat "$work/$1.body")" >&2
        exit 1
    fi
    echo "$1: 404, $(wc -c <"$work/$1.body") bytes: $(head -c 200 "$work/$1.body")"
}

# wrk's latency (`812.00us`, `1.21ms`, `2.00s`) in microseconds.
microseconds() {
    awk -v t="$1" 'BEGIN {
        n = t + 0; unit = t; sub(/^[0-9.]+/, "", unit)
        if (unit == "us") print n; else if (unit == "ms") print n * 1000
        else if (unit == "s") print n * 1000000; else if (unit == "m") print n * 60000000
        else { print "bad latency " t > "/dev/stderr"; exit 1 }
    }'
}

measure() { # name port -> "requests/s p99-µs CPU-µs-a-request"
    local output before after
    before=$(cpu_ticks "${pid_of[$1]}")
    output=$(taskset -c 1 wrk -t1 -c"$connections" -d"${duration}s" --latency "${http_headers[@]}" \
        "http://127.0.0.1:$2/books/42")
    after=$(cpu_ticks "${pid_of[$1]}")
    local rate non404 total errors p99
    rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$output")
    total=$(awk '/requests in/ { print $1 }' <<<"$output")
    non404=$(awk '/Non-2xx or 3xx responses:/ { print $5 }' <<<"$output")
    errors=$(grep -c "Socket errors" <<<"$output" || true)
    p99=$(awk '$1 == "99%" { print $2 }' <<<"$output")
    if [ -z "$rate" ] || [ -z "$p99" ] || [ "${non404:-0}" != "$total" ] || [ "$errors" != 0 ]; then
        echo "http-ratio.sh: $1's run was not all 404s without errors:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "$rate $(microseconds "$p99") $(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$total" \
        'BEGIN { printf "%.1f", t / hz * 1e6 / n }')"
}

# Runs one pair, prints its rounds and medians; sets status to 1 when --require is not met.
run_pair() { # server
    local baseline_program example_program
    read -r baseline_program example_program <<<"$(programs "$1")"
    local spin=""
    [ "$1" != lean-spin ] || spin=", SPIN_NS=${SPIN_NS:-1000}"
    echo "== $1: $baseline_program beside $example_program$spin (load: $(cut -d' ' -f1-3 /proc/loadavg))"
    local baseline_port example_port
    baseline_port=$(free_port)
    example_port=$(free_port)
    start baseline "$bin/$baseline_program" "$baseline_port"
    start example "$bin/$example_program" "$example_port"
    check baseline "$baseline_port" "No book has the id 42."
    # The German response, as the issue measures it: the example's tables translate the error.
    check example "$example_port" "Kein Buch hat die ID 42."

    # Warm both up, unmeasured.
    taskset -c 1 wrk -t1 -c"$connections" -d1s "${http_headers[@]}" "http://127.0.0.1:$baseline_port/books/42" >/dev/null
    taskset -c 1 wrk -t1 -c"$connections" -d1s "${http_headers[@]}" "http://127.0.0.1:$example_port/books/42" >/dev/null

    echo "round  baseline req/s  example req/s  ratio  baseline p99  example p99  baseline CPU  example CPU"
    local baseline_rates=() example_rates=() baseline_p99s=() example_p99s=() baseline_cpus=() example_cpus=()
    local round b e bp ep bc ec
    for round in $(seq "$rounds"); do
        read -r b bp bc <<<"$(measure baseline "$baseline_port")"
        read -r e ep ec <<<"$(measure example "$example_port")"
        baseline_rates+=("$b")
        example_rates+=("$e")
        baseline_p99s+=("$bp")
        example_p99s+=("$ep")
        baseline_cpus+=("$bc")
        example_cpus+=("$ec")
        printf '%5d  %14.0f  %13.0f  %5.2f  %9.0f µs  %8.0f µs  %7.1f µs  %8.1f µs\n' "$round" "$b" "$e" \
            "$(awk -v e="$e" -v b="$b" 'BEGIN { print e / b }')" "$bp" "$ep" "$bc" "$ec"
    done
    stop_servers

    b=$(median "${baseline_rates[@]}")
    e=$(median "${example_rates[@]}")
    bp=$(median "${baseline_p99s[@]}")
    ep=$(median "${example_p99s[@]}")
    bc=$(median "${baseline_cpus[@]}")
    ec=$(median "${example_cpus[@]}")
    local ratio p99_ratio
    ratio=$(awk -v e="$e" -v b="$b" 'BEGIN { printf "%.2f", e / b }')
    p99_ratio=$(awk -v e="$ep" -v b="$bp" 'BEGIN { printf "%.2f", e / b }')
    printf '%s median baseline %.0f req/s, example %.0f req/s: ratio %s (%d rounds of %ss, %d connections)\n' \
        "$1" "$b" "$e" "$ratio" "$rounds" "$duration" "$connections"
    printf '%s median p99 baseline %.0f µs, example %.0f µs: %s× the baseline'"'"'s (load: %s)\n' \
        "$1" "$bp" "$ep" "$p99_ratio" "$(cut -d' ' -f1-3 /proc/loadavg)"
    printf '%s median CPU a request baseline %.1f µs, example %.1f µs: ratio %.2f\n' \
        "$1" "$bc" "$ec" "$(awk -v e="$ec" -v b="$bc" 'BEGIN { print b / e }')"
    [ -n "$require" ] || return 0
    if awk -v r="$ratio" -v t="$require" 'BEGIN { exit !(r < t) }'; then
        echo "http-ratio.sh: $1's ratio $ratio is below $require" >&2
        status=1
    fi
    if awk -v e="$ep" -v b="$bp" -v t="$p99_tolerance" 'BEGIN { exit !(e > b * (1 + t / 100)) }'; then
        echo "http-ratio.sh: $1's example p99 is ${p99_ratio}× the baseline's, more than $p99_tolerance% above it" >&2
        status=1
    fi
}

status=0
for server in $servers; do
    run_pair "$server"
done
exit "$status"
