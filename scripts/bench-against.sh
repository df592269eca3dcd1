#!/usr/bin/env bash
# The check's speed against another commit's, in the same run: `make bench BASE=REV` (or this script alone).
#
#   scripts/bench-against.sh REV [--rounds N] [--out DIR]
#
# Checks REV out in a worktree under .bench-base/ (kept, so the next comparison builds incrementally), builds
# WidgetryBenchmarks in release there and here, then runs `WidgetryBenchmarks --only check` N times (default 3),
# alternating which binary goes first, and reports each check row's median here against its median at REV
# (ratio > 1 for times means slower here; for cells per second, faster). Writes DIR/bench-against.json.
# Wall times move with the machine's load; CPU time (user + system) moves less, so both are shown.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 1 ] || { echo "usage: scripts/bench-against.sh REV [--rounds N] [--out DIR]" >&2; exit 2; }
rev="$1"; shift
rounds=3
out=out
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds="$2"; shift ;;
        --out) out="$2"; shift ;;
        *) echo "usage: scripts/bench-against.sh REV [--rounds N] [--out DIR]" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$out"
sha="$(git rev-parse --verify "$rev^{commit}")"
base=".bench-base/${sha:0:12}"
if [ ! -d "$base" ]; then
    git worktree add --detach "$base" "$sha" >&2
fi

echo "bench-against: building WidgetryBenchmarks at ${sha:0:12} and here (release)…" >&2
(cd "$base" && swift build -c release --product WidgetryBenchmarks >&2)
swift build -c release --product WidgetryBenchmarks >&2
base_bin="$(cd "$base" && swift build -c release --show-bin-path)/WidgetryBenchmarks"
head_bin="$(swift build -c release --show-bin-path)/WidgetryBenchmarks"

runs="$(mktemp -d /tmp/widgetry-bench-against.XXXXXX)"
trap 'rm -rf "$runs"' EXIT
for round in $(seq 1 "$rounds"); do
    # Alternate the order, so warm caches and the machine's drift favour neither side.
    if [ $((round % 2)) -eq 1 ]; then order="base head"; else order="head base"; fi
    for side in $order; do
        bin="$head_bin"; [ "$side" = base ] && bin="$base_bin"
        echo "  round $round: $side" >&2
        (cd "$( [ "$side" = base ] && echo "$base" || echo . )" && "$bin" --only check --json "$runs/$side-$round.json" > /dev/null)
    done
done

python3 - "$runs" "$rounds" "$sha" "$out/bench-against.json" <<'PY'
import json, statistics, sys
runs, rounds, sha, target = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
def rows(path):
    data = json.load(open(path))
    return {row["key"]: row for row in (data["rows"] if isinstance(data, dict) else data)}
sides = {side: [rows(f"{runs}/{side}-{r}.json") for r in range(1, rounds + 1)] for side in ("base", "head")}
result = {"base": sha, "rounds": rounds, "rows": []}
print(f"check here against {sha[:12]}, medians of {rounds} alternating runs")
for key, row in sides["head"][0].items():
    if not all(key in run for run in sides["base"]):
        continue
    head = statistics.median(run[key]["value"] for run in sides["head"])
    base = statistics.median(run[key]["value"] for run in sides["base"])
    ratio = head / base if base else float("nan")
    result["rows"].append({"key": key, "name": row["name"], "unit": row["unit"], "head": head, "base": base, "ratio": round(ratio, 3)})
    print(f"  {row['name'][:70]:70s} {head:10.3f} {row['unit']:8s} vs {base:10.3f}  ×{ratio:.2f}")
# Issue 32's measure: the default check here (every display setting) against the check at REV. Against a commit from
# before the display-setting axis (062ce5e, the day issue 32 was filed) that is "the matrix check with the new axis"
# against "today's time", same run, same sample widgets' matrix.
axis = "check.display-settings-cpu-ratio"
if all(axis in run for run in sides["head"]) and all("check.cpu" in run for run in sides["base"]):
    head = statistics.median(run[axis]["value"] for run in sides["head"])
    base = statistics.median(run["check.cpu"]["value"] for run in sides["base"])
    ratio = head / base if base else float("nan")
    result["rows"].append({"key": "check.every-display-setting-against-base-check", "unit": "s", "head": head, "base": base, "ratio": round(ratio, 3),
                           "name": "check with every display setting here, CPU time, against the check at the base"})
    print(f"  {'check with every display setting here, CPU, against the check at the base':70s} {head:10.3f} {'s':8s} vs {base:10.3f}  ×{ratio:.2f}")
json.dump(result, open(target, "w"), indent=2)
PY
