#!/usr/bin/env bash
# Where a server of Benchmarks/HTTPServers spends the time of its error route: the server pinned to
# CPU 0 and loaded by wrk on CPU 1 (`GET /books/42`, German problem+json, as http-ratio.sh asks),
# sampled by `perf record -g` while it is loaded; then, for each layer, the share of the samples
# whose call stack holds a frame it names, and that share of the server's CPU time a request under
# the profiler. The profiler slows a server by a tenth to a third, and on a shared host one run's CPU a
# request differs from another's by several µs: compare the shares (of two servers, or of one
# before and after a change), and multiply them by a CPU time measured without the profiler
# (http-same-moment.sh --in-turn) for µs.
#
#   Benchmarks/http-profile.sh [--duration SECONDS] [--no-build] PROGRAM [LABEL=REGEX...]
#   Benchmarks/http-profile.sh HummingbirdServer
#   Benchmarks/http-profile.sh --no-build HummingbirdBaseline 'error path=HTTPError'
#
# Each REGEX (Python's) is matched against the demangled frames of a sample. Without any, the
# layers of the example's error path, and what the baseline and the lean servers do in its place
# (Benchmarks/README.md, "every layer of the error path in the server"): a server has the layers
# its code has, and the others show 0%. Async frames do not stack under the code that awaits
# them: the example's front is not under its middleware's frame, so the two are named apart.
# Twelve seconds of load unless told, after one of warming up.
# PROGRAM is built in release in Benchmarks/HTTPServers/.build-http unless --no-build. Needs perf,
# wrk, taskset, curl, python3 and the toolchain's `swift demangle`. Loopback only.
set -euo pipefail
cd "$(dirname "$0")/.."

duration=12
build=1
program=""
layers=()
while [ $# -gt 0 ]; do
    case "$1" in
    --duration)
        [[ "${2:-}" =~ ^[1-9][0-9]*$ ]] || { echo "http-profile.sh: --duration takes a whole number above 0" >&2; exit 64; }
        duration="$2"
        shift 2
        ;;
    --no-build) build=""; shift ;;
    -h | --help) sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "http-profile.sh: unknown option $1" >&2; exit 64 ;;
    *=*) layers+=("$1"); shift ;;
    *)
        [ -z "$program" ] || { echo "http-profile.sh: one program, then LABEL=REGEX pairs" >&2; exit 64; }
        program="$1"
        shift
        ;;
    esac
done
[ -n "$program" ] || { echo "usage: Benchmarks/http-profile.sh [--duration SECONDS] [--no-build] PROGRAM [LABEL=REGEX...]" >&2; exit 64; }
for tool in perf wrk taskset curl python3 swift; do
    command -v "$tool" >/dev/null || { echo "http-profile.sh: $tool is missing" >&2; exit 69; }
