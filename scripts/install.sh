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
echo "Installed $prefix/bin/widgetry (Widgetry prebuilt in $package)." >&2
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH." >&2 ;; esac
