# What http-ratio.sh, http-same-moment.sh, http-profile.sh and grpc-ratio.sh share, sourced by
# each: building a package's products in release, a folder for the run's files, the servers'
# process ids and their end on exit, a free loopback port, a process's CPU time and a median; for
# the HTTP scripts, the error route's request headers, and starting a server on it.

# Builds PRODUCT... of PACKAGE in release in SCRATCH, one product a build: of several --product
# options, swift build honours only the last.
build_products() { # package scratch product...
    local product
    for product in "${@:3}"; do
        swift build -c release --package-path "$1" --scratch-path "$2" --product "$product" >&2
    done
}

work=$(mktemp -d)
pids=()
# Ends every server started so far.
stop_servers() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
    wait 2>/dev/null || true
    pids=()
}
cleanup() {
    stop_servers
    rm -rf "$work"
}
trap cleanup EXIT

# A free loopback port, asked of the kernel.
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

# The CPU time PID has used so far, user and system, in clock ticks (getconf CLK_TCK a second).
cpu_ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }

# The median of the numbers given.
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# The request headers of the error route's load: German problem+json.
http_headers=(-H 'Accept: application/problem+json' -H 'Accept-Language: de')

# Starts PROGRAM (a path) pinned to CPU 0 on PORT, its output in LOG, and waits until it answers
# `GET /books/1`; checks that `GET /books/42` answers 404, then warms it up with a second of wrk on
# CPU 1. Sets `started` to its process id, which it adds to `pids`. A server that does not start or
# answers otherwise ends the run: SCRIPT (the caller's name) says so, with the server's output.
start_http_server() { # script program port log
    local status
    taskset -c 0 "$2" --port "$3" >"$4" 2>&1 &
    started=$!
    pids+=("$started")
    for _ in $(seq 100); do
        curl -s -o /dev/null "http://127.0.0.1:$3/books/1" && break
        kill -0 "$started" 2>/dev/null || break
        sleep 0.1
    done
    status=$(curl -s -o /dev/null -w '%{http_code}' "${http_headers[@]}" "http://127.0.0.1:$3/books/42" || true)
    if [ "$status" != 404 ]; then
        echo "$1: $(basename "$2"), started on port $3, answered ${status:-nothing}:" >&2
        cat "$4" >&2
        exit 1
    fi
    taskset -c 1 wrk -t1 -c16 -d1s "${http_headers[@]}" "http://127.0.0.1:$3/books/42" >/dev/null
}