done
[ "$(nproc)" -ge 2 ] || { echo "http-profile.sh: needs two CPUs" >&2; exit 69; }
if [ ${#layers[@]} -eq 0 ]; then
    layers=(
        'error path, the example (front and glue)=HTTPFront\.response\(for:to:\)|AlertsMiddleware.*handle'
        'error path, Hummingbird (the baseline)=HTTPError'
        'error path, the lean servers=LeanMiddleware.*handle'
        '  the content=ErrorContent\.init'
        '    the mappers=ErrorMappers\.map'
        '    examining the error=ExaminedError'
        '    the AlertableError read=alertableContent'
        '    completion=ErrorContent\.complete'
        '  the resolution=Alert\.resolved\(localizer:'
        '  the resolved alert destroyed=destroy (of|for) ResolvedAlert'
        '  the response (problem, JSON, fields)=HTTPFront\.respond\(to:'
        '  the glue (the middleware'"'"'s own frames)=AlertsMiddleware.*handle'
        '    Response.init(_:)=Response\.init\(_:\)'
        '    context.id=RequestContext\.id\.getter'
        'within the layers above: lookups=AlertText\.resolved\((including|localizer):'
        'within the layers above: JSON=JSONWriter|jsonBytes|JSONEncoder'
    )
fi

python3 -c 'import re, sys
for layer in sys.argv[1:]:
    try:
        re.compile(layer.split("=", 1)[1])
    except re.error as error:
        sys.exit(f"http-profile.sh: {layer!r} is not LABEL=REGEX with a Python regular expression: {error}")' \
    "${layers[@]}" || exit 64

package=Benchmarks/HTTPServers
scratch=$package/.build-http
. Benchmarks/servers.sh
[ -z "$build" ] || build_products "$package" "$scratch" "$program"
bin=$(swift build -c release --package-path "$package" --scratch-path "$scratch" --show-bin-path)
[ -x "$bin/$program" ] || { echo "http-profile.sh: no program $bin/$program" >&2; exit 64; }

port=$(free_port)
start_http_server http-profile.sh "$bin/$program" "$port" "$work/server.log"
pid=$started

before=$(cpu_ticks "$pid")
taskset -c 1 wrk -t1 -c16 -d"${duration}s" "${http_headers[@]}" "http://127.0.0.1:$port/books/42" >"$work/wrk" &
load=$!
pids+=("$load")
perf record -q -e cpu-clock -F 2000 -g -p "$pid" -o "$work/perf.data" -- sleep "$duration" >/dev/null 2>&1 \
    || { echo "http-profile.sh: perf record failed (perf_event_paranoid? see /proc/sys/kernel/perf_event_paranoid)" >&2; exit 69; }
wait "$load" || true  # the run is checked below
after=$(cpu_ticks "$pid")
total=$(awk '/requests in/ { print $1 }' "$work/wrk")
errors=$(awk '/Non-2xx or 3xx responses:/ { print $5 }' "$work/wrk")
if [ "${total:-0}" = 0 ] || [ "${errors:-0}" != "$total" ] || grep -q "Socket errors" "$work/wrk"; then
    echo "http-profile.sh: the load was not all error responses (4xx, 5xx) without socket errors:" >&2
    cat "$work/wrk" >&2
    exit 1
fi
microseconds=$(awk -v t=$((after - before)) -v hz="$(getconf CLK_TCK)" -v n="$total" \
    'BEGIN { printf "%.1f", t / hz * 1e6 / n }')
echo "$program: $total responses in ${duration} s, $microseconds µs of CPU a request under the profiler (load: $(cut -d' ' -f1-3 /proc/loadavg))"

perf script -i "$work/perf.data" 2>"$work/perf-script.log" | swift demangle --simplified >"$work/stacks" \
    || { echo "http-profile.sh: perf script failed:" >&2; cat "$work/perf-script.log" >&2; exit 1; }
python3 - "$work/stacks" "$microseconds" "${layers[@]}" <<'EOF'
import re
import sys

path, microseconds, layers = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
# perf script: a header line per sample, then its frames from the leaf, each indented
# `address function+offset (object)`, then an empty line.
stacks, frames = [], []
for line in open(path, errors="replace"):
    if not line.strip():
        if frames:
            stacks.append(frames)
        frames = []
    elif line[0] in " \t":
        parts = line.strip().split(" ", 1)
        frames.append(re.sub(r"(\+0x[0-9a-f]+)? \([^()]*\)$", "", parts[1] if len(parts) > 1 else parts[0]))
if frames:
    stacks.append(frames)
if not stacks:
    sys.exit("http-profile.sh: perf recorded no sample")
print(f"{len(stacks)} samples; share of them whose stack holds a frame of each layer, and its µs a request")
for layer in layers:
    label, pattern = layer.split("=", 1)
    expression = re.compile(pattern)
    share = sum(1 for stack in stacks if any(expression.search(frame) for frame in stack)) / len(stacks)
    print(f"{100 * share:6.2f}%  {share * microseconds:6.2f} µs  {label}")
EOF
