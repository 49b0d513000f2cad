#!/usr/bin/env bash
# Calls per second of the gRPC example's error method beside grpc-swift's own `RPCError`, under a
# gRPC load client, interleaved in one run (baseline, example, baseline, example, …), and their
# ratio, with each round's p99 latency and the server's CPU time per call.
#
#   Benchmarks/grpc-ratio.sh [--server example|floor] [--rounds N] [--duration SECONDS]
#                            [--connections N] [--concurrency N] [--require RATIO]
#                            [--example-log-level LEVEL] [--no-build]
#   Benchmarks/grpc-ratio.sh --smoke      one short round: both servers answer, figures printed
#
# All three programs are release builds of Benchmarks/GRPCServers (one scratch folder, the same
# flags, the same grpc-swift): GRPCBaseline, whose `bookshop.v1.Bookshop/GetBook` throws
# `RPCError(code: .notFound, message:)` through one pass-through interceptor to grpc-swift's own
# handling; the example, Examples/GRPCServer, whose same method throws `BookNotFound` through its
# AlertsInterceptor and GRPCFront (a status with Google's rich error model, its details in the
# call's language), its diagnostics at their default level (info: the debug event about an error
# written for clients is not made; --example-log-level debug writes one line a call to standard
# error); and GRPCLoad, grpc-swift's own client. Each server runs on CPU 0 and the load on CPU 1
# (taskset): --concurrency unary calls at a time (16) over --connections HTTP/2 connections (1),
# every call the same (id "42", metadata `accept-language: de`), every answer checked to be
# NOT_FOUND. `--server floor` measures GRPCFloor in the example's place: the example's own answer
# (its status's bytes made once at start-up but for the correlation id, new on every call, as the
# example's) without the front that makes it, which is what the rich status costs on the wire.
# Before measuring, one answer of each server is checked. The ratio is the example's
# median calls/s over the baseline's; with --require the script fails when it is lower. Each
# server's CPU time per call (from /proc, over each run) is printed too, and the ratio of their
# medians: on a machine whose other work shares CPU 0, the steadier figure.
# Loopback only; each load run is bounded by --duration.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=5
duration=10
connections=1
concurrency=16
require=""
build=1
log_level=""
server=example
while [ $# -gt 0 ]; do
    case "$1" in
    --server) server="$2"; shift 2 ;;
    --rounds) rounds="$2"; shift 2 ;;
    --duration) duration="$2"; shift 2 ;;
    --connections) connections="$2"; shift 2 ;;
    --concurrency) concurrency="$2"; shift 2 ;;
    --require) require="$2"; shift 2 ;;
    --example-log-level) log_level="$2"; shift 2 ;;
    --no-build) build=""; shift ;;
    --smoke) rounds=1; duration=2; shift ;;
    -h | --help) sed -n '2,28p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "grpc-ratio.sh: unknown option $1" >&2; exit 64 ;;
    esac
done
command -v taskset >/dev/null || { echo "grpc-ratio.sh: taskset is missing (apt-get install util-linux)" >&2; exit 69; }
[ "$(nproc)" -ge 2 ] || { echo "grpc-ratio.sh: needs two CPUs, one for the server and one for the load" >&2; exit 69; }

package=Benchmarks/GRPCServers
scratch=$package/.build-grpc
. Benchmarks/servers.sh
case "$server" in
example) program=GRPCServer ;;
floor)
    program=GRPCFloor
    if [ -n "$log_level" ]; then
        echo "grpc-ratio.sh: the floor logs nothing: --example-log-level is for the example" >&2
        exit 64
    fi
    ;;
*) echo "grpc-ratio.sh: --server is example or floor, not $server" >&2; exit 64 ;;
esac
[ -z "$build" ] || build_products "$package" "$scratch" GRPCBaseline "$program" GRPCLoad
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)

baseline_port=$(free_port)
example_port=$(free_port)

declare -A pid_of
start() { # name port program [arguments...]
    taskset -c 0 "${@:3}" --port "$2" >"$work/$1.log" 2>&1 &
    pids+=($!)
    pid_of[$1]=$!
    for _ in $(seq 100); do
        if (exec 3<>"/dev/tcp/127.0.0.1/$2") 2>/dev/null; then
            [ "$("$bin/GRPCLoad" --port "$2" --once --id 1 2>/dev/null)" = "code=ok" ] && return 0
        fi
        sleep 0.1
    done
    echo "grpc-ratio.sh: $1 did not start on port $2:" >&2
    cat "$work/$1.log" >&2
    exit 1
}
start baseline "$baseline_port" "$bin/GRPCBaseline"
start example "$example_port" "$bin/$program" ${log_level:+--log-level "$log_level"}

