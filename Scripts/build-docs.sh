#!/usr/bin/env bash
# Builds the documentation of every library module with the toolchain's docc, from the symbol
# graphs the compiler writes (no plugin, no package dependency, no network), and fails on any
# warning: a symbol link that does not resolve, a parameter documented that does not exist or one
# that is not documented, an article that does not parse.
#
# Writes, under .build/docs (git-ignored):
#   symbol-graphs/<Module>/   the module's graphs, which Scripts/check-doc-comments.py reads too;
#   <Module>.doccarchive      each module's documentation, built on its own;
#   swift-alerts.doccarchive  the seven merged by `docc merge`, one site whose sidebar holds them all.
# A module's catalog is every file in Sources/<Module>/Documentation.docc: articles added there are
# built without naming them here. Links between modules stay plain `code` (each module is built
# alone, so ``Symbol`` resolves only within it); the merged archive gives one navigation over all.
#
# Options given to the script are passed to SwiftPM's build (CI passes its own flags, so the
# symbol graphs come from the build its tests ran on and nothing is rebuilt); without them, the
# build is an ordinary debug build with warnings as errors.
#
# Look at the result with `docc preview Sources/<Module>/Documentation.docc
# --additional-symbol-graph-dir .build/docs/symbol-graphs/<Module>`, or serve the merged archive's
# folder with any static file server.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=(StringTables Alerts AlertsCLI AlertsTerminal AlertsConsole AlertsHTTP AlertsTesting)
out=.build/docs

rm -rf "$out"
mkdir -p "$out/symbol-graphs"
# Graphs older than this run (of a module or an extension since removed) are not copied.
stamp="$out/started"
touch "$stamp"

# The build's flags (see above), so the graphs come from an existing build rather than a new one.
# --skip-inherited-docs: a declaration without a doc comment of its own gets none, rather than the
# comment of the requirement it implements, so the doc-comment check sees it.
status=0
flags=("$@")
[ $# -gt 0 ] || flags=(-Xswiftc -warnings-as-errors)
log=$(swift package "${flags[@]}" dump-symbol-graph --minimum-access-level public \
    --skip-inherited-docs 2>&1) || status=$?
# It also tries the test runners SwiftPM makes (swift-alertsPackageTests, ...DiscoveredTests), and
# exits 1 when the tests are not built: those have no documentation. Any other error fails.
others=$(printf '%s\n' "$log" | grep 'error:' | grep -vE "symbol graph for 'swift_alertsPackage(Discovered)?Tests'" || true)
graphs=$(printf '%s\n' "$log" | sed -n 's/^Files written to //p' | tail -n 1)
if { [ "$status" -ne 0 ] && [ -n "$others" ]; } || [ -z "$graphs" ] || [ ! -d "$graphs" ]; then
    printf '%s\n' "$log" >&2
    echo "build-docs.sh: 'swift package dump-symbol-graph' failed (above)" >&2
    exit 1
fi

failed=()
for module in "${modules[@]}"; do
    mkdir "$out/symbol-graphs/$module"
    find "$graphs" -maxdepth 1 -newer "$stamp" \( -name "$module.symbols.json" -o -name "$module@*.symbols.json" \) \
        -exec cp {} "$out/symbol-graphs/$module/" \;
    if [ ! -f "$out/symbol-graphs/$module/$module.symbols.json" ]; then
        echo "build-docs.sh: no symbol graph of $module in $graphs" >&2
        failed+=("$module")
        continue
    fi
    # Every module is built even when one fails, so one run lists every warning.
    if ! docc convert "Sources/$module/Documentation.docc" \
        --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
        --fallback-display-name "$module" --fallback-bundle-identifier "com.swift-alerts.$module" \
        --output-dir "$out/$module.doccarchive" --warnings-as-errors >"$out/$module.log" 2>&1; then
        cat "$out/$module.log" >&2
        failed+=("$module")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "build-docs.sh: the documentation of ${failed[*]} has warnings (above); fix them in the catalog or the doc comments." >&2
    exit 1
fi

archives=()
for module in "${modules[@]}"; do archives+=("$out/$module.doccarchive"); done
docc merge "${archives[@]}" --synthesized-landing-page-name swift-alerts \
    --output-path "$out/swift-alerts.doccarchive" >"$out/merge.log" 2>&1 || {
    cat "$out/merge.log" >&2
    exit 1
}
echo "Documentation built without warnings: ${modules[*]}, merged in $out/swift-alerts.doccarchive."
