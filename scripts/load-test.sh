#!/usr/bin/env bash
# Load test for `widgetry serve` (issue 8): CONNECTIONS concurrent clients for DURATION on loopback,
# requesting a mix of renders (PNG at every text size, appearance and scale; SVG; diagnostics; the
# widget list). Reports requests/s, latency percentiles, errors (503s counted apart: they are the
# server's deliberate back-pressure), the server's cache and queue counters, and its peak RSS (VmHWM).
#
#   scripts/load-test.sh                       # builds the release binary if needed, 200 clients, 60 s
#   CONNECTIONS=50 DURATION=10s scripts/load-test.sh
#   WIDGETRY=/path/to/widgetry scripts/load-test.sh
#
# Needs wrk (Debian: apt-get install wrk) and curl.
set -euo pipefail
cd "$(dirname "$0")/.."

CONNECTIONS=${CONNECTIONS:-200}
DURATION=${DURATION:-60s}
THREADS=${THREADS:-$(nproc)}
WIDGETRY=${WIDGETRY:-.build/release/widgetry}
SERVE_ARGS=${SERVE_ARGS:-}

command -v wrk >/dev/null || { echo "wrk is not installed (apt-get install wrk)" >&2; exit 2; }
command -v curl >/dev/null || { echo "curl is not installed" >&2; exit 2; }
if [[ ! -x "$WIDGETRY" ]]; then
  echo "building the release binary…" >&2
  swift build -c release --product widgetry
fi

work=$(mktemp -d)
log="$work/serve.log"
# shellcheck disable=SC2086
"$WIDGETRY" serve --port 0 $SERVE_ARGS >"$log" 2>"$work/requests.log" &
pid=$!
cleanup() { kill -TERM "$pid" 2>/dev/null || true; rm -rf "$work"; }
trap cleanup EXIT

url=""
for _ in $(seq 1 300); do
  url=$(grep -oE 'http://127\.0\.0\.1:[0-9]+/' "$log" | head -n1 || true)
  [[ -n "$url" ]] && break
  sleep 0.1
done
[[ -n "$url" ]] || { echo "the server did not start:"; cat "$log" "$work/requests.log"; exit 1; }
base=${url%/}
echo "server pid $pid at $url; $CONNECTIONS clients for $DURATION on $THREADS threads"

cat >"$work/mix.lua" <<'LUA'
-- A mix of preview requests: mostly PNG renders across the whole setting space, some SVG, diagnostics
-- and widget lists. Each thread counts responses by status for the summary.
local widgets = { "DayEvents", "DayEventsFixedRows", "LocationSummary", "DailyQuote", "WalletShortcuts", "Grid" }
local sizes = { "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5" }
local appearances = { "light", "dark" }
local paths = {}
for _, w in ipairs(widgets) do
  for _, s in ipairs(sizes) do
    for _, a in ipairs(appearances) do
      for scale = 1, 3 do
        paths[#paths + 1] = string.format("/api/render?widget=%s&size=%s&appearance=%s&scale=%d", w, s, a, scale)
      end
      paths[#paths + 1] = string.format("/api/diagnostics?widget=%s&size=%s&appearance=%s", w, s, a)
    end
    paths[#paths + 1] = string.format("/api/render?widget=%s&size=%s&format=svg", w, s)
  end
end
paths[#paths + 1] = "/api/widgets"
paths[#paths + 1] = "/"

local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) ok = 0; busy = 0; other = 0 end
function request() return wrk.format("GET", paths[math.random(#paths)]) end
function response(status, headers, body)
  if status == 200 then ok = ok + 1 elseif status == 503 then busy = busy + 1 else other = other + 1 end
end
function done(summary, latency, requests)
  local o, b, x = 0, 0, 0
  for _, t in ipairs(threads) do o = o + t:get("ok"); b = b + t:get("busy"); x = x + t:get("other") end
  io.write(string.format("distinct URLs: %d\n", #paths))
  io.write(string.format("responses: 200=%d 503=%d other=%d\n", o, b, x))
  io.write(string.format("socket errors: connect=%d read=%d write=%d timeout=%d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
  io.write(string.format("requests/s: %.1f\n", summary.requests / (summary.duration / 1e6)))
  for _, p in ipairs({ 50, 90, 99, 99.9 }) do
    io.write(string.format("latency p%s: %.1f ms\n", p, latency:percentile(p) / 1000))
  end
  io.write(string.format("latency max: %.1f ms\n", latency.max / 1000))
end
LUA

wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --timeout 30s -s "$work/mix.lua" "$base" | tee "$work/wrk.txt"

echo "--- server"
curl -fsS "$base/api/stats"; echo
grep -E 'VmHWM|VmRSS' "/proc/$pid/status"
kill -TERM "$pid"
wait "$pid" && echo "server stopped cleanly on SIGTERM" || echo "server exit status $?"
trap 'rm -rf "$work"' EXIT

other=$(grep -oE 'other=[0-9]+' "$work/wrk.txt" | cut -d= -f2)
sockets=0
for n in $(grep -oE 'socket errors: .*' "$work/wrk.txt" | grep -oE '[0-9]+'); do sockets=$((sockets + n)); done
if [[ "${other:-1}" != "0" || "${sockets:-1}" != "0" ]]; then
  echo "FAIL: $other error responses, $sockets socket errors" >&2
  exit 1
fi
echo "OK: no errors besides deliberate 503s"
