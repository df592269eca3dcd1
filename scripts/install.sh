#!/usr/bin/env bash
# `make install [PREFIX=…]`: a release `widgetry` in PREFIX/bin and a prebuilt copy of this package in
# PREFIX/share/widgetry/Widgetry, which the front door finds beside the executable and builds projects
# against (in that copy's own build folder), so a project's first check compiles only the project.
#
#   scripts/install.sh PREFIX
set -euo pipefail
cd "$(dirname "$0")/.."
prefix="${1:?usage: scripts/install.sh PREFIX}"
mkdir -p "$prefix/bin" "$prefix/share/widgetry"
prefix="$(cd "$prefix" && pwd)"
package="$prefix/share/widgetry/Widgetry"

echo "install: building a release widgetry…" >&2
swift build -c release --product widgetry

# The package's files as they are in this checkout, without build folders or generated output; an
# earlier install's build folder is kept, so a re-install recompiles only what changed.
echo "install: copying the package to $package…" >&2
mkdir -p "$package"
tar -c --exclude='./.build' --exclude='./.build-*' --exclude='./.build_*' --exclude='./.git' --exclude='./out' \
    --exclude='./.venv-bench' --exclude='./Examples/*/.build' . | tar -x -C "$package"
# Files removed from the checkout since the last install go from the copy too.
(cd "$package" && find Sources Tests Benchmarks -type f 2>/dev/null) | while read -r file; do
    [ -e "$file" ] || rm -f "$package/$file"
done
# The pins this checkout built with: the copy compiles the same dependency versions.
[ -f Package.resolved ] && cp Package.resolved "$package/Package.resolved"

echo "install: compiling Widgetry for the front door (debug, as projects are built)…" >&2
(cd "$package" && swift build)

install -m 755 "$(swift build -c release --show-bin-path)/widgetry" "$prefix/bin/widgetry"

# One small widget checked through the installed front door: SwiftPM compiles and caches the manifests of
# Widgetry's package graph (about 30) the way the front door's builds load them, and plans the shared build
# folder, so a project's first check compiles only the project's files.
echo "install: warming the front door's build with a one-file widget…" >&2
warm="$(mktemp -d)"
mkdir -p "$warm/Widget"
cat > "$warm/Widget/InstallCheckWidget.swift" <<'SWIFT'
import SwiftUI
import WidgetKit

struct InstallCheckEntry: TimelineEntry { let date: Date }

struct InstallCheckProvider: TimelineProvider {
    func placeholder(in context: Context) -> InstallCheckEntry { InstallCheckEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (InstallCheckEntry) -> Void) { completion(InstallCheckEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<InstallCheckEntry>) -> Void) {
        completion(Timeline(entries: [InstallCheckEntry(date: .now)], policy: .never))
    }
}

@main
struct InstallCheckWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "InstallCheck", provider: InstallCheckProvider()) { entry in
            Text(entry.date, style: .time).containerBackground(.background, for: .widget)
        }
    }
}
SWIFT
env -u WIDGETRY_PACKAGE "$prefix/bin/widgetry" check --sources "$warm/Widget" --cache-dir "$warm/cache" --device "iPhone 16" \
    --size-category large --appearance light --no-previews --display-setting standard > /dev/null \
    || echo "install: the warm-up check failed (the install itself is complete); run it again to see why" >&2
rm -rf "$warm"
echo "Installed $prefix/bin/widgetry (Widgetry prebuilt in $package)." >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH." >&2 ;; esac
