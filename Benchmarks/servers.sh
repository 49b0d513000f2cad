# What http-ratio.sh, http-same-moment.sh and grpc-ratio.sh share, sourced by each: building a
# package's products in release, a folder for the run's files, the servers' process ids and their
# end on exit, a free loopback port, a process's CPU time and a median.

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
