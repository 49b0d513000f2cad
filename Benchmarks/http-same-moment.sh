#!/usr/bin/env bash
# Servers of Benchmarks/HTTPServers side by side at the same moment: each pinned to CPU 0 and
# loaded at once by its own wrk on CPU 1, so that every one of them runs in the same machine state.
# Prints each round's CPU time a request of each (from /proc, over the same seconds) and its
# difference from the first server's, then the medians of those differences: for differences of a
# few µs a request, which interleaved rounds (http-ratio.sh) do not resolve on a shared machine.
# The servers share one core: each one's CPU a request is higher than alone, and requests per
# second say nothing here.
#
#   Benchmarks/http-same-moment.sh [--rounds N] [--duration SECONDS] [--in-turn] [--no-build] PROGRAM...
#   Benchmarks/http-same-moment.sh HummingbirdBaseline HummingbirdServer HummingbirdFloor
#
# With --in-turn the servers still run side by side, but each round loads them one at a time, as
# http-ratio.sh loads its pair, the first of them one place later each round: each one's CPU a
# request is then what it costs alone, without the others' memory in the same core's caches, which
# the same moment charges more to the server that touches more of it. A round then takes the
# duration once per server, and each server meets whatever the host does in its own seconds: on a
# shared host its rounds spread far more than the same moment's.
#
# Six rounds of 8 s unless told. PROGRAMs are products of Benchmarks/HTTPServers (built in release
# in its .build-http unless --no-build), the first the one the others are compared with; each takes
# `--port N` and answers `GET /books/42` with a 404 (`Accept: application/problem+json`,
# `Accept-Language: de`, as http-ratio.sh asks). A program may be named twice: the difference of
# the two is this method's own spread. Two runs of the same servers differ by about 1 µs a request,
# and sharing a core raises each server's CPU time by a factor rather than by the same amount, so
# read differences of 1–2 µs over several runs. Needs wrk, taskset, curl and python3. Loopback
# only; each wrk run is bounded by --duration.
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=6
duration=8
build=1
in_turn=""
programs=()
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds | --duration)
        [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "http-same-moment.sh: $1 takes a whole number above 0" >&2; exit 64; }
        if [ "$1" = --rounds ]; then rounds="$2"; else duration="$2"; fi
        shift 2
        ;;
    --no-build) build=""; shift ;;
    --in-turn) in_turn=1; shift ;;
    -h | --help) sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "http-same-moment.sh: unknown option $1" >&2; exit 64 ;;
    *) programs+=("$1"); shift ;;
    esac
done
[ "${#programs[@]}" -ge 2 ] || { echo "http-same-moment.sh: name two programs or more" >&2; exit 64; }
for tool in wrk taskset curl python3; do
    command -v "$tool" >/dev/null || { echo "http-same-moment.sh: $tool is missing" >&2; exit 69; }
done
[ "$(nproc)" -ge 2 ] || { echo "http-same-moment.sh: needs two CPUs" >&2; exit 69; }

package=Benchmarks/HTTPServers
scratch=$package/.build-http
. Benchmarks/servers.sh
[ -z "$build" ] || build_products "$package" "$scratch" "${programs[@]}"
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)
for program in "${programs[@]}"; do
    [ -x "$bin/$program" ] || { echo "http-same-moment.sh: no program $bin/$program" >&2; exit 64; }
done

ports=()
for i in "${!programs[@]}"; do
    port=$(free_port)
    start_http_server http-same-moment.sh "$bin/${programs[$i]}" "$port" "$work/$i.log"
    ports+=("$port")
done

hz=$(getconf CLK_TCK)
count=${#programs[@]}
declare -A differences
echo "round  $(printf '%s  ' "${programs[@]}")(CPU a request, µs; after the first: its difference)"
for round in $(seq "$rounds"); do
    before=()
    after=()
    if [ -n "$in_turn" ]; then
        for k in $(seq 0 $((count - 1))); do
            i=$(((k + round - 1) % count))
            before[i]=$(cpu_ticks "${pids[$i]}")
            # Each run is checked below.
            taskset -c 1 wrk -t1 -c16 -d"${duration}s" "${http_headers[@]}" "http://127.0.0.1:${ports[$i]}/books/42" \
                >"$work/wrk.$i" || true
            after[i]=$(cpu_ticks "${pids[$i]}")
        done
    else
        loads=()
        for i in $(seq 0 $((count - 1))); do before[i]=$(cpu_ticks "${pids[$i]}"); done
        for i in $(seq 0 $((count - 1))); do
            taskset -c 1 wrk -t1 -c16 -d"${duration}s" "${http_headers[@]}" "http://127.0.0.1:${ports[$i]}/books/42" \
                >"$work/wrk.$i" &
            loads+=($!)
        done
        for load in "${loads[@]}"; do wait "$load" || true; done  # each run is checked below
        for i in $(seq 0 $((count - 1))); do after[i]=$(cpu_ticks "${pids[$i]}"); done
    fi
    line=$(printf '%5d' "$round")
    first=""
    for i in $(seq 0 $((count - 1))); do
        total=$(awk '/requests in/ { print $1 }' "$work/wrk.$i")
        non404=$(awk '/Non-2xx or 3xx responses:/ { print $5 }' "$work/wrk.$i")
        if ! kill -0 "${pids[$i]}" 2>/dev/null || [ "${total:-0}" = 0 ] || [ "${non404:-0}" != "$total" ] \
            || grep -q "Socket errors" "$work/wrk.$i"; then
            echo "http-same-moment.sh: ${programs[$i]}'s run was not all error responses without socket errors," \
                "or the server ended:" >&2
            cat "$work/wrk.$i" "$work/$i.log" >&2
            exit 1
        fi
        cpu=$(awk -v t=$((after[i] - before[i])) -v hz="$hz" -v n="$total" \
            'BEGIN { printf "%.2f", t / hz * 1e6 / n }')
        if [ -z "$first" ]; then
            first=$cpu
            line="$line  $cpu"
        else
            difference=$(awk -v a="$cpu" -v b="$first" 'BEGIN { printf "%+.2f", a - b }')
            differences[$i]="${differences[$i]:-} $difference"
            line="$line  $cpu ($difference)"
        fi
    done
    echo "$line"
done

for i in $(seq 1 $((count - 1))); do
    # shellcheck disable=SC2086 # the differences, one word each
    printf '%s beside %s: median %+.2f µs a request (load: %s)\n' "${programs[$i]}" "${programs[0]}" \
        "$(median ${differences[$i]})" "$(cut -d' ' -f1-3 /proc/loadavg)"
done
