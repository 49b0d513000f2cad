#!/bin/sh
# Copies the string tables (.strings, .stringsdict, .xcstrings) of fetched app repositories out of
# their bare git snapshots, byte for byte, into OUT/<set>/<owner>__<repo>/<path>, for measuring the
# linter's precision (Benchmarks/README.md, "Lint precision"). Never commit what it copies.
#
# usage: Scripts/gather-lint-tables.sh MIRROR OUT
#   MIRROR holds <owner>+<repo>/repo bare snapshots (as the fetch tool leaves them).
# The tune set is what the checks were adjusted on; the measure set is only ever measured.
set -eu
mirror=$1
out=$2
tune="p0deje/Maccy MonitorControl/MonitorControl exelban/stats iina/iina"
measure="lwouis/alt-tab-macos keepassium/KeePassium mastodon/mastodon-ios leits/MeetingBar dwarvesf/hidden
Dimillian/IceCubesApp MrKai77/Loop Ranchero-Software/NetNewsWire Whisky-App/Whisky ianyh/Amethyst"
copy() {
    set=$1
    repo=$2
    git="$mirror/$(echo "$repo" | tr / +)/repo"
    commit=$(git -C "$git" rev-parse HEAD)
    dest="$out/$set/$(echo "$repo" | sed 's|/|__|')"
    echo "$set $repo $commit"
    git -C "$git" ls-tree -r HEAD | while read -r mode type blob path; do
        case "$path" in
        *.strings | *.stringsdict | *.xcstrings) ;;
        *) continue ;;
        esac
        [ "$type" = blob ] || continue
        mkdir -p "$dest/$(dirname "$path")"
        git -C "$git" cat-file blob "$blob" >"$dest/$path"
    done
}
for repo in $tune; do copy tune "$repo"; done
for repo in $measure; do copy measure "$repo"; done
