#!/usr/bin/env bash
# `make bench`: Widgetry's benchmarks with Taffy and Yoga laid beside them, as one table and one JSON file.
#
#   scripts/bench.sh [--quick] [--out DIR] [--no-front-door]
#
# Builds WidgetryBenchmarks (release), runs it (it writes DIR/bench-swift.json), then lays the same layout
# trees out with Taffy (`stretchable`) and Yoga (`poga`) from a virtual environment in .venv-bench and
# merges everything into DIR/bench.json, printing the merged table. SCRATCH=PATH builds in another scratch
# path (so a benchmark build never waits on another build's lock).
set -euo pipefail
cd "$(dirname "$0")/.."

quick=()
out=out
front_door=1
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=(--quick) ;;
        --out) out="$2"; shift ;;
        --no-front-door) front_door=0 ;;
        *) echo "usage: scripts/bench.sh [--quick] [--out DIR] [--no-front-door]" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$out"

scratch=()
[ -n "${SCRATCH:-}" ] && scratch=(--scratch-path "$SCRATCH")
swift build -c release "${scratch[@]}" --product WidgetryBenchmarks
bin="$(swift build -c release "${scratch[@]}" --show-bin-path)/WidgetryBenchmarks"

# The layout engines to compare with, from PyPI, pinned so figures stay comparable between runs.
venv=.venv-bench
if [ ! -x "$venv/bin/python" ]; then
    python3 -m venv "$venv" || { echo "bench: python3 -m venv failed; install python3-venv (apt-get install python3-venv)" >&2; exit 1; }
fi
if ! "$venv/bin/python" -c "import stretchable, poga" 2>/dev/null; then
    "$venv/bin/pip" install --quiet --disable-pip-version-check "stretchable==1.1.8" "poga==0.1.19"
fi

echo "Running Widgetry's benchmarks${quick:+ (quick)}…" >&2
"$bin" "${quick[@]}" --json "$out/bench-swift.json" > "$out/bench-swift.txt"
echo "Laying the same trees out with Taffy and Yoga…" >&2
"$venv/bin/python" scripts/bench-compare.py "$out/bench-swift.json" "$out/bench.json" "${quick[@]}"
# The first check of an Xcode project after `make install`, against building Widgetry into the cache
# (several minutes: it compiles Widgetry twice, once to install and once as the baseline).
if [ "$front_door" = 1 ]; then
    echo "Timing the front door's first check after install…" >&2
    scripts/bench-front-door.sh --out "$out"
fi
echo ""
written="$out/bench.json (Widgetry alone: $out/bench-swift.json"
[ "$front_door" = 1 ] && written="$written; the front door: $out/bench-front-door.json"
echo "Written: $written)."