check() { # name port expected-text
    local answer
    answer=$("$bin/GRPCLoad" --port "$2" --once --id 42 --language de)
    if ! grep -q "^code=notFound " <<<"$answer" || ! grep -qF "$3" <<<"$answer"; then
        echo "grpc-ratio.sh: $1 answered: $answer" >&2
        exit 1
    fi
    echo "$1: $answer"
}
check baseline "$baseline_port" "message=No book has the id 42."
check "$server" "$example_port" "localized=de Es gibt kein Buch mit der ID „42“."

measure() { # name port -> calls/s p50 p99 (µs) and the server's CPU µs per call
    local output before after
    before=$(cpu_ticks "${pid_of[$1]}")
    output=$(taskset -c 1 "$bin/GRPCLoad" --port "$2" --connections "$connections" --concurrency "$concurrency" \
        --duration "$duration" --id 42 --language de --expect notFound)
    after=$(cpu_ticks "${pid_of[$1]}")
    local calls rate p50 p99 failures
    calls=$(sed -n 's/.*calls=\([0-9]*\).*/\1/p' <<<"$output")
    rate=$(sed -n 's/.*rate=\([0-9.]*\).*/\1/p' <<<"$output")
    p50=$(sed -n 's/.*p50_us=\([0-9]*\).*/\1/p' <<<"$output")
    p99=$(sed -n 's/.*p99_us=\([0-9]*\).*/\1/p' <<<"$output")
    failures=$(sed -n 's/.*failures=\([0-9]*\).*/\1/p' <<<"$output")
    if [ -z "$rate" ] || [ "$failures" != 0 ] || [ "${calls:-0}" = 0 ]; then
        echo "grpc-ratio.sh: $1's run was not all NOT_FOUND:" >&2
        echo "$output" >&2
        exit 1
    fi
    local ticks_per_second
    ticks_per_second=$(getconf CLK_TCK)
    echo "$rate $p50 $p99 $(awk -v t=$((after - before)) -v hz="$ticks_per_second" -v c="$calls" \
        'BEGIN { printf "%.1f", t / hz * 1e6 / c }')"
}

# Warm both up, unmeasured.
for port in "$baseline_port" "$example_port"; do
    taskset -c 1 "$bin/GRPCLoad" --port "$port" --connections "$connections" --concurrency "$concurrency" \
        --duration 1 >/dev/null
done

echo "round  baseline calls/s  p50 µs  p99 µs  CPU µs/call  $server calls/s  p50 µs  p99 µs  CPU µs/call  ratio"
baseline_rates=()
example_rates=()
baseline_p99s=()
example_p99s=()
baseline_cpus=()
example_cpus=()
for round in $(seq "$rounds"); do
    read -r b b50 b99 bcpu <<<"$(measure baseline "$baseline_port")"
    read -r e e50 e99 ecpu <<<"$(measure example "$example_port")"
    baseline_rates+=("$b")
    example_rates+=("$e")
    baseline_p99s+=("$b99")
    example_p99s+=("$e99")
    baseline_cpus+=("$bcpu")
    example_cpus+=("$ecpu")
    printf '%5d  %16.0f  %6d  %6d  %11s  %15.0f  %6d  %6d  %11s  %5.2f\n' "$round" "$b" "$b50" "$b99" "$bcpu" \
        "$e" "$e50" "$e99" "$ecpu" "$(awk -v e="$e" -v b="$b" 'BEGIN { print e / b }')"
done

b=$(median "${baseline_rates[@]}")
e=$(median "${example_rates[@]}")
ratio=$(awk -v e="$e" -v b="$b" 'BEGIN { printf "%.2f", e / b }')
printf 'median baseline %.0f calls/s (p99 %s µs), %s %.0f calls/s (p99 %s µs): ratio %s' \
    "$b" "$(median "${baseline_p99s[@]}")" "$server" "$e" "$(median "${example_p99s[@]}")" "$ratio"
printf ' (%d rounds of %ss, %d connections, %d calls at a time)\n' "$rounds" "$duration" "$connections" "$concurrency"
# What a server that has its core to itself would do: calls/s follow the CPU a call costs, which
# another process on the same core does not change as much as it changes calls/s.
bcpu=$(median "${baseline_cpus[@]}")
ecpu=$(median "${example_cpus[@]}")
printf 'median server CPU per call: baseline %s µs, %s %s µs: ratio %s\n' "$bcpu" "$server" "$ecpu" \
    "$(awk -v e="$ecpu" -v b="$bcpu" 'BEGIN { printf "%.2f", b / e }')"
if [ -n "$require" ] && awk -v r="$ratio" -v t="$require" 'BEGIN { exit !(r < t) }'; then
    echo "grpc-ratio.sh: the ratio $ratio is below $require" >&2
    exit 1
fi
