#!/usr/bin/env bash
# The front door's first-check time, part of `make bench` (docs/performance.md, "Install once").
#
#   scripts/bench-front-door.sh [--out DIR] [--prefix DIR]
#
# --prefix installs into DIR and keeps it (an earlier install there is brought up to date, recompiling only what
# changed), so the times can be taken again later on a quiet machine without the 15-minute install.
#
# Installs Widgetry into a temporary PREFIX (`scripts/install.sh`), then times, in the same run:
#   installed  `widgetry check --project Examples/Commute/Commute.xcodeproj --target CommuteWidgets`
#              with an empty project cache, against the prebuilt Widgetry;
#   edit       the same check again after one Swift file of the project changed (the warm edit loop);
#   live       `widgetry serve --project` following an edit: edit to new picture (scripts/live-preview-edit.py);
#   baseline   the same first check building Widgetry into the cache, as before install existed
#              (WIDGETRY_SHARED_BUILD=0, an empty cache).
# Each time runs from the command to its report. Writes DIR/bench-front-door.json.
set -euo pipefail
cd "$(dirname "$0")/.."
out=out
prefix=""
while [ $# -gt 0 ]; do
    case "$1" in
        --out) out="$2"; shift ;;
        --prefix) prefix="$2"; shift ;;
        *) echo "usage: scripts/bench-front-door.sh [--out DIR] [--prefix DIR]" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$out"
work="$(mktemp -d /tmp/widgetry-bench-front-door.XXXXXX)"
trap 'rm -rf "$work"' EXIT

seconds() { python3 -c 'import time; print(time.monotonic())'; }
timed() { # timed NAME command…: runs the command, prints and records its wall time
    local start end
    start=$(seconds)
    "${@:2}" > "$work/$1.log" 2>&1 || { echo "bench-front-door: $1 failed; its log:" >&2; tail -40 "$work/$1.log" >&2; exit 1; }
    end=$(seconds)
    python3 -c "print(f'{$end - $start:.1f}')" > "$work/$1.seconds"
    echo "  $1: $(cat "$work/$1.seconds") s" >&2
}

prefix="${prefix:-$work/prefix}"
echo "bench-front-door: installing into $prefix…" >&2
timed install scripts/install.sh "$prefix"
widgetry="$prefix/bin/widgetry"
# The project as a team has it, in a folder of its own so the edit below touches no file of ours.
cp -R Examples/Commute "$work/Commute"
check=(check --project "$work/Commute/Commute.xcodeproj" --target CommuteWidgets --fail-on error)

timed installed env -u WIDGETRY_PACKAGE "$widgetry" "${check[@]}" --cache-dir "$work/cache-installed" --json-output "$work/installed.json"
# One file changed as an edit changes it: a new declaration in the widget's source.
file="$(find "$work/Commute" -name '*.swift' -path '*Widgets*' | sort | head -1)"
printf '\nprivate let benchmarkEdit = 1\n' >> "$file"
timed edit env -u WIDGETRY_PACKAGE "$widgetry" "${check[@]}" --cache-dir "$work/cache-installed" --json-output "$work/edit.json"
# The live preview following the code: `serve --project`, a label edited, a broken edit, the fix.
env -u WIDGETRY_PACKAGE python3 scripts/live-preview-edit.py "$widgetry" --cache-dir "$work/cache-installed" --json "$work/live.json" >&2
timed baseline env -u WIDGETRY_PACKAGE WIDGETRY_SHARED_BUILD=0 "$widgetry" "${check[@]}" --cache-dir "$work/cache-baseline" --json-output "$work/baseline.json"

python3 - "$work" "$out/bench-front-door.json" <<'PY'
import json, sys
work, target = sys.argv[1], sys.argv[2]
t = {name: float(open(f"{work}/{name}.seconds").read()) for name in ("install", "installed", "edit", "baseline")}
live = json.load(open(f"{work}/live.json"))
result = {
    "command": "widgetry check --project Examples/Commute/Commute.xcodeproj --target CommuteWidgets",
    "seconds": t,
    "firstCheckRatio": round(t["installed"] / t["baseline"], 3),
    "editRatio": round(t["edit"] / t["baseline"], 3),
    "target": {"installedSeconds": 30, "firstCheckRatio": 0.2},
    "livePreview": live,
}
json.dump(result, open(target, "w"), indent=2)
print(f"first check after install {t['installed']:.1f} s, one file edited {t['edit']:.1f} s, "
      f"building Widgetry into the cache {t['baseline']:.1f} s: ratio {result['firstCheckRatio']} (target ≤ 0.2, ≤ 30 s); "
      f"install itself {t['install']:.1f} s; live preview: edit to new picture {live['edit_to_new_picture']} s, "
      f"fix after a broken edit {live['fix_to_new_picture']} s")
PY
