#!/usr/bin/env python3
"""`widgetry serve --project` follows the code: edit a copy of Examples/Commute and time edit → new picture.

    scripts/live-preview-edit.py WIDGETRY [--cache-dir DIR] [--json OUT]

Copies Examples/Commute to a temporary folder, starts `WIDGETRY serve --project … --target CommuteWidgets` on a
free port and waits for the first build. Then, as a developer would:
  1. changes a label in DepartureBoardView.swift ("Then" → "Later") and times until the page's server is a new
     one (`/api/version`'s `instance`) and `/api/render` shows a different picture;
  2. saves a syntax error and checks that the last good server keeps serving the same picture;
  3. fixes it and times the rebuild again (a new server that renders; the picture is not compared with the first,
     as Commute's departures follow the clock).
Exits 1 when a step does not happen; prints (and with --json writes) the timings in seconds.
"""
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
RENDER = "/api/render?widget=NextDeparture&family=systemMedium&device=iPhone%2016&size=large&appearance=light&scale=1"


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def get(port, path, timeout=30):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=timeout) as response:
        return response.read()


def instance(port):
    try:
        return json.loads(get(port, "/api/version", timeout=2))["instance"]
    except Exception:
        return None


def wait(predicate, limit, what, server=None, log=None):
    started = time.monotonic()
    while time.monotonic() - started < limit:
        if server is not None and server.poll() is not None:
            sys.exit(f"live-preview: `widgetry serve` exited ({server.returncode}) before {what}:\n" + (open(log).read()[-2000:] if log else ""))
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    sys.exit(f"live-preview: {what} did not happen within {limit} s")


def main():
    args = sys.argv[1:]
    if not args:
        sys.exit(__doc__)
    widgetry = os.path.abspath(args[0])
    cache = os.path.abspath(args[args.index("--cache-dir") + 1]) if "--cache-dir" in args else None
    out = args[args.index("--json") + 1] if "--json" in args else None

    work = tempfile.mkdtemp(prefix="widgetry-live-")
    project = os.path.join(work, "Commute")
    shutil.copytree(os.path.join(ROOT, "Examples", "Commute"), project)
    view = os.path.join(project, "CommuteWidgets", "DepartureBoardView.swift")
    original = open(view, encoding="utf-8").read()
    if 'Text("Then")' not in original:
        sys.exit("live-preview: DepartureBoardView.swift no longer has Text(\"Then\"); update the script's edit")

    port = free_port()
    command = [widgetry, "serve", "--project", os.path.join(project, "Commute.xcodeproj"), "--target", "CommuteWidgets",
               "--port", str(port)] + (["--cache-dir", cache] if cache else [])
    log = open(os.path.join(work, "serve.log"), "w")
    server = subprocess.Popen(command, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    timings = {}
    try:
        started = time.monotonic()
        first = wait(lambda: instance(port), 1800, "the first build and start", server, os.path.join(work, "serve.log"))
        timings["first_build_and_start"] = round(time.monotonic() - started, 2)
        before = get(port, RENDER)

        # 1. A label changes: a new server, and a new picture.
        edited_at = time.monotonic()
        open(view, "w", encoding="utf-8").write(original.replace('Text("Then")', 'Text("Later")'))
        second = wait(lambda: (lambda i: i if i and i != first else None)(instance(port)), 900, "the rebuild after the edit",
                      server, os.path.join(work, "serve.log"))
        after = get(port, RENDER)
        timings["edit_to_new_picture"] = round(time.monotonic() - edited_at, 2)
        if after == before:
            sys.exit("live-preview: the picture did not change after the edit")

        # 2. An edit that does not build: the last good server keeps serving.
        open(view, "w", encoding="utf-8").write(original.replace('Text("Then")', 'Text("Later"'))
        wait(lambda: "does not build" in open(os.path.join(work, "serve.log"), encoding="utf-8", errors="replace").read(), 900,
             "the failed build's message")
        if instance(port) != second or get(port, RENDER) != after:
            sys.exit("live-preview: a failed build replaced the last good preview")

        # 3. Fixed: rebuilt again.
        fixed_at = time.monotonic()
        open(view, "w", encoding="utf-8").write(original)
        wait(lambda: (lambda i: i if i and i != second else None)(instance(port)), 900, "the rebuild after the fix")
        restored = get(port, RENDER)
        timings["fix_to_new_picture"] = round(time.monotonic() - fixed_at, 2)
        # Not compared with the first picture: Commute's provider dates its departures from the clock, so minutes
        # later the same code shows other times. A PNG from the new server is what the fix must give.
        if not restored.startswith(b"\x89PNG"):
            sys.exit("live-preview: the fixed code's server does not render")
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        server.wait(timeout=30)
        log.close()
        if "--keep" not in args:
            shutil.rmtree(work, ignore_errors=True)

    print("live preview (Examples/Commute): " + ", ".join(f"{key.replace('_', ' ')} {value} s" for key, value in timings.items()))
    if out:
        with open(out, "w") as handle:
            json.dump(timings, handle, indent=2)


if __name__ == "__main__":
    main()
