#!/usr/bin/env bash
# Requests per second of the example server's error route beside Hummingbird's own error path,
# under wrk, interleaved in one run (baseline, example, baseline, example, …), and their ratio.
#
#   Benchmarks/http-ratio.sh [--rounds N] [--duration SECONDS] [--connections N] [--require RATIO]
#                            [--no-build]
#   Benchmarks/http-ratio.sh --smoke      one short round: both servers answer, figures printed
#
# Both servers are release builds of Benchmarks/HTTPServers (one scratch folder, the same flags,
# the same Hummingbird): HummingbirdBaseline, whose `GET /books/:id` throws
# `HTTPError(.notFound, message:)` through Hummingbird's own error handling, and the example,
# Examples/HummingbirdServer, whose same route throws `BookNotFound` through its AlertsMiddleware
# and HTTPFront, its swift-log bridge on at its default level. Each server runs on CPU 0 and wrk
# on CPU 1 (taskset), one thread, keep-alive connections, every request with the same headers
# (`Accept: application/problem+json`, `Accept-Language: de`) to /books/42, a 404 with a body.
# Before measuring, one response of each is checked. The ratio is the example's median over the
# baseline's; with --require the script fails when it is lower. Loopback only; each wrk run is
# bounded by --duration.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=5
duration=10
connections=16
require=""
build=1
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds) rounds="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --require) require="$2"; shift 2 ;;
    --no-build) build=""; shift ;;
    --smoke) rounds=1; duration=2; shift ;;
    -h | --help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "http-ratio.sh: unknown option $1" >&2; exit 64 ;;
    esac
done
command -v wrk >/dev/null || { echo "http-ratio.sh: wrk is missing (apt-get install wrk)" >&2; exit 69; }
command -v taskset >/dev/null || { echo "http-ratio.sh: taskset is missing (apt-get install util-linux)" >&2; exit 69; }
[ "$(nproc)" -ge 2 ] || { echo "http-ratio.sh: needs two CPUs, one for the server and one for wrk" >&2; exit 69; }

package=Benchmarks/HTTPServers
scratch=$package/.build-http
if [ -n "$build" ]; then
    # One product a build: of several --product options, swift build honours only the last.
    for product in HummingbirdBaseline HummingbirdServer; do
        swift build -c release --package-path "$package" --scratch-path "$scratch" --product "$product" >&2
    done
fi
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)

work=$(mktemp -d)
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# A free loopback port each, asked of the kernel.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
baseline_port=$(free_port)
example_port=$(free_port)

start() { # name program port
    taskset -c 0 "$2" --port "$3" >"$work/$1.log" 2>&1 &
    pids+=($!)
    for _ in $(seq 100); do
        curl -s -o /dev/null "http://127.0.0.1:$3/books/1" && return 0
        sleep 0.1
    done
    echo "http-ratio.sh: $1 did not start on port $3:" >&2
    cat "$work/$1.log" >&2
    exit 1
}
start baseline "$bin/HummingbirdBaseline" "$baseline_port"
start example "$bin/HummingbirdServer" "$example_port"

headers=(-H 'Accept: application/problem+json' -H 'Accept-Language: de')
check() { # name port expected-body-text
    local status
    status=$(curl -s -o "$work/$1.body" -w '%{http_code}' "${headers[@]}" "http://127.0.0.1:$2/books/42")
    if [ "$status" != 404 ] || ! grep -q "$3" "$work/$1.body"; then
        echo "http-ratio.sh: $1 answered $status: $(cat "$work/$1.body")" >&2
        exit 1
    fi
    echo "$1: 404, $(wc -c <"$work/$1.body") bytes: $(head -c 200 "$work/$1.body")"
}
check baseline "$baseline_port" "No book has the id 42."
check example "$example_port" "BOOK_NOT_FOUND"

measure() { # name port -> requests/s
    local output
    output=$(taskset -c 1 wrk -t1 -c"$connections" -d"${duration}s" "${headers[@]}" \
        "http://127.0.0.1:$2/books/42")
    local rate non404 total errors
    rate=$(awk '/^Requests\/sec:/ { print $2 }' <<<"$output")
    total=$(awk '/requests in/ { print $1 }' <<<"$output")
    non404=$(awk '/Non-2xx or 3xx responses:/ { print $5 }' <<<"$output")
    errors=$(grep -c "Socket errors" <<<"$output" || true)
    if [ -z "$rate" ] || [ "${non404:-0}" != "$total" ] || [ "$errors" != 0 ]; then
        echo "http-ratio.sh: $1's run was not all 404s without errors:" >&2
        echo "$output" >&2
        exit 1
    fi
    echo "$rate"
}

# Warm both up, unmeasured.
taskset -c 1 wrk -t1 -c"$connections" -d1s "${headers[@]}" "http://127.0.0.1:$baseline_port/books/42" >/dev/null
taskset -c 1 wrk -t1 -c"$connections" -d1s "${headers[@]}" "http://127.0.0.1:$example_port/books/42" >/dev/null

echo "round  baseline req/s  example req/s  ratio"
baseline_rates=()
example_rates=()
for round in $(seq "$rounds"); do
    b=$(measure baseline "$baseline_port")
    e=$(measure example "$example_port")
    baseline_rates+=("$b")
    example_rates+=("$e")
    printf '%5d  %14.0f  %13.0f  %5.2f\n' "$round" "$b" "$e" "$(awk -v e="$e" -v b="$b" 'BEGIN { print e / b }')"
done

median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
b=$(median "${baseline_rates[@]}")
e=$(median "${example_rates[@]}")
ratio=$(awk -v e="$e" -v b="$b" 'BEGIN { printf "%.2f", e / b }')
printf 'median baseline %.0f req/s, example %.0f req/s: ratio %s (%d rounds of %ss, %d connections)\n' \
    "$b" "$e" "$ratio" "$rounds" "$duration" "$connections"
if [ -n "$require" ] && awk -v r="$ratio" -v t="$require" 'BEGIN { exit !(r < t) }'; then
    echo "http-ratio.sh: the ratio $ratio is below $require" >&2
    exit 1
fi
