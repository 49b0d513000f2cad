#!/usr/bin/env bash
# Functions whose optimized code retains and releases a whole large value once more than it needs:
# the end of an initializer that assigns a struct of more than six fields one by one, or of a
# function that mutates such a variable and returns it. The optimizer leaves values of such types
# in memory (SIL's `shouldExpand`), loads the value twice at the end, retains one load and releases
# the other: every reference the value holds is retained and released once more. A struct's
# memberwise initializer, an initializer that calls it, or one memberwise expression returned,
# makes the value in place instead (Benchmarks/README.md, "large values made in one expression").
#
#   Benchmarks/whole-value-copies.sh [MODULE...]     default: StringTables Alerts AlertsHTTP
#
# Prints, per module, each function with the pattern and how many times it has it. Compiles each
# module to SIL with the flags of the release build in .build-benchmarks (made by callgrind.sh or
# `swift build -c release --package-path Benchmarks --scratch-path .build-benchmarks`).
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
[ ${#modules[@]} -gt 0 ] || modules=(StringTables Alerts AlertsHTTP)
build=.build-benchmarks/$(uname -m)-unknown-linux-gnu/release
[ -d "$build/Modules" ] || {
    echo "whole-value-copies.sh: no release build in $build (see Benchmarks/README.md)" >&2
    exit 69
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for module in "${modules[@]}"; do
    [ -f "$build/$module.build/sources" ] || { echo "whole-value-copies.sh: no module $module in $build" >&2; exit 64; }
    swiftc -module-name "$module" -parse-as-library -whole-module-optimization -O \
        @"$build/$module.build/sources" -I "$build/Modules" -module-cache-path "$build/ModuleCache" \
        -DSWIFT_PACKAGE -DSWIFT_MODULE_RESOURCE_BUNDLE_UNAVAILABLE -swift-version 6 -package-name main \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
        -enable-upcoming-feature InternalImportsByDefault \
        -enable-upcoming-feature NonisolatedNonsendingByDefault \
        -emit-sil -o "$work/$module.sil" 2>&1 | grep -E "error:" >&2 || true
    echo "== $module"
    # Two loads in a row from the same address, then a retain_value or release_value of them.
    awk '
        /^sil / { name = $0; sub(/^sil [^@]*@/, "", name); sub(/ :.*/, "", name) }
        /^  %[0-9]+ = load %[0-9]+ / { if (previous == $4) pending = 1; previous = $4; next }
        pending && /(retain|release)_value/ { count[name]++ }
        { previous = ""; pending = 0 }
        END { for (name in count) print count[name], name }
    ' "$work/$module.sil" | sort -rn | swift demangle --simplified
done
