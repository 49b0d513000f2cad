#!/usr/bin/env bash
# Builds the libFuzzer targets in Scripts/Fuzz/ and runs them, one at a time, each for a while.
#
#   Scripts/fuzz.sh                  every target, 600 s each
#   Scripts/fuzz.sh -t 60 strings    one target for a minute
#   Scripts/fuzz.sh --build-only     build only (prints the binary's path)
#   Scripts/fuzz.sh --debug ...      the libraries built for debugging
#
# The libraries are built by SwiftPM in release (with -enable-testing, for the targets' internal
# entry points), with AddressSanitizer and libFuzzer's coverage (in .build-fuzz; `--debug` for
# a debug build, many times slower), then linked with Scripts/Fuzz/*.swift and the tool's strict JSON
# checker into one binary with libFuzzer's driver; FUZZ_TARGET picks the target. Seeds come from the tests' fixtures,
# the package's own tables, ../shared/corpus where present, and Scripts/Fuzz/Seeds. Each target keeps its
# corpus in .build-fuzz/corpus/<target>; what a target finds lands in .build-fuzz/findings/<target>
# and its log in .build-fuzz/logs/<target>.log. The last lines give, per target, the executions,
# the seconds and the outcome. Exits 1 when any target found something.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=600
build_only=false
configuration=release
targets=()
while [ $# -gt 0 ]; do
    case "$1" in
        -t | --seconds) seconds="$2"; shift 2 ;;
        --build-only) build_only=true; shift ;;
        --debug) configuration=debug; shift ;;
        -h | --help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) targets+=("$1"); shift ;;
    esac
done
all=(strings stringsdict xcstrings format language-tag accept-language key-decoder terminal-text strict-json
    strings-differential)
[ ${#targets[@]} -gt 0 ] || targets=("${all[@]}")

scratch=.build-fuzz
coverage=(-c "$configuration" --sanitize=address -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,trace-cmp,pc-table)
[ "$configuration" = release ] && coverage+=(-Xswiftc -enable-testing)
for target in AlertsHTTP AlertsTerminal; do
    swift build -q --scratch-path "$scratch" --target "$target" "${coverage[@]}" 2>&1 | grep -v "Cannot export local symbol" || true
done
modules="$scratch/$configuration"
objects=()
for module in StringTables Alerts FrontSupport AlertsHTTP AlertsTerminal; do
    while IFS= read -r object; do objects+=("$object"); done < <(find "$modules/$module.build" -name '*.o')
done
binary="$modules/fuzz-targets"
optimize=()
[ "$configuration" = release ] && optimize=(-O)
swiftc "${optimize[@]}" -sanitize=fuzzer,address -parse-as-library -module-name Fuzz -g \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
    -I "$modules/Modules" Scripts/Fuzz/*.swift Sources/AlertsTool/StrictJSON.swift "${objects[@]}" -o "$binary" 2>&1 |
    grep -v "Cannot export local symbol" || true
[ -x "$binary" ] || { echo "fuzz.sh: the targets did not build" >&2; exit 1; }
if $build_only; then echo "$binary"; exit 0; fi

# Seeds: files of the target's kind, copied under their checksum.
seed() {  # seed TARGET FILE...
    local dir="$scratch/seeds/$1" file
    shift
    mkdir -p "$dir"
    for file in "$@"; do
        [ -f "$file" ] && cp "$file" "$dir/$(sha1sum "$file" | cut -c1-40)"
    done
    return 0
}
files() { find Tests Localization Scripts/Fuzz/Seeds ../shared/corpus -type f -name "$1" 2>/dev/null || true; }
mapfile -t strings_files < <(files '*.strings')
seed strings "${strings_files[@]}"
seed strings-differential "${strings_files[@]}"
mapfile -t list < <(files '*.stringsdict'); seed stringsdict "${list[@]}"
mapfile -t list < <(files '*.xcstrings'); seed xcstrings "${list[@]}"
mapfile -t list < <(files '*.json'); seed strict-json "${list[@]}"
for kind in format language-tag accept-language key-decoder terminal-text; do
    mapfile -t list < <(find "Scripts/Fuzz/Seeds/$kind" -type f 2>/dev/null || true)
    seed "$kind" "${list[@]}"
done
# Every value of the tables is a format string, and every text a terminal may show.
mkdir -p "$scratch/seeds/format" "$scratch/seeds/terminal-text"
for file in "${strings_files[@]}"; do
    grep -o '= *"[^"]*"' "$file" 2>/dev/null | sed 's/^= *"//; s/"$//' | head -50 |
        while IFS= read -r value; do
            printf '%s' "$value" >"$scratch/seeds/format/$(printf '%s' "$value" | sha1sum | cut -c1-40)"
            printf '\x14\x90%s' "$value" >"$scratch/seeds/terminal-text/$(printf '%s' "$value" | sha1sum | cut -c1-40)"
        done || true
done

status=0
summary=()
mkdir -p "$scratch/logs"
for target in "${targets[@]}"; do
    corpus="$scratch/corpus/$target"
    findings="$scratch/findings/$target"
    log="$scratch/logs/$target.log"
    mkdir -p "$corpus" "$findings" "$scratch/seeds/$target"
    echo "fuzz.sh: $target for ${seconds}s (log: $log)"
    result=ok
    FUZZ_TARGET="$target" SWIFT_BACKTRACE=enable=no \
        ASAN_OPTIONS="detect_leaks=1" LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0" \
        nice -n 10 "$binary" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=16384 \
        -print_final_stats=1 -artifact_prefix="$findings/" "$corpus" "$scratch/seeds/$target" >"$log" 2>&1 ||
        { result="FOUND (see $findings)"; status=1; }
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    elapsed=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
    summary+=("$(printf '%-22s %12s executions %6ss  %s' "$target" "${runs:-?}" "${elapsed:-?}" "$result")")
done
printf '%s\n' "${summary[@]}"
exit "$status"
